import { useCallback, useEffect, useRef, useState } from "react";

function isOpen(element: HTMLElement): boolean {
  try {
    return element.matches(":popover-open");
  } catch {
    // A browser without the popover API rejects the selector; the element never opens there.
    return false;
  }
}

/**
 * Follows an HTML `popover` element opened and closed by the browser itself (a
 * `<button popovertarget>`, Escape, a tap outside): the button works from the first paint,
 * before any JavaScript has run, and React only mirrors the state. `open` is null until mounted,
 * because the server's HTML can't know whether the visitor opened it before hydration; then it
 * is the element's actual state (already open if the visitor tapped early).
 */
export function usePopover<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [open, setOpen] = useState<boolean | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // The DOM's state, read once mounted.
    setOpen(isOpen(element));
    const onToggle = () => setOpen(isOpen(element));
    element.addEventListener("toggle", onToggle);
    return () => element.removeEventListener("toggle", onToggle);
  }, []);

  const close = useCallback(() => {
    const element = ref.current;
    if (element && isOpen(element)) element.hidePopover();
  }, []);

  return { ref, open, close };
}
