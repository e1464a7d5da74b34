import { useEffect, useState, type RefObject } from "react";

/** True while a mouse pointer is over the element (touch and pen do not hover). */
export function useMouseHover(ref: RefObject<HTMLElement | null>): boolean {
  const [hovered, setHovered] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const onEnter = (event: PointerEvent) => {
      if (event.pointerType === "mouse") setHovered(true);
    };
    const onLeave = () => setHovered(false);
    element.addEventListener("pointerenter", onEnter);
    element.addEventListener("pointerleave", onLeave);
    return () => {
      element.removeEventListener("pointerenter", onEnter);
      element.removeEventListener("pointerleave", onLeave);
    };
  }, [ref]);
  return hovered;
}
