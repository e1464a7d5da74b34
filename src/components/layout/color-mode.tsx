import { useSyncExternalStore } from "react";
import { COLOR_MODE_EVENT } from "../../../shared/lib/color-mode-script";

export type ColorMode = "light" | "dark";

// The mode lives on <html> (its class), set, changed and saved by the colour-mode script in
// <head> (shared/lib/color-mode-script.ts), which also runs the header's button. The components
// that show it subscribe to it there (useSyncExternalStore) instead of reading a context above the
// page: a context's new value reaches every section below it, and a section React has not
// hydrated yet would have its server HTML thrown away (src/lib/section-gates.ts).
function subscribe(listener: () => void) {
  document.addEventListener(COLOR_MODE_EVENT, listener);
  return () => document.removeEventListener(COLOR_MODE_EVENT, listener);
}

const currentMode = (): ColorMode =>
  document.documentElement.classList.contains("dark") ? "dark" : "light";

/** The page's colour mode: null on the server and while hydrating. */
export function useColorMode(): ColorMode | null {
  return useSyncExternalStore(subscribe, currentMode, () => null);
}
