import { Box, Flex, IconButton, Text, chakra } from "@chakra-ui/react";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { useMemo, type ReactNode, type Ref } from "react";
import {
  LuChevronLeft,
  LuChevronRight,
  LuMaximize,
  LuMinimize,
  LuPause,
  LuPlay,
} from "react-icons/lu";
import { Photo } from "../common/photo";
import {
  galleryCounter,
  hasCaption,
  type GalleryRequest,
  type GalleryTransition,
} from "../../lib/gallery";

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

export const GALLERY_ID = "gallery";
const SLIDES_ID = "gallery-slides";
/** In fullscreen the slide asks the same srcset for a screen-wide file. */
const FULLSCREEN_SIZES = "100vw";

const Thumb = chakra("button", {
  base: {
    position: "relative",
    display: "block",
    w: "96px",
    h: "64px",
    p: "0",
    borderRadius: "md",
    overflow: "hidden",
    cursor: "pointer",
    bg: "bg.muted",
    opacity: 0.75,
    transition: "opacity 200ms",
    _hover: { opacity: 1 },
    _disabled: { cursor: "default", _hover: { opacity: 0.75 } },
    "&[aria-current='true']": { opacity: 1 },
    "&[aria-current='true']::after": {
      content: '""',
      position: "absolute",
      inset: "0",
      borderRadius: "md",
      border: "3px solid",
      borderColor: "accent",
    },
  },
});

