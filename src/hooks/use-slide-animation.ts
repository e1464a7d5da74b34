import { useCallback, useLayoutEffect, useRef, type MutableRefObject } from "react";
import { GALLERY_TRANSITION_MS, slideKeyframes, type GalleryTransition } from "../lib/gallery";
import { prefersReducedMotion } from "../lib/motion";

/**
 * Animates each change of slide (Web Animations): both slides stay visible while the new one
 * fades or slides in, in `directionRef`. Only a change of index starts an animation; a change of
 * transition applies to the next one. `shownRef` holds the index on screen, kept up to date here.
 */
export function useSlideAnimation(
  index: number,
  transition: GalleryTransition,
  {
    shownRef,
    directionRef,
  }: { shownRef: MutableRefObject<number>; directionRef: MutableRefObject<1 | -1> },
) {
  const slides = useRef(new Map<number, HTMLDivElement>());
  // The change of slide still running, if any: cancelled when the next one starts. Kept here, not
  // asked of the slides (`getAnimations()`), which makes the browser work out the style the step
  // changed there and then, inside the tap (1 ms unslowed, 10-19 ms on a low-tier phone), and
  // again once the animations start. Nothing in this effect reads style or layout.
  const running = useRef<Animation[]>([]);

  useLayoutEffect(() => {
    const from = shownRef.current;
    shownRef.current = index;
    if (from === index) return;
    running.current.forEach((animation) => animation.cancel());
    running.current = [];
    if (prefersReducedMotion()) return;
    const frames = slideKeyframes(transition, directionRef.current);
    const timing = { duration: GALLERY_TRANSITION_MS, easing: "ease" };
    running.current = [
      slides.current.get(index)?.animate?.(frames.incoming, timing),
      slides.current.get(from)?.animate?.(frames.outgoing, timing),
    ].filter((animation) => animation !== undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index]);

  // The ref callback of slide `i`, the same function on every render, so a memoised slide whose
  // props are unchanged is skipped when the index moves.
  const refs = useRef(new Map<number, (node: HTMLDivElement | null) => void>());
  const slideRef = useCallback((i: number) => {
    let ref = refs.current.get(i);
    if (!ref) {
      ref = (node) => {
        if (node) slides.current.set(i, node);
        else slides.current.delete(i);
      };
      refs.current.set(i, ref);
    }
    return ref;
  }, []);

  return slideRef;
}
