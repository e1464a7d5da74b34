import { useCallback, useEffect, useState, type RefObject } from "react";

const ignoreRejection = () => {};

/**
 * An element shown full screen. The flag is true on entering and false on exiting, whether or not
 * the browser grants the request: without the Fullscreen API (iPhone Safari), or when it fails,
 * the flag alone is what shows the element as a layer over the whole page. `reservedHeight` is the
 * height its parent had, to keep the element's place in the page while it is lifted out. The page
 * behind does not scroll meanwhile.
 */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [fullscreen, setFullscreen] = useState(false);
  const [reservedHeight, setReservedHeight] = useState<number>();

  const enter = useCallback(() => {
    const element = ref.current;
    setReservedHeight(element?.parentElement?.offsetHeight);
    setFullscreen(true);
    try {
      element?.requestFullscreen?.().catch(ignoreRejection);
    } catch {
      // Older browsers throw instead of rejecting; the flag still applies.
    }
  }, [ref]);

  const exit = useCallback(() => {
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

  // The browser's own way out (its Escape, a gesture) clears the flag too.
  useEffect(() => {
    const onChange = () => {
      if (document.fullscreenElement === ref.current) setFullscreen(true);
      else if (!document.fullscreenElement) {
        setFullscreen(false);
        setReservedHeight(undefined);
      }
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [ref]);

  useEffect(() => {
    if (!fullscreen) return undefined;
    const html = document.documentElement;
    const before = html.style.overflow;
    html.style.overflow = "hidden";
    return () => {
      html.style.overflow = before;
    };
  }, [fullscreen]);

  return { fullscreen, reservedHeight, enter, exit };
}
