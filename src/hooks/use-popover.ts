import { useCallback, useEffect, useRef, type RefObject } from "react";

function isOpen(element: HTMLElement): boolean {
  try {
    return element.matches(":popover-open");
  } catch {
    // A browser without the popover API rejects the selector; the element never opens there.
    return false;
  }
}

/**
 * An HTML `popover` element opened and closed by the browser itself (a `<button popovertarget>`,
 * Escape, a tap outside): the button works from the first paint, before any JavaScript has run.
 * `ref` goes on the popover element; `close` closes it (a link in it was chosen). It holds no
 * state, so nothing re-renders for it: the button's `aria-expanded` follows it outside React
 * (`usePopoverExpanded`).
 */
export function usePopover<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const close = useCallback(() => {
    const element = ref.current;
    if (element && isOpen(element)) element.hidePopover();
  }, []);
  return { ref, close };
}

/**
 * Keeps the `aria-expanded` of the popover's button (`buttonRef`) in step with the popover element
 * (`popoverRef`): absent until mounted, because the server's HTML can't know whether the visitor
 * opened it before hydration; then the element's actual state (already open if the visitor tapped
 * early), following every change.
 *
 * Written to the button directly, not through React state: re-rendering the button (Chakra works
 * out its recipe's styles again) took about 4 ms with the CPU unslowed after every toggle, and
 * once more at every page's start-up, ten times that on a low-tier phone. React never renders the
 * attribute, so it never overwrites it.
 */
export function usePopoverExpanded(
  buttonRef: RefObject<HTMLElement | null>,
  popoverRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const button = buttonRef.current;
    const element = popoverRef.current;
    if (!button || !element) return undefined;
    const follow = () => button.setAttribute("aria-expanded", String(isOpen(element)));
    follow();
    element.addEventListener("toggle", follow);
    return () => {
      element.removeEventListener("toggle", follow);
      button.removeAttribute("aria-expanded");
    };
  }, [buttonRef, popoverRef]);
}
