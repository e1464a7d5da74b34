import { useCallback, useLayoutEffect, type RefObject } from "react";

/**
 * A disclosure (a button that shows and hides a region) whose open state lives in the page, not
 * in React: the button's `aria-expanded` and the region's `data-open`, which the styles read.
 * Opening or closing it renders nothing. As React state, every toggle rendered the booking panel
 * again (its recipes' and responsive props' styles, about 5 ms with the CPU unslowed), inside the
 * tap, which a low-tier phone takes ten times as long over.
 *
 * React never renders either attribute, so it never overwrites them: `aria-expanded` is set to
 * "false" before the first paint, and the region starts without `data-open` (closed).
 */
export function useDomDisclosure(
  buttonRef: RefObject<HTMLElement | null>,
  regionRef: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    buttonRef.current?.setAttribute("aria-expanded", "false");
  }, [buttonRef]);
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
