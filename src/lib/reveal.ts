import { prefersReducedMotion, REVEAL_THRESHOLD } from "./motion";

// A part of a page fades (and, unless the visitor prefers reduced motion, slides) in the first time
// 20% of it is in view, then is no longer watched. Its element (src/components/common/scroll-reveal.tsx)
// carries `data-reveal`: "static" as the server writes it (visible, so nothing depends on a
// script), "waiting" once hidden below the fold, "shown" once revealed.
//
// Outside React, on the page's own elements: the parts in sections that never hydrate are revealed
// as well (src/hooks/use-shell.ts watches every one), and a part React renders asks for the same.
// The animation is framer-motion's `animate` (its small WAAPI build), fetched when the first part
// comes into view, so it costs the first load nothing; if it can't be fetched, the part simply
// appears.

const SLIDE_PX = 32;
const DURATION_S = 0.7;
const EASE = [0.22, 1, 0.36, 1] as const;

/** Seconds a part waits after it comes into view, to stagger siblings (data-reveal-delay). */
export const REVEAL_DELAY_ATTRIBUTE = "data-reveal-delay";

const hiddenTransform = (reduceMotion: boolean) =>
  reduceMotion ? "none" : `translateY(${SLIDE_PX}px)`;

function show(element: HTMLElement) {
  element.style.removeProperty("opacity");
  element.style.removeProperty("transform");
}

// Watched once: a part React renders again, or a page watched again, is not watched twice.
const watched = new WeakMap<HTMLElement, () => void>();

/**
 * Reveals `element` on scroll if it is below the fold, once. Returns what stops it (and shows the
 * element as it is).
 */
export function watchReveal(element: HTMLElement): () => void {
  const known = watched.get(element);
  if (known) return known;
  if (element.dataset.reveal !== "static" || typeof IntersectionObserver === "undefined") {
    return () => {};
  }
  let stopAnimation: (() => void) | undefined;
  let stopped = false;
  // Where the element is, from an IntersectionObserver: the browser reports it after its own next
  // layout. Read with getBoundingClientRect (even in an animation frame) it forced a layout per
  // element, each one after the previous element was hidden: one long task on a slow phone.
  let inView: IntersectionObserver | undefined;
  const placed = new IntersectionObserver(([entry], self) => {
    self.disconnect();
    const viewportHeight = entry?.rootBounds?.height ?? window.innerHeight;
    // In view at once (above the fold): there is nothing to reveal.
    if (!entry || entry.boundingClientRect.top < viewportHeight || stopped) return;
    element.dataset.reveal = "waiting";
    element.style.opacity = "0";
    element.style.transform = hiddenTransform(prefersReducedMotion());
    inView = revealWhenInView();
    inView.observe(element);
  });
  const revealWhenInView = () =>
    new IntersectionObserver(
      (entries, self) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        self.disconnect();
        element.dataset.reveal = "shown";
        const delay = Number(element.getAttribute(REVEAL_DELAY_ATTRIBUTE) ?? 0);
        import("framer-motion/dom/mini")
          .then(({ animate }) => {
            if (stopped) return undefined;
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
      },
      { threshold: REVEAL_THRESHOLD },
    );
  placed.observe(element);
  const stop = () => {
    stopped = true;
    placed.disconnect();
    inView?.disconnect();
    stopAnimation?.();
    show(element);
    watched.delete(element);
  };
  watched.set(element, stop);
  return stop;
}

/** Watches every part to reveal under `root`; returns what stops them all. */
export function watchReveals(root: ParentNode): () => void {
  const stops = [...root.querySelectorAll<HTMLElement>('[data-reveal="static"]')].map(watchReveal);
  return () => stops.forEach((stop) => stop());
}
