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
  onShown: (index: number) => void,
) {
  const slides = useRef(new Map<number, HTMLDivElement>());

  useLayoutEffect(() => {
    const from = shownRef.current;
    shownRef.current = index;
    if (from === index) return;
    onShown(index);
    slides.current.forEach((slide) => slide.getAnimations?.().forEach((a) => a.cancel()));
    if (prefersReducedMotion()) return;
    const frames = slideKeyframes(transition, directionRef.current);
    const timing = { duration: GALLERY_TRANSITION_MS, easing: "ease" };
    slides.current.get(index)?.animate?.(frames.incoming, timing);
    slides.current.get(from)?.animate?.(frames.outgoing, timing);
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
