import { Box } from "@chakra-ui/react";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { memo, useMemo, type Ref } from "react";
import {
  GALLERY_ID,
  GALLERY_SLIDES_ID,
  galleryPhotoId,
  type GalleryTransition,
} from "../../lib/gallery";
import { GalleryControls } from "./gallery-controls";
import { GallerySlide } from "./gallery-slide";
import { GalleryThumbnails } from "./gallery-thumbnails";
import { useStableHandler } from "../../hooks/use-latest-callback";
import { SCRIPTED_CLASS } from "../../../shared/lib/color-mode-script";
import { useStrings } from "../../hooks/use-strings";
import { GalleryStepContext, useGalleryStep, type GalleryStep } from "./gallery-step";

export type GalleryImage = Queries.GalleryImageFragment;

export interface GalleryControls {
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
  onTogglePlay: () => void;
  onToggleFullscreen: () => void;
  onImageLoad: (index: number) => void;
}

export interface GalleryViewProps extends GalleryStep {
  images: readonly GalleryImage[];
  playing: boolean;
  fullscreen: boolean;
  transition?: GalleryTransition;
  /**
   * The slideshow's handlers. Absent: the static gallery the server's HTML carries (the strip,
   * below), which works with no script at all until the slideshow's code takes its place.
   */
  controls?: GalleryControls;
  /**
   * Whether the thumbnails show their photos. The strip's wait until the visitor comes near the
   * gallery (browsers start "lazy" images thousands of pixels early on an unknown connection);
   * without, each is its numbered tile.
   */
  thumbnailPhotos?: boolean;
  rootRef?: Ref<HTMLDivElement>;
  stageRef?: Ref<HTMLDivElement>;
  thumbsRef?: Ref<HTMLUListElement>;
  slideRef?: (index: number) => (node: HTMLDivElement | null) => void;
  /** Keeps the gallery's place in the page while it is lifted out as the fullscreen layer. */
  reservedHeight?: number;
}

const photoLink = (index: number) => `#${galleryPhotoId(index)}`;

// The gallery's markup and look, in two modes that share every element and class, so that the
// slideshow taking the static gallery's place inserts no new style rule (a new rule inside @layer
// or @media makes the browser restyle the whole page).
// - The static strip (no `controls`), which the server's HTML carries and which works with no
//   script at all: every photo, with its caption and its number, side by side in a stage that
//   scrolls sideways one photo at a time (CSS scroll snapping; each photo loaded by the browser as
//   it nears the screen), and a thumbnail per photo that is a link to it. The slideshow's controls
//   are there, invisible (no room kept with no script at all): none is shown that could do
//   nothing, and nothing moves when the slideshow comes.
// - The slideshow (gallery-slideshow.tsx): one photo at a time in the same stage, its controls,
//   and thumbnails that are buttons.
export function GalleryView({ index, isMounted, loaded, controls, ...frame }: GalleryViewProps) {
  const step = useMemo(() => ({ index, isMounted, loaded }), [index, isMounted, loaded]);
  // The slides', thumbnails' and buttons' handlers stay the same functions from render to render
  // (calling the latest ones), so the memoised parts a step leaves alone are skipped.
  const onSelect = useStableHandler(controls?.onSelect);
  const onImageLoad = useStableHandler(controls?.onImageLoad);
  const onTogglePlay = useStableHandler(controls?.onTogglePlay);
  const onPrevious = useStableHandler(controls?.onPrevious);
  const onNext = useStableHandler(controls?.onNext);
  const onToggleFullscreen = useStableHandler(controls?.onToggleFullscreen);
  return (
    <GalleryStepContext.Provider value={step}>
      <GalleryFrame
        {...frame}
        strip={!controls}
        onSelect={onSelect}
        onImageLoad={onImageLoad}
        onTogglePlay={onTogglePlay}
        onPrevious={onPrevious}
        onNext={onNext}
        onToggleFullscreen={onToggleFullscreen}
      />
    </GalleryStepContext.Provider>
  );
}

type GalleryFrameProps = Omit<GalleryViewProps, keyof GalleryStep | "controls"> &
  Partial<GalleryControls> & { strip: boolean };

