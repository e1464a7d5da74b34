import { Box, Container } from "@chakra-ui/react";
import { startTransition, useEffect, useRef, useState } from "react";
import { useInView } from "../../hooks/use-in-view";
import { ChunkBoundary } from "../common/chunk-boundary";
import { FocusKeeper } from "../common/focus-keeper";
import { ScrollReveal } from "../common/scroll-reveal";
import { SectionHeading } from "../common/section-heading";
import type { ContentText } from "../common/t";
import { stripPosition } from "../../lib/gallery";
import { GalleryView, type GalleryImage } from "./gallery-view";

type Slideshow = typeof import("./gallery-slideshow").default;

const loadSlideshow = () =>
  import(/* webpackChunkName: "gallery-slideshow" */ "./gallery-slideshow");

/** How far below the viewport the slideshow script starts loading. */
const ACTIVATE_MARGIN_PX = 600;

const everyPhoto = () => true;

interface GallerySectionProps {
  heading: ContentText;
  text: ContentText;
  images: readonly GalleryImage[];
}

// The static HTML carries the gallery as a strip of every photo that works without any script
// (gallery-view.tsx). The thumbnails' photos and the slideshow's script, a separate chunk, load
// only when the visitor scrolls near it, and then the slideshow takes the strip's place in a
// transition, on the photo the strip was showing (a photo swiped to, or a thumbnail followed,
// before the code arrived stays on screen), and the control that had keyboard focus keeps it in
// the new markup (FocusKeeper).
//
// Not React.lazy: that needs a <Suspense> boundary in the server HTML, which React hydrates apart
// from the page, later. An update reaching it before then (the visitor scrolling near) makes
// React 18 log a bogus "received an update before it finished hydrating" error, sooner or later
// depending on the phone's speed. If the code can't be fetched, the strip stays.
export function GallerySection({ heading, text, images }: GallerySectionProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const near = useInView(frameRef, { rootMargin: `${ACTIVATE_MARGIN_PX}px 0px`, once: true });
  const [slideshow, setSlideshow] = useState<{ Slideshow: Slideshow; start: number } | null>(null);

  useEffect(() => {
    if (!near) return undefined;
    let unmounted = false;
    loadSlideshow().then(
      ({ default: loaded }) => {
        if (unmounted) return;
        startTransition(() =>
          setSlideshow({
            Slideshow: loaded,
            start: stripPosition(stripRef.current, window.location.hash, images.length),
          }),
        );
      },
      (error: unknown) => {
        console.error("Gallery: the slideshow code could not be loaded; the photos stay.", error);
      },
    );
    return () => {
      unmounted = true;
    };
  }, [near, images.length]);

  const strip = (
    <GalleryView
      images={images}
      index={0}
      isMounted={everyPhoto}
      playing={false}
      fullscreen={false}
      thumbnailPhotos={near}
      stageRef={stripRef}
    />
  );

  return (
    <Box as="section" aria-labelledby="gallery-heading" py={{ base: "14", md: "20" }}>
      <Container maxW="4xl">
        <ScrollReveal>
          <SectionHeading id="gallery-heading" heading={heading} text={text} size="md" />
        </ScrollReveal>
        <Box ref={frameRef} mt={{ base: "6", md: "8" }}>
          <FocusKeeper containerRef={frameRef}>
            <ChunkBoundary fallback={strip}>
              {slideshow ? (
                <slideshow.Slideshow images={images} initialIndex={slideshow.start} />
              ) : (
                strip
              )}
            </ChunkBoundary>
          </FocusKeeper>
        </Box>
      </Container>
    </Box>
  );
}
