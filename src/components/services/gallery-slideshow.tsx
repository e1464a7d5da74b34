import { useCallback, useDeferredValue, useEffect, useRef, useState } from "react";
import { useAutoplay } from "../../hooks/use-autoplay";
import { useFullscreen } from "../../hooks/use-fullscreen";
import { useGalleryKeyboard } from "../../hooks/use-gallery-keyboard";
import { useInView } from "../../hooks/use-in-view";
import { useKeyboardFocusWithin } from "../../hooks/use-keyboard-focus-within";
import { useMediaQuery } from "../../hooks/use-media-query";
import { useMouseHover } from "../../hooks/use-mouse-hover";
import { usePageVisible } from "../../hooks/use-page-visible";
import { useSlideAnimation } from "../../hooks/use-slide-animation";
import { useSwipe } from "../../hooks/use-swipe";
import {
  GALLERY_AUTOPLAY_MS,
  GALLERY_NARROW_QUERY,
  directionBetween,
  wrapIndex,
} from "../../lib/gallery";
import { prefersReducedMotion } from "../../lib/motion";
import { afterNextPaint } from "../../../shared/lib/next-task";
import { GalleryView, type GalleryImage } from "./gallery-view";

/** How much of the gallery must be on screen for autoplay to run. */
const AUTOPLAY_IN_VIEW = 0.25;

interface GallerySlideshowProps {
  images: readonly GalleryImage[];
  /** The photo the static gallery was showing when this code arrived. */
  initialIndex?: number;
}

// The gallery's behaviour: autoplay (paused by the visitor, under reduced motion, while off screen
// or hovered), previous/next/thumbnails/arrow keys/swipes, the fullscreen flag, and a slide's image
// fetched only when that slide is shown or is next in line. Rendered only in the browser (after the
// section comes near the viewport), so reading matchMedia while rendering is safe.
export default function GallerySlideshow({ images, initialIndex = 0 }: GallerySlideshowProps) {
  const count = images.length;
  const [index, setIndex] = useState(() => wrapIndex(initialIndex, count));
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [loaded, setLoaded] = useState<boolean[]>(() => images.map(() => false));
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([index]));
  // A photo the visitor moved to in the static gallery counts as moving through it.
  const [navigated, setNavigated] = useState(index !== 0);
  const transition = useMediaQuery(GALLERY_NARROW_QUERY) ? "slide" : "fade";

  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const thumbsRef = useRef<HTMLUListElement>(null);
  const direction = useRef<1 | -1>(1);
  const shown = useRef(index);
  const slideRef = useSlideAnimation(index, transition, {
    shownRef: shown,
    directionRef: direction,
  });
  const { fullscreen, reservedHeight, enter, exit } = useFullscreen(rootRef);

  const goTo = useCallback(
    (target: number, towards?: 1 | -1) => {
      const next = wrapIndex(target, count);
      direction.current = towards ?? directionBetween(shown.current, next);
      setIndex(next);
      // In the same render as the step: set once the step was on screen (in the animation's
      // effect), it made React render the gallery a second time inside the tap.
      setVisited((seen) => (seen.has(next) ? seen : new Set(seen).add(next)));
    },
    [count],
  );
  const userGoTo = (target: number, towards?: 1 | -1) => {
    setNavigated(true);
    goTo(target, towards);
  };
  const userStep = (towards: 1 | -1) => userGoTo(shown.current + towards, towards);

  // Autoplay only runs while the gallery is on screen, so it never fetches photos nobody sees.
  const inView = useInView(rootRef, { threshold: AUTOPLAY_IN_VIEW });
  const pageVisible = usePageVisible();
  const hovered = useMouseHover(stageRef);
  const keyboardInside = useKeyboardFocusWithin(rootRef);
  const held = (hovered && !fullscreen) || keyboardInside;
  const autoplaying = playing && pageVisible && (inView || fullscreen) && !held;
  useAutoplay(autoplaying, index, GALLERY_AUTOPLAY_MS, () => goTo(shown.current + 1, 1));

  useSwipe(stageRef, userStep);
  useGalleryKeyboard(rootRef, { fullscreen, onStep: userStep, onEscape: exit });

  // Keeps the current thumbnail in view in the strip without scrolling the page. After the step
  // has been painted: its sizes read in the tap made the browser lay out the page there and then,
  // before the step could be drawn (0.9 ms unslowed, 13 ms on a low-tier phone); React runs a
  // tap's effects inside the tap.
  useEffect(() => {
    let cancelled = false;
    afterNextPaint(() => {
      const strip = thumbsRef.current;
      const item = strip?.querySelector<HTMLElement>(`[data-thumb="${index}"]`)?.parentElement;
      if (cancelled || !strip || !item || strip.scrollWidth <= strip.clientWidth) return;
      strip.scrollTo({
        left: item.offsetLeft - (strip.clientWidth - item.offsetWidth) / 2,
        behavior: prefersReducedMotion() ? "auto" : "smooth",
      });
    });
    return () => {
      cancelled = true;
    };
  }, [index]);

  // The next photo is fetched ahead only once the visitor is watching the slideshow move:
  // autoplay is on, or they have moved through it themselves.
  // It is mounted once the step has been rendered (in the deferred render, where the deferred
  // value has caught up): mounting its photo inside the tap was most of a step's render on a
  // low-tier phone.
  const preloadNext = playing || navigated;
  const nextIndex = wrapIndex(index + 1, count);
  const caughtUp = useDeferredValue(nextIndex) === nextIndex;
  // The same function until what it answers changes: the slides, the counter and the thumbnails
  // read it (GalleryStepContext), and a new one renders them again (a hover, say, would).
  const isMounted = useCallback(
    (i: number) => i === index || visited.has(i) || (preloadNext && caughtUp && i === nextIndex),
    [index, visited, preloadNext, caughtUp, nextIndex],
  );

  return (
    <GalleryView
      images={images}
      index={index}
      isMounted={isMounted}
      loaded={loaded}
      playing={playing}
      fullscreen={fullscreen}
      transition={transition}
      reservedHeight={reservedHeight}
      rootRef={rootRef}
      stageRef={stageRef}
      thumbsRef={thumbsRef}
      slideRef={slideRef}
      controls={{
        onPrevious: () => userGoTo(index - 1, -1),
        onNext: () => userGoTo(index + 1, 1),
        onSelect: (i) => userGoTo(i),
        onTogglePlay: () => setPlaying((on) => !on),
        onToggleFullscreen: () => (fullscreen ? exit() : enter()),
        onImageLoad: (i) =>
          setLoaded((flags) => (flags[i] ? flags : flags.map((flag, j) => flag || j === i))),
      }}
    />
  );
}
