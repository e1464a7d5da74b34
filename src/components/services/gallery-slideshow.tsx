import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  GALLERY_AUTOPLAY_MS,
  GALLERY_NARROW_QUERY,
  GALLERY_TRANSITION_MS,
  directionBetween,
  type GalleryRequest,
  slideKeyframes,
  wrapIndex,
} from "../../lib/gallery";
import { useAutoplay } from "../../hooks/use-autoplay";
import { GalleryView, type GalleryImage } from "./gallery-view";

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";
const SWIPE_MIN_PX = 40;

// Rendered only in the browser (after the section comes near the viewport), so reading
// matchMedia while rendering cannot cause a hydration mismatch.
function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, [query]);
  return matches;
}

const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION_QUERY).matches;
const ignoreRejection = () => {};

interface GallerySlideshowProps {
  images: readonly GalleryImage[];
  /** A control the visitor pressed in the static gallery before this code arrived. */
  initialRequest?: GalleryRequest | null;
}

// The gallery's behaviour: autoplay (paused by the visitor, under reduced motion, while off screen
// or hovered), previous/next/thumbnails/arrow keys/swipes, the fullscreen flag, and a slide's image
// fetched only when that slide is shown or is next in line.
export default function GallerySlideshow({ images, initialRequest }: GallerySlideshowProps) {
  const count = images.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [fullscreen, setFullscreen] = useState(false);
  const [reservedHeight, setReservedHeight] = useState<number>();
  const [loaded, setLoaded] = useState<boolean[]>(() => images.map(() => false));
  const [visited, setVisited] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [navigated, setNavigated] = useState(false);
  const [inView, setInView] = useState(false);
  const [pageVisible, setPageVisible] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const transition = useMediaQuery(GALLERY_NARROW_QUERY) ? "slide" : "fade";

  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const thumbsRef = useRef<HTMLUListElement>(null);
  const slides = useRef(new Map<number, HTMLDivElement>());
  const shown = useRef(index);
  const direction = useRef<1 | -1>(1);

  const goTo = useCallback(
    (target: number, towards?: 1 | -1) => {
      const next = wrapIndex(target, count);
      direction.current = towards ?? directionBetween(shown.current, next);
      setIndex(next);
    },
    [count],
  );
  const userGoTo = (target: number, towards?: 1 | -1) => {
    setNavigated(true);
    goTo(target, towards);
  };

  // Animates the change of slide: both slides stay visible while the new one fades or slides in.
  useLayoutEffect(() => {
    const from = shown.current;
    shown.current = index;
    if (from === index) return;
    setVisited((seen) => (seen.has(index) ? seen : new Set(seen).add(index)));
    slides.current.forEach((slide) => slide.getAnimations?.().forEach((a) => a.cancel()));
    if (prefersReducedMotion()) return;
    const frames = slideKeyframes(transition, direction.current);
    const timing = { duration: GALLERY_TRANSITION_MS, easing: "ease" };
    slides.current.get(index)?.animate?.(frames.incoming, timing);
    slides.current.get(from)?.animate?.(frames.outgoing, timing);
    // Only a change of index starts an animation; a change of mode applies to the next one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index]);

  const held = (hovered && !fullscreen) || keyboardInside;
  const autoplaying = playing && pageVisible && (inView || fullscreen) && !held;
  useAutoplay(autoplaying, index, GALLERY_AUTOPLAY_MS, () => goTo(shown.current + 1, 1));

  // Autoplay only runs while the gallery is on screen, so it never fetches photos nobody sees.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === "undefined") {
      setInView(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => setInView(entries.some((entry) => entry.isIntersecting)),
      { threshold: 0.25 },
    );
    observer.observe(root);
    const onVisibility = () => setPageVisible(document.visibilityState === "visible");
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      observer.disconnect();
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, []);

  // The fullscreen flag follows the spec: true on entering and false on exiting, whether or not
  // the browser grants the request. Without the Fullscreen API (iPhone Safari) or when it fails,
  // the flag alone shows the gallery as a layer over the whole page.
  const enterFullscreen = useCallback(() => {
    const root = rootRef.current;
    setReservedHeight(root?.parentElement?.offsetHeight);
    setFullscreen(true);
    try {
      root?.requestFullscreen?.().catch(ignoreRejection);
    } catch {
      // Older browsers throw instead of rejecting; the flag still applies.
    }
  }, []);
  const exitFullscreen = useCallback(() => {
    setFullscreen(false);
    setReservedHeight(undefined);
    if (document.fullscreenElement) {
      try {
        document.exitFullscreen().catch(ignoreRejection);
      } catch {
        // As above: the flag is already false.
      }
    }
  }, []);

  useEffect(() => {
    const onChange = () => {
      if (document.fullscreenElement === rootRef.current) setFullscreen(true);
      else if (!document.fullscreenElement) {
        setFullscreen(false);
        setReservedHeight(undefined);
      }
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  // Carries out the press that brought this code in, once, as if the slideshow had been there.
  const request = useRef(initialRequest);
  useEffect(() => {
    const pressed = request.current;
    request.current = null;
    if (!pressed) return;
    if (pressed.kind === "togglePlay") setPlaying((on) => !on);
    else if (pressed.kind === "fullscreen") enterFullscreen();
    else {
      setNavigated(true);
      if (pressed.kind === "select") goTo(pressed.index);
      else
        goTo(shown.current + (pressed.kind === "next" ? 1 : -1), pressed.kind === "next" ? 1 : -1);
    }
  }, [enterFullscreen, goTo]);

  // The page behind the fullscreen layer does not scroll.
  useEffect(() => {
    if (!fullscreen) return undefined;
    const html = document.documentElement;
    const before = html.style.overflow;
    html.style.overflow = "hidden";
    return () => {
      html.style.overflow = before;
    };
  }, [fullscreen]);

  // Arrow keys move between slides while focus is in the gallery (or anywhere in fullscreen);
  // Escape leaves fullscreen; Tab stays inside the fullscreen layer.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const root = rootRef.current;
      if (!root || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const inside = root.contains(document.activeElement);
      if (!fullscreen && !inside) return;
      if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
        event.preventDefault();
        setNavigated(true);
        const towards = event.key === "ArrowRight" ? 1 : -1;
        goTo(shown.current + towards, towards);
      } else if (event.key === "Escape" && fullscreen) {
        event.preventDefault();
        exitFullscreen();
      } else if (event.key === "Tab" && fullscreen) {
        const focusable = [...root.querySelectorAll<HTMLElement>("button:not([disabled])")];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        const active = document.activeElement;
        if (!inside || (event.shiftKey ? active === first : active === last)) {
          event.preventDefault();
          (event.shiftKey ? last : first)?.focus();
        }
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [fullscreen, goTo, exitFullscreen]);

  // Swipes on touch screens; hovering with a mouse holds autoplay (outside fullscreen).
  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return undefined;
    let start: { x: number; y: number } | null = null;
    const onDown = (event: PointerEvent) => {
      start = event.pointerType === "mouse" ? null : { x: event.clientX, y: event.clientY };
    };
    const onUp = (event: PointerEvent) => {
      if (!start) return;
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      start = null;
      if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
      setNavigated(true);
      const towards = dx < 0 ? 1 : -1;
      goTo(shown.current + towards, towards);
    };
    const onCancel = () => {
      start = null;
    };
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType === "mouse") setHovered(true);
    };
    const onLeave = () => setHovered(false);
    stage.addEventListener("pointerdown", onDown);
    stage.addEventListener("pointerup", onUp);
    stage.addEventListener("pointercancel", onCancel);
    stage.addEventListener("pointerenter", onEnter);
    stage.addEventListener("pointerleave", onLeave);
    return () => {
      stage.removeEventListener("pointerdown", onDown);
      stage.removeEventListener("pointerup", onUp);
      stage.removeEventListener("pointercancel", onCancel);
      stage.removeEventListener("pointerenter", onEnter);
      stage.removeEventListener("pointerleave", onLeave);
    };
  }, [goTo]);

  // Keyboard focus inside the gallery holds autoplay so a screen reader or keyboard user is not
  // read a moving target; the play/pause and fullscreen controls are exempt, as they are the
  // controls for exactly that.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      setKeyboardInside(
        target !== root &&
          target.matches(":focus-visible") &&
          !target.hasAttribute("data-keeps-autoplay"),
      );
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setKeyboardInside(false);
    };
    root.addEventListener("focusin", onFocusIn);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, []);

  // Keeps the current thumbnail in view in the strip without scrolling the page.
  useEffect(() => {
    const strip = thumbsRef.current;
    const item = strip?.querySelector<HTMLElement>(`[data-thumb="${index}"]`)?.parentElement;
    if (!strip || !item || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollTo({
      left: item.offsetLeft - (strip.clientWidth - item.offsetWidth) / 2,
      behavior: prefersReducedMotion() ? "auto" : "smooth",
    });
  }, [index]);

  const slideRef = useCallback(
    (i: number) => (node: HTMLDivElement | null) => {
      if (node) slides.current.set(i, node);
      else slides.current.delete(i);
    },
    [],
  );

  // The next photo is fetched ahead only once the visitor is watching the slideshow move:
  // autoplay is on, or they have moved through it themselves.
  const preloadNext = playing || navigated;
  const nextIndex = wrapIndex(index + 1, count);
  const isMounted = (i: number) =>
    i === index || visited.has(i) || (preloadNext && i === nextIndex);

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
        onToggleFullscreen: () => (fullscreen ? exitFullscreen() : enterFullscreen()),
        onImageLoad: (i) =>
          setLoaded((flags) => (flags[i] ? flags : flags.map((flag, j) => flag || j === i))),
      }}
    />
  );
}
