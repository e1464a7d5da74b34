export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** Read at the moment of asking, for code outside React's render (event handlers, effects). */
export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}

/** How much of an element must be in view before it is revealed (or starts typing). */
export const REVEAL_THRESHOLD = 0.2;
