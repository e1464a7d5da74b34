import { useEffect, type RefObject } from "react";

/**
 * While `active`, and while the element is fixed to the bottom of the screen, the page keeps room
 * for it: the body ends with as much padding as the element is tall (so the footer's last links can
 * scroll above it) and scrolling to a focused control stops above it.
 */
export function useReservedBottomSpace(ref: RefObject<HTMLElement>, active: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof ResizeObserver === "undefined") return undefined;
    const { body, documentElement } = document;
    const reserve = () => {
      const fixed = getComputedStyle(element).position === "fixed";
      const height = fixed ? Math.ceil(element.getBoundingClientRect().height) : 0;
      body.style.paddingBottom = height ? `${height}px` : "";
      documentElement.style.scrollPaddingBottom = height ? `${height + 16}px` : "";
    };
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    reserve();
    return () => {
      observer.disconnect();
      body.style.paddingBottom = "";
      documentElement.style.scrollPaddingBottom = "";
    };
  }, [ref, active]);
}
