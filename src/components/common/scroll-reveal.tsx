import { useEffect, useRef, useState, type ReactNode } from "react";
import { useInView } from "../../hooks/use-in-view";
import { prefersReducedMotion, REVEAL_THRESHOLD } from "../../lib/motion";

const SLIDE_PX = 32;
const DURATION_S = 0.7;
const EASE = [0.22, 1, 0.36, 1] as const;

type RevealState = "static" | "waiting" | "shown";

interface ScrollRevealProps {
  children: ReactNode;
  /** Seconds to wait after the element comes into view, to stagger siblings. */
  delay?: number;
  as?: "div" | "section" | "li" | "article";
  id?: string;
}

function show(element: HTMLElement) {
  element.style.removeProperty("opacity");
  element.style.removeProperty("transform");
}

const hiddenTransform = (reduceMotion: boolean) =>
  reduceMotion ? "none" : `translateY(${SLIDE_PX}px)`;

// Fades (and, unless the visitor prefers reduced motion, slides) an element in the first time 20%
// of it is in view, then stops watching it.
//
// The static HTML renders it visible: the element is only hidden once JavaScript runs and finds it
// still below the fold, so nothing depends on a script. The animation is framer-motion's `animate`
// (its small WAAPI build), fetched when the first element comes into view, so it costs the first
// load nothing; if it can't be fetched, the element simply appears.
export function ScrollReveal({ children, delay = 0, as = "div", id }: ScrollRevealProps) {
  const ref = useRef<HTMLElement | null>(null);
  const hidden = useRef(false);
  const [state, setState] = useState<RevealState>("static");
  // Watched from the start, not only once the element is hidden: a watch that began a render later
  // could miss an element the visitor scrolled into view and out again meanwhile, leaving it hidden.
  const inView = useInView(ref, { threshold: REVEAL_THRESHOLD, once: true });

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return undefined;
    // Where the element is, from an IntersectionObserver: the browser reports it after its own
    // next layout. Read with getBoundingClientRect (even in an animation frame) it forced a layout
    // per element, each one after the previous element was hidden: one long task on a slow phone.
    const observer = new IntersectionObserver(([entry], self) => {
      self.disconnect();
      const viewportHeight = entry?.rootBounds?.height ?? window.innerHeight;
      if (!entry || entry.boundingClientRect.top < viewportHeight) return;
      hidden.current = true;
      element.style.opacity = "0";
      element.style.transform = hiddenTransform(prefersReducedMotion());
      setState("waiting");
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      show(element);
    };
  }, []);

  useEffect(() => {
    const element = ref.current;
    // In view at once (above the fold): it was never hidden, so there is nothing to reveal.
    if (!inView || !element || !hidden.current) return undefined;

    setState("shown");
    let stopped = false;
    let stopAnimation: (() => void) | undefined;
    import("framer-motion/dom/mini")
      .then(({ animate }) => {
        if (stopped) return;
        const keyframes = prefersReducedMotion()
          ? { opacity: [0, 1] }
          : { opacity: [0, 1], transform: [hiddenTransform(false), "translateY(0px)"] };
        const animation = animate(element, keyframes, {
          duration: DURATION_S,
          delay,
          ease: [...EASE],
        });
        stopAnimation = () => animation.stop();
        return animation.finished.then(() => show(element));
      })
      .catch(() => show(element));
    return () => {
      stopped = true;
      stopAnimation?.();
      show(element);
    };
  }, [inView, delay]);

  const Tag = as;
  return (
    <Tag
      ref={(node: HTMLElement | null) => {
        ref.current = node;
      }}
      id={id}
      data-reveal={state}
    >
      {children}
    </Tag>
  );
}
