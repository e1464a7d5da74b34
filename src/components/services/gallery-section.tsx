import { Box, Container } from "@chakra-ui/react";
import { startTransition, useEffect, useRef, useState } from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import { useInView } from "../../hooks/use-in-view";
import type { GalleryRequest } from "../../lib/gallery";
import { ChunkBoundary } from "../common/chunk-boundary";
import { FocusKeeper } from "../common/focus-keeper";
import { ScrollReveal } from "../common/scroll-reveal";
import { SectionHeading } from "../common/section-heading";
import type { ContentText } from "../common/t";
import { GalleryView, type GalleryImage } from "./gallery-view";

type Slideshow = typeof import("./gallery-slideshow").default;

const loadSlideshow = () =>
  import(/* webpackChunkName: "gallery-slideshow" */ "./gallery-slideshow");

/** How far below the viewport the slideshow script starts loading. */
const ACTIVATE_MARGIN_PX = 600;

interface GallerySectionProps {
  heading: ContentText;
  text: ContentText;
  images: readonly GalleryImage[];
}

const showFirst = (i: number) => i === 0;

// The static HTML carries the gallery as it first appears (first photo, caption, counter,
// thumbnail tiles); the thumbnails' photos and the gallery's script, a separate chunk, load only
// when the visitor scrolls near it (or presses one of its controls), and then the slideshow takes
// its place in a transition. A control pressed before the code arrived is carried out by the
// slideshow, and the control that had keyboard focus keeps it in the new markup (FocusKeeper).
//
// Not React.lazy: that needs a <Suspense> boundary in the server HTML, which React hydrates apart
// from the page, later. An update reaching it before then (the visitor scrolling near) makes
// React 18 log a bogus "received an update before it finished hydrating" error, sooner or later
// depending on the phone's speed. If the code can't be fetched, the static gallery stays.
export function GallerySection({ heading, text, images }: GallerySectionProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const near = useInView(frameRef, { rootMargin: `${ACTIVATE_MARGIN_PX}px 0px`, once: true });
  const [Slideshow, setSlideshow] = useState<Slideshow | null>(null);
  const [request, setRequest] = useState<GalleryRequest | null>(null);
  const hydrated = useHydrated();
  const wanted = near || request !== null;

  useEffect(() => {
    if (!wanted) return undefined;
    let unmounted = false;
    loadSlideshow().then(
      ({ default: loaded }) => {
        if (!unmounted) startTransition(() => setSlideshow(() => loaded));
      },
      (error: unknown) => {
        console.error("Gallery: the slideshow code could not be loaded; the photos stay.", error);
      },
    );
    return () => {
      unmounted = true;
    };
  }, [wanted]);

  const staticView = (
    <GalleryView
      images={images}
      index={0}
      isMounted={showFirst}
      thumbnailPhotos={wanted}
      playing={false}
      fullscreen={false}
      onRequest={hydrated ? setRequest : undefined}
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
            <ChunkBoundary fallback={staticView}>
              {Slideshow ? <Slideshow images={images} initialRequest={request} /> : staticView}
            </ChunkBoundary>
          </FocusKeeper>
        </Box>
      </Container>
    </Box>
  );
}
