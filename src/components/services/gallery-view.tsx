import { Box } from "@chakra-ui/react";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useMemo, type Ref } from "react";
import {
  GALLERY_ID,
  GALLERY_SLIDES_ID,
  type GalleryRequest,
  type GalleryTransition,
} from "../../lib/gallery";
import { GalleryControls } from "./gallery-controls";
import { GallerySlide } from "./gallery-slide";
import { GalleryThumbnails } from "./gallery-thumbnails";
import { useStableHandler } from "../../hooks/use-latest-callback";
import { useStrings } from "../../hooks/use-strings";

export type GalleryImage = Queries.GalleryImageFragment;

export interface GalleryControls {
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
  onTogglePlay: () => void;
  onToggleFullscreen: () => void;
  onImageLoad: (index: number) => void;
}

export interface GalleryViewProps {
  images: readonly GalleryImage[];
  index: number;
  /** Which slides have their image in the page; the rest are fetched only when needed. */
  isMounted: (index: number) => boolean;
  /**
   * Whether the thumbnails show their photos. Without, each is its coloured tile: the static
   * gallery leaves the 19 thumbnail files unfetched until the visitor comes near it (browsers
   * start "lazy" images thousands of pixels early on an unknown connection).
   */
  thumbnailPhotos?: boolean;
  loaded?: readonly boolean[];
  playing: boolean;
  fullscreen: boolean;
  transition?: GalleryTransition;
  /** Absent in the static version that the HTML carries until the slideshow script has loaded. */
  controls?: GalleryControls;
  /**
   * In the static version once the page is interactive: a press asks for the slideshow, which
   * then does what was asked. Absent in the server's HTML, whose controls are disabled (without
   * JavaScript they could do nothing).
   */
  onRequest?: (request: GalleryRequest) => void;
  rootRef?: Ref<HTMLDivElement>;
  stageRef?: Ref<HTMLDivElement>;
  thumbsRef?: Ref<HTMLUListElement>;
  slideRef?: (index: number) => (node: HTMLDivElement | null) => void;
  /** Keeps the gallery's place in the page while it is lifted out as the fullscreen layer. */
  reservedHeight?: number;
}

// The gallery's markup and look. The server renders it without controls (first slide, counter,
// caption, thumbnails); the slideshow script renders it again with its state and handlers.
export function GalleryView({
  images,
  index,
  isMounted,
  thumbnailPhotos = true,
  loaded,
  playing,
  fullscreen,
  transition,
  controls,
  onRequest,
  rootRef,
  stageRef,
  thumbsRef,
  slideRef,
  reservedHeight,
}: GalleryViewProps) {
  const { gallery: words, carousel: roles } = useStrings();
  const interactive = Boolean(controls);
  // What each control does: the slideshow's handler, or (before its code) a request for it.
  const act = (handler: (() => void) | undefined, request: GalleryRequest) =>
    handler ?? (onRequest ? () => onRequest(request) : undefined);
  // The slides', thumbnails' and buttons' handlers stay the same functions from render to render
  // (calling the latest ones), so the memoised parts a step leaves alone are skipped.
  const select =
    controls?.onSelect ??
    (onRequest ? (i: number) => onRequest({ kind: "select", index: i }) : undefined);
  const onSelect = useStableHandler(select);
  const onImageLoad = useStableHandler(controls?.onImageLoad);
  const onTogglePlay = useStableHandler(act(controls?.onTogglePlay, { kind: "togglePlay" }));
  const onPrevious = useStableHandler(act(controls?.onPrevious, { kind: "previous" }));
  const onNext = useStableHandler(act(controls?.onNext, { kind: "next" }));
  const onToggleFullscreen = useStableHandler(
    act(controls?.onToggleFullscreen, { kind: "fullscreen" }),
  );
  // Without a placeholder, the screen-wide copy stays transparent until it has loaded, and the slide
  // image under it shows until then: no blurred flash when fullscreen starts.
  const current = images[index]?.image.childImageSharp?.slide;
  const fullscreenImage = useMemo<IGatsbyImageData | undefined>(
    () => current && { ...current, placeholder: undefined },
    [current],
  );

  return (
    <Box style={reservedHeight ? { minHeight: reservedHeight } : undefined}>
      <Box
        ref={rootRef}
        id={GALLERY_ID}
        role="region"
        aria-roledescription={roles.carousel}
        aria-label={words.label}
        tabIndex={interactive ? -1 : undefined}
        data-fullscreen={fullscreen}
        data-transition={transition}
        data-interactive={interactive}
        outline="none"
        // A column in the page as in fullscreen (it lays out as blocks would): a change of
        // `display` makes the browser rebuild the gallery's boxes and restyle its 228 elements
        // inside the tap (6-10 ms unslowed).
        display="flex"
        flexDirection="column"
        // Fullscreen is styled by the attribute, the stage's look too, so entering it inserts no
        // new rule: an inserted rule made the browser restyle the gallery inside the tap, and a
        // new @media rule lays out the whole page again.
        css={{
          '&[data-fullscreen="true"]': {
            position: "fixed",
            inset: "0",
            zIndex: "modal",
            bg: "bg",
            p: { base: "2", md: "4" },
            [`& > #${GALLERY_SLIDES_ID}`]: {
              borderRadius: "md",
              flex: "1",
              minH: "0",
              aspectRatio: "auto",
            },
          },
        }}
      >
        <Box
          ref={stageRef}
          id={GALLERY_SLIDES_ID}
          aria-live={interactive && !playing ? "polite" : "off"}
          position="relative"
          overflow="hidden"
          bg="bg.muted"
          borderRadius="2xl"
          touchAction="pan-y"
          aspectRatio="3 / 2"
        >
          {images.map((image, i) =>
            isMounted(i) ? (
              <GallerySlide
                key={i}
                image={image}
                index={i}
                count={images.length}
                isCurrent={i === index}
                interactive={interactive}
                loaded={loaded ? Boolean(loaded[i]) : undefined}
                fullscreenImage={fullscreen && i === index ? fullscreenImage : undefined}
                slideRef={slideRef?.(i)}
                onImageLoad={onImageLoad}
              />
            ) : null,
          )}
        </Box>

        <GalleryControls
          index={index}
          count={images.length}
          playing={playing}
          fullscreen={fullscreen}
          onTogglePlay={onTogglePlay}
          onPrevious={onPrevious}
          onNext={onNext}
          onToggleFullscreen={onToggleFullscreen}
        />

        <GalleryThumbnails
          images={images}
          index={index}
          photos={thumbnailPhotos}
          listRef={thumbsRef}
          onSelect={onSelect}
        />
      </Box>
    </Box>
  );
}

export const query = graphql`
  fragment GalleryImage on GalleryPhoto {
    title {
      ...ContentText
    }
    description {
      ...ContentText
    }
    alt {
      ...ContentText
    }
    image {
      childImageSharp {
        slide: gatsbyImageData(
          layout: FULL_WIDTH
          breakpoints: [480, 750, 1080, 1366, 1920, 2400]
          sizes: "(min-width: 896px) 832px, (min-width: 769px) calc(100vw - 3rem), calc(100vw - 2rem)"
        )
        thumb: gatsbyImageData(layout: FIXED, width: 96, height: 64, placeholder: DOMINANT_COLOR)
      }
    }
  }
`;
