import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

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
 * state, so the component that renders the popover's contents never re-renders for it: its state
 * is followed by `usePopoverOpen`, in the small component that shows it (the toggle button).
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
 * Whether the popover element in `ref` is open: null until mounted, because the server's HTML
 * can't know whether the visitor opened it before hydration; then the element's actual state
 * (already open if the visitor tapped early), following every change.
 */
export function usePopoverOpen(ref: RefObject<HTMLElement | null>): boolean | null {
  const [open, setOpen] = useState<boolean | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // The DOM's state, read once mounted.
    setOpen(isOpen(element));
    const onToggle = () => setOpen(isOpen(element));
    element.addEventListener("toggle", onToggle);
    return () => element.removeEventListener("toggle", onToggle);
  }, [ref]);

  return open;
}
