import { useCallback, useEffect, useLayoutEffect, type RefObject } from "react";
import { whenIdle } from "../../shared/lib/next-task";

/**
 * A disclosure (a button that shows and hides a region) whose open state lives in the page, not
 * in React: the button's `aria-expanded` and the region's `data-open`, which the styles read.
 * Opening or closing it renders nothing. As React state, every toggle rendered the booking panel
 * again (its recipes' and responsive props' styles, about 5 ms with the CPU unslowed), inside the
 * tap, which a low-tier phone takes ten times as long over.
 *
 * React never renders either attribute, so it never overwrites them: `aria-expanded` is set to
 * "false" before the first paint, and the region starts without `data-open` (closed).
 *
 * When the browser is next idle after the region appears, it gets `data-prepared`: its styles may
 * then lay the closed region out unseen (`visibility: hidden`, out of the flow) instead of leaving
 * it out (`display: none`). The browser then computes the region's styles and layout in that idle
 * moment, not in the first tap that opens it: showing a laid-out region changes the region's own
 * place and `visibility`, an inherited property Chromium hands down to the elements inside without
 * matching their rules again, and their layout is kept.
 */
export function useDomDisclosure(
  buttonRef: RefObject<HTMLElement | null>,
  regionRef: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    buttonRef.current?.setAttribute("aria-expanded", "false");
  }, [buttonRef]);
  useEffect(() => {
    const region = regionRef.current;
    whenIdle(() => region?.setAttribute("data-prepared", ""));
  }, [regionRef]);
  const isOpen = useCallback(
    () => buttonRef.current?.getAttribute("aria-expanded") === "true",
    [buttonRef],
  );
  const setOpen = useCallback(
    (open: boolean) => {
      buttonRef.current?.setAttribute("aria-expanded", String(open));
      regionRef.current?.toggleAttribute("data-open", open);
    },
    [buttonRef, regionRef],
  );
  const toggle = useCallback(() => setOpen(!isOpen()), [isOpen, setOpen]);
  return { isOpen, setOpen, toggle };
}
