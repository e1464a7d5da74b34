import { useEffect, useRef, type RefObject } from "react";

const SWIPE_MIN_PX = 40;

/**
 * Horizontal swipes on a touch screen (or pen): `onSwipe(1)` for a swipe to the left (next),
 * `onSwipe(-1)` to the right. Mostly vertical moves are left to the page's scrolling.
 */
export function useSwipe(ref: RefObject<HTMLElement | null>, onSwipe: (towards: 1 | -1) => void) {
  const latest = useRef(onSwipe);
  useEffect(() => {
    latest.current = onSwipe;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
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
      latest.current(dx < 0 ? 1 : -1);
    };
    const onCancel = () => {
      start = null;
    };
    element.addEventListener("pointerdown", onDown);
    element.addEventListener("pointerup", onUp);
    element.addEventListener("pointercancel", onCancel);
    return () => {
      element.removeEventListener("pointerdown", onDown);
      element.removeEventListener("pointerup", onUp);
      element.removeEventListener("pointercancel", onCancel);
    };
  }, [ref]);
}