// The gallery's frame, stage, controls and thumbnail strip: memoised, and a step changes none of
// their props (what it changes, its parts read from GalleryStepContext).
const GalleryFrame = memo(function GalleryFrame({
  images,
  playing,
  fullscreen,
  transition,
  strip,
  thumbnailPhotos = true,
  rootRef,
  stageRef,
  thumbsRef,
  slideRef,
  reservedHeight,
  onSelect,
  onImageLoad,
  onTogglePlay,
  onPrevious,
  onNext,
  onToggleFullscreen,
}: GalleryFrameProps) {
  const { gallery: words, carousel: roles } = useStrings();

  return (
    <Box style={reservedHeight ? { minHeight: reservedHeight } : undefined}>
      <Box
        ref={rootRef}
        id={GALLERY_ID}
        role="region"
        aria-roledescription={roles.carousel}
        aria-label={words.label}
        tabIndex={strip ? undefined : -1}
        data-fullscreen={fullscreen}
        data-transition={transition}
        data-interactive={!strip}
        outline="none"
        // A column in the page as in fullscreen (it lays out as blocks would): a change of
        // `display` makes the browser rebuild the gallery's boxes and restyle its 228 elements
        // inside the tap (6-10 ms unslowed).
        display="flex"
        flexDirection="column"
        // Fullscreen is styled by the attribute, the stage's look too, so entering it inserts no
        // new rule: an inserted rule made the browser restyle the gallery inside the tap, and a
        // new @media rule lays out the whole page again. The strip's look hangs off its
        // attribute in the same way.
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
          '&[data-interactive="false"]': {
            [`& > #${GALLERY_SLIDES_ID}`]: {
              display: "flex",
              overflowX: "auto",
              scrollSnapType: "x mandatory",
              overscrollBehaviorX: "contain",
              scrollbarWidth: "thin",
              touchAction: "auto",
            },
            "& [data-slide]": {
              position: "relative",
              flex: "0 0 100%",
              visibility: "visible",
              scrollSnapAlign: "start",
              // Clear of the sticky header when a thumbnail's link brings it into view.
              scrollMarginTop: "5.5rem",
            },
            "& [data-gallery-controls]": { visibility: "hidden" },
            // With no script at all, no room is kept for the controls either.
            [`html:not(.${SCRIPTED_CLASS}) & [data-gallery-controls]`]: { display: "none" },
            // Where the page's script runs, the slideshow will come: until then the strip shows
            // one photo, the first or the one whose thumbnail was followed (the page's :target),
            // and the browser fetches no other (it would fetch the strip's next photos ahead).
            [`html.${SCRIPTED_CLASS} & [data-slide]:not(:first-of-type):not(:target)`]: {
              display: "none",
            },
            [`html.${SCRIPTED_CLASS} & [data-slide]:first-of-type:not(:target):has(~ :target)`]: {
              display: "none",
            },
          },
          // The slides (gallery-slide.tsx): the current one shown, over the others.
          "& [data-slide]": {
            position: "absolute",
            inset: "0",
            bg: "bg.muted",
            visibility: "hidden",
            zIndex: 0,
          },
          "& [data-slide][data-current]": { visibility: "visible", zIndex: 1 },
          "& [data-slide-number]": {
            position: "absolute",
            top: { base: "2", md: "4" },
            right: { base: "2", md: "4" },
            px: "2",
            borderRadius: "full",
            bg: "bg.panel/90",
            color: "fg",
            textStyle: "number",
            fontSize: "xs",
          },
        }}
      >
        <Box
          ref={stageRef}
          id={GALLERY_SLIDES_ID}
          // The strip is in the Tab order, so that the keyboard scrolls it too (arrow keys).
          tabIndex={strip ? 0 : undefined}
          role={strip ? "group" : undefined}
          aria-label={strip ? words.label : undefined}
          aria-live={strip ? undefined : playing ? "off" : "polite"}
          position="relative"
          overflow="hidden"
          bg="bg.muted"
          borderRadius="2xl"
          touchAction="pan-y"
          aspectRatio="3 / 2"
        >
          <GallerySlides
            images={images}
            strip={strip}
            fullscreen={fullscreen}
            slideRef={slideRef}
            onImageLoad={onImageLoad}
          />
        </Box>

        <GalleryControls
          count={images.length}
          playing={playing}
          fullscreen={fullscreen}
          onTogglePlay={onTogglePlay}
          onPrevious={onPrevious}
          onNext={onNext}
          onToggleFullscreen={onToggleFullscreen}
        />

        {strip ? (
          <GalleryThumbnails
            images={images}
            photos={thumbnailPhotos}
            listRef={thumbsRef}
            linkTo={photoLink}
          />
        ) : (
          <GalleryThumbnails images={images} photos listRef={thumbsRef} onSelect={onSelect!} />
        )}
      </Box>
    </Box>
  );
});

// The slides in the page (the slideshow's: the current one, those seen, the one next in line),
// the current one shown: what a step renders in the stage.
function GallerySlides({
  images,
  strip,
  fullscreen,
  slideRef,
  onImageLoad,
}: Pick<GalleryFrameProps, "images" | "strip" | "fullscreen" | "slideRef" | "onImageLoad">) {
  const { index, isMounted, loaded } = useGalleryStep();
  // Without a placeholder, the screen-wide copy stays transparent until it has loaded, and the slide
  // image under it shows until then: no blurred flash when fullscreen starts.
  const current = images[index]?.image.childImageSharp?.slide;
  const fullscreenImage = useMemo<IGatsbyImageData | undefined>(
    () => current && { ...current, placeholder: undefined },
    [current],
  );
  return images.map((image, i) =>
    isMounted(i) ? (
      <GallerySlide
        key={i}
        image={image}
        index={i}
        count={images.length}
        isCurrent={i === index}
        strip={strip}
        loaded={Boolean(loaded?.[i])}
        fullscreenImage={fullscreen && i === index ? fullscreenImage : undefined}
        slideRef={slideRef?.(i)}
        onImageLoad={onImageLoad}
      />
    ) : null,
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
