import { startTransition, useEffect, useState, type RefObject } from "react";

export interface InViewOptions {
  /** Grows (or shrinks) the screen's box, e.g. "600px 0px" to hear of an element early. */
  rootMargin?: string;
  /** How much of the element must be in view, from 0 to 1. */
  threshold?: number;
  /** True for good after the first time: watching then stops. */
  once?: boolean;
  /** While false, nothing is watched and the answer is false. */
  enabled?: boolean;
}

/**
 * Whether the element is in view (one IntersectionObserver). Where IntersectionObserver is
 * missing, the element counts as in view. The change is a transition: the server's version stays
 * on screen until what it brings is ready, and an update during hydration doesn't make React throw
 * the server's HTML away.
 */
export function useInView(
  ref: RefObject<Element | null>,
  { rootMargin, threshold, once = false, enabled = true }: InViewOptions = {},
): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return undefined;
    const set = (value: boolean) => startTransition(() => setInView(value));
    if (typeof IntersectionObserver === "undefined") {
      set(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries, self) => {
        const seen = entries.some((entry) => entry.isIntersecting);
        if (once && !seen) return;
        if (once) self.disconnect();
        set(seen);
      },
      { rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, threshold, once, enabled]);
  return enabled && inView;
}
