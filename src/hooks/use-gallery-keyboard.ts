import { useEffect, useRef, type RefObject } from "react";

interface GalleryKeys {
  fullscreen: boolean;
  /** An arrow key: 1 for the next slide, -1 for the previous one. */
  onStep: (towards: 1 | -1) => void;
  onEscape: () => void;
}

/**
 * The gallery's keys: the arrow keys move between slides while focus is in the gallery (or
 * anywhere in fullscreen); in fullscreen, Escape leaves it and Tab stays inside the layer.
 */
export function useGalleryKeyboard(
  ref: RefObject<HTMLElement | null>,
  { fullscreen, onStep, onEscape }: GalleryKeys,
) {
  const latest = useRef({ onStep, onEscape });
  useEffect(() => {
    latest.current = { onStep, onEscape };
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const root = ref.current;
      if (!root || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const inside = root.contains(document.activeElement);
      if (!fullscreen && !inside) return;
      if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
        event.preventDefault();
        latest.current.onStep(event.key === "ArrowRight" ? 1 : -1);
      } else if (event.key === "Escape" && fullscreen) {
        event.preventDefault();
        latest.current.onEscape();
      } else if (event.key === "Tab" && fullscreen) {
        const focusable = [...root.querySelectorAll<HTMLElement>("button:not([disabled])")];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        const active = document.activeElement;
        if (!inside || (event.shiftKey ? active === first : active === last)) {
          event.preventDefault();
          (event.shiftKey ? last : first)?.focus();
        }
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [ref, fullscreen]);
}
