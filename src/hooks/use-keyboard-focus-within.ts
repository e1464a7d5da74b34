import { useEffect, useState, type RefObject } from "react";

/**
 * True while keyboard focus (`:focus-visible`) is on an element inside `ref`, other than `ref`
 * itself and the elements marked `data-keeps-autoplay` (a slideshow's own play and fullscreen
 * controls, which are for exactly what the focus would otherwise hold).
 */
export function useKeyboardFocusWithin(ref: RefObject<HTMLElement | null>): boolean {
  const [inside, setInside] = useState(false);
  useEffect(() => {
    const root = ref.current;
    if (!root) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      setInside(
        target !== root &&
          target.matches(":focus-visible") &&
          !target.hasAttribute("data-keeps-autoplay"),
      );
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setInside(false);
    };
    root.addEventListener("focusin", onFocusIn);
    root.addEventListener("focusout", onFocusOut);
    return () => {
      root.removeEventListener("focusin", onFocusIn);
      root.removeEventListener("focusout", onFocusOut);
    };
  }, [ref]);
  return inside;
}
