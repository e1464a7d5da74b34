import { useEffect, type RefObject } from "react";

/**
 * Keeps one `<details name={name}>` inside `containerRef` open at a time where the browser doesn't
 * itself (a shared `name` makes an exclusive accordion in Chromium 120+, Safari 17.2+ and Firefox
 * 130+; an older browser opens each on its own). Does nothing where the browser does it.
 */
export function useExclusiveDetails(
  containerRef: RefObject<HTMLElement | null>,
  name: string,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container || "name" in HTMLDetailsElement.prototype) return undefined;
    // `toggle` doesn't bubble: listened for in the capture phase, on the way down.
    const onToggle = (event: Event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open) return;
      if (opened.getAttribute("name") !== name) return;
      for (const other of container.querySelectorAll<HTMLDetailsElement>("details[open]")) {
        if (other !== opened && other.getAttribute("name") === name) other.open = false;
      }
    };
    container.addEventListener("toggle", onToggle, true);
    return () => container.removeEventListener("toggle", onToggle, true);
  }, [containerRef, name]);
}
