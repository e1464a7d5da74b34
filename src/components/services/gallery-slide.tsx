import type { IGatsbyImageData } from "gatsby-plugin-image";
import { memo } from "react";
import { galleryCounter, galleryPhotoId, hasCaption } from "../../lib/gallery";
import { DECORATIVE, Photo } from "../common/photo";
import { GalleryCaption } from "./gallery-caption";
import { useStrings } from "../../hooks/use-strings";
import { fill } from "../../../shared/lib/locale";

/** In fullscreen the slide asks the same srcset for a screen-wide file. */
const FULLSCREEN_SIZES = "100vw";

interface GallerySlideProps {
  image: Queries.GalleryImageFragment;
  index: number;
  count: number;
  isCurrent: boolean;
  /**
   * A photo of the static strip (gallery-view.tsx): every one is there, at its place the thumbnail
   * links to, with its number, and loaded by the browser as it nears the screen.
   */
  strip: boolean;
  /** Whether the photo has loaded. */
  loaded: boolean;
  /** The screen-wide copy, over the slide while it is current in fullscreen. */
  fullscreenImage?: IGatsbyImageData;
  slideRef?: (node: HTMLDivElement | null) => void;
  /** Called with the slide's index when its photo has loaded. */
  onImageLoad?: (index: number) => void;
}

// One slide: the photo, shown whole, with its caption. In the slideshow, slides that are not current
// stay hidden; in the static strip, every one shows, side by side (gallery-view.tsx).
// Memoised: a step renders only the two slides it changes, not every slide visited so far.
export const GallerySlide = memo(function GallerySlide({
  image,
  index,
  count,
  isCurrent,
  strip,
  loaded,
  fullscreenImage,
  slideRef,
  onImageLoad,
}: GallerySlideProps) {
  const { gallery: words, carousel: roles } = useStrings();
  const slide = image.image.childImageSharp?.slide;
  return (
    // A plain element, styled by the gallery's rules (gallery-view.tsx) and its `data-current`: a
    // step renders the two slides it shows and hides, and a Chakra element works its styles out
    // again at each render.
    <div
      ref={slideRef}
      id={strip ? galleryPhotoId(index) : undefined}
      // Focusable (out of the Tab order): following its thumbnail's link in the static strip
      // moves the focus to it, and the slideshow's own slide takes that focus over (FocusKeeper).
      tabIndex={-1}
      role="group"
      aria-roledescription={roles.slide}
      aria-label={fill(words.position, { n: index + 1, count })}
      data-slide={index}
      data-loaded={loaded}
      data-current={isCurrent ? "" : undefined}
    >
      {slide && (
        <Photo
          image={slide}
          alt={image.alt}
          // In the slideshow, mounted when it is shown or next in line: fetched at once.
          loading={strip ? "lazy" : "eager"}
          objectFit="contain"
          style={{ height: "100%" }}
          onLoad={onImageLoad && (() => onImageLoad(index))}
        />
      )}
      {fullscreenImage && (
        <Photo
          image={fullscreenImage}
          alt={DECORATIVE}
          sizes={FULLSCREEN_SIZES}
          loading="eager"
          objectFit="contain"
          style={{ position: "absolute", inset: 0, height: "100%" }}
        />
      )}
      {strip && (
        <span aria-hidden data-slide-number="">
          {galleryCounter(index, count)}
        </span>
      )}
      {hasCaption(image) && <GalleryCaption title={image.title} description={image.description} />}
    </div>
  );
});
