import { startTransition, useEffect, useRef, useState, type RefObject } from "react";

/**
 * True, for good, once the element comes within `marginPx` below (or above) the screen; true at
 * once where IntersectionObserver is missing. For heavy parts (a map frame, the gallery's
 * slideshow code) that should load only when the visitor is about to see them.
 *
 * The change is a transition: the server's version stays on screen until the new part is ready,
 * and an update during hydration doesn't make React throw server HTML away.
 */
export function useNearScreen<T extends Element>(marginPx: number): [RefObject<T>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    const arrive = () => startTransition(() => setNear(true));
    if (!element || typeof IntersectionObserver === "undefined") {
      arrive();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries, self) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          self.disconnect();
          arrive();
        }
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [marginPx]);
  return [ref, near];
}