function ControlButton({
  label,
  focusKey,
  onClick,
  pressed,
  keepsAutoplay,
  children,
}: {
  label: string;
  /** Names the control across the static and interactive versions (its label may change). */
  focusKey: string;
  onClick?: () => void;
  pressed?: boolean;
  /** Focusing this control does not hold autoplay (it is a control for the slideshow itself). */
  keepsAutoplay?: boolean;
  children: ReactNode;
}) {
  return (
    <IconButton
      aria-label={label}
      data-focus-key={focusKey}
      data-keeps-autoplay={keepsAutoplay ? "" : undefined}
      aria-pressed={pressed}
      aria-controls={SLIDES_ID}
      onClick={onClick}
      disabled={!onClick}
      variant="outline"
      size={{ base: "sm", md: "md" }}
      borderRadius="full"
      color="fg"
      borderColor="border.strong"
      bg="bg.panel"
      _hover={{ bg: "accent.subtle" }}
      // Only the server's static gallery (before the page is interactive) has disabled controls.
      _disabled={{ opacity: 0.45, cursor: "default", _hover: { bg: "bg.panel" } }}
    >
      {children}
    </IconButton>
  );
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
  const count = images.length;
  const interactive = Boolean(controls);
  // What each control does: the slideshow's handler, or (before its code) a request for it.
  const act = (handler: (() => void) | undefined, request: GalleryRequest) =>
    handler ?? (onRequest ? () => onRequest(request) : undefined);
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
        aria-roledescription="carousel"
        aria-label="Photo gallery"
        tabIndex={interactive ? -1 : undefined}
        data-fullscreen={fullscreen}
        data-transition={transition}
        data-interactive={interactive}
        outline="none"
        {...(fullscreen
          ? {
              position: "fixed",
              inset: "0",
              zIndex: "modal",
              bg: "bg",
              display: "flex",
              flexDirection: "column",
              p: { base: "2", md: "4" },
            }
          : {})}
      >
        <Box
          ref={stageRef}
          id={SLIDES_ID}
          aria-live={interactive && !playing ? "polite" : "off"}
          position="relative"
          overflow="hidden"
          bg="bg.muted"
          borderRadius={fullscreen ? "md" : "2xl"}
          touchAction="pan-y"
          {...(fullscreen ? { flex: "1", minH: "0" } : { aspectRatio: "3 / 2" })}
        >
          {images.map((image, i) => {
            if (!isMounted(i)) return null;
            const slide = image.image.childImageSharp?.slide;
            const isCurrent = i === index;
            return (
              <Box
                key={image.id}
                ref={slideRef?.(i)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${count}`}
                data-slide={i}
                data-loaded={loaded ? Boolean(loaded[i]) : undefined}
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
                    onLoad={() => controls?.onImageLoad(i)}
                  />
                )}
                {fullscreen && isCurrent && fullscreenImage && (
                  <Photo
                    image={fullscreenImage}
                    alt=""
                    sizes={FULLSCREEN_SIZES}
                    loading="eager"
                    objectFit="contain"
                    style={{ position: "absolute", inset: 0, height: "100%" }}
                  />
                )}
                {hasCaption(image) && (
                  <Box
                    position="absolute"
                    left={{ base: "2", md: "4" }}
                    right={{ base: "2", md: "auto" }}
                    bottom={{ base: "2", md: "4" }}
                    maxW={{ md: "sm" }}
                    bg="bg.panel/90"
                    color="fg"
                    px={{ base: "3", md: "4" }}
                    py={{ base: "2", md: "3" }}
                    borderRadius="lg"
                    boxShadow="md"
                    data-testid="gallery-caption"
                  >
                    {image.title && (
                      <Text
                        fontFamily="heading"
                        fontWeight="700"
                        fontSize={{ base: "md", md: "lg" }}
                      >
                        {image.title}
                      </Text>
                    )}
                    {image.description && (
                      <Text fontSize={{ base: "xs", md: "sm" }} color="fg.muted" lineHeight="1.4">
                        {image.description}
                      </Text>
                    )}
                  </Box>
                )}
              </Box>
            );
          })}
        </Box>

        <Flex align="center" justify="space-between" gap="2" mt="3">
          <Flex align="center" gap={{ base: "1.5", md: "2" }}>
            <ControlButton
              label={playing ? "Pause slideshow" : "Play slideshow"}
              focusKey="gallery-play"
              onClick={act(controls?.onTogglePlay, { kind: "togglePlay" })}
              keepsAutoplay
            >
              {playing ? <LuPause /> : <LuPlay />}
            </ControlButton>
            <ControlButton
              label="Previous image"
              focusKey="gallery-previous"
              onClick={act(controls?.onPrevious, { kind: "previous" })}
            >
              <LuChevronLeft />
            </ControlButton>
            <Text
              textStyle="number"
              fontSize={{ base: "sm", md: "md" }}
              minW="16"
              textAlign="center"
              data-testid="gallery-counter"
            >
              {galleryCounter(index, count)}
            </Text>
            <ControlButton
              label="Next image"
              focusKey="gallery-next"
              onClick={act(controls?.onNext, { kind: "next" })}
            >
              <LuChevronRight />
            </ControlButton>
          </Flex>
          <ControlButton
            label="Full screen"
            focusKey="gallery-fullscreen"
            pressed={fullscreen}
            onClick={act(controls?.onToggleFullscreen, { kind: "fullscreen" })}
            keepsAutoplay
          >
            {fullscreen ? <LuMinimize /> : <LuMaximize />}
          </ControlButton>
        </Flex>

        <Box
          as="ul"
          ref={thumbsRef}
          aria-label="Choose an image"
          display="flex"
          gap="2"
          mt="2"
          mb="0"
          mx="-1.5"
          p="1.5"
          listStyleType="none"
          overflowX="auto"
          position="relative"
          flexShrink={0}
          scrollbarWidth="thin"
        >
          {images.map((image, i) => {
            const thumb = image.image.childImageSharp?.thumb;
            return (
              <Box as="li" key={image.id} flexShrink={0}>
                <Thumb
                  type="button"
                  aria-label={`Show image ${i + 1} of ${count}: ${image.alt}`}
                  aria-current={i === index ? "true" : undefined}
                  aria-controls={SLIDES_ID}
                  disabled={!interactive && !onRequest}
                  onClick={act(controls && (() => controls.onSelect(i)), {
                    kind: "select",
                    index: i,
                  })}
                  data-thumb={i}
                >
                  {thumb && thumbnailPhotos && <Photo image={thumb} alt="" />}
                </Thumb>
              </Box>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}

export const query = graphql`
  fragment GalleryImage on GalleryPhoto {
    id
    title
    description
    alt
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
