import { Box } from "@chakra-ui/react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { memo } from "react";
import { hasCaption } from "../../lib/gallery";
import { DECORATIVE, Photo } from "../common/photo";
import { GalleryCaption } from "./gallery-caption";
import { useStrings } from "../../hooks/use-strings";
import { fill } from "../../lib/locale";

/** In fullscreen the slide asks the same srcset for a screen-wide file. */
const FULLSCREEN_SIZES = "100vw";

interface GallerySlideProps {
  image: Queries.GalleryImageFragment;
  index: number;
  count: number;
  isCurrent: boolean;
  /** The slideshow's version: its photos load at once (the static one's lazily). */
  interactive: boolean;
  /** Whether the photo has loaded; absent in the static version. */
  loaded?: boolean;
  /** The screen-wide copy, over the slide while it is current in fullscreen. */
  fullscreenImage?: IGatsbyImageData;
  slideRef?: (node: HTMLDivElement | null) => void;
  /** Called with the slide's index when its photo has loaded. */
  onImageLoad?: (index: number) => void;
}

// One slide: the photo, shown whole, with its caption. Slides that are not current stay hidden.
// Memoised: a step renders only the two slides it changes, not every slide visited so far.
export const GallerySlide = memo(function GallerySlide({
  image,
  index,
  count,
  isCurrent,
  interactive,
  loaded,
  fullscreenImage,
  slideRef,
  onImageLoad,
}: GallerySlideProps) {
  const { gallery: words, carousel: roles } = useStrings();
  const slide = image.image.childImageSharp?.slide;
  return (
    <Box
      ref={slideRef}
      role="group"
      aria-roledescription={roles.slide}
      aria-label={fill(words.position, { n: index + 1, count })}
      data-slide={index}
      data-loaded={loaded}
      position="absolute"
      inset="0"
      bg="bg.muted"
      visibility={isCurrent ? "visible" : "hidden"}
      zIndex={isCurrent ? 1 : 0}
    >
      {slide && (
        <Photo
          image={slide}
          alt={image.alt}
          loading={interactive ? "eager" : "lazy"}
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
      {hasCaption(image) && <GalleryCaption title={image.title} description={image.description} />}
    </Box>
  );
});
