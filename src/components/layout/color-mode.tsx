import { useSyncExternalStore } from "react";
import { THEME_STORAGE_KEY } from "../../lib/color-mode-script";

export type ColorMode = "light" | "dark";

interface ColorModeValue {
  /** null until hydrated: the static HTML cannot know the visitor's theme. */
  colorMode: ColorMode | null;
  setColorMode: (mode: ColorMode) => void;
}

// The mode lives on <html> (its class, set before the first paint by the colour-mode script), and
// the components that show it subscribe to it there (useSyncExternalStore) instead of reading a
// context above the page: a context's new value reaches every section below it, and a section
// React has not hydrated yet would have its server HTML thrown away (src/lib/section-gates.ts).
// Only the toggle and the toasts re-render when the mode changes.
const listeners = new Set<() => void>();
let watchingSystem = false;

function apply(mode: ColorMode) {
  const root = document.documentElement;
  root.classList.toggle("dark", mode === "dark");
  root.classList.toggle("light", mode === "light");
  root.style.colorScheme = mode;
  for (const listener of listeners) listener();
}

function readSaved(): ColorMode | null {
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    return saved === "dark" || saved === "light" ? saved : null;
  } catch {
    return null;
  }
}

// Follows the system setting while the visitor hasn't chosen a theme themselves: watched from the
// first subscriber on, for the page's whole life (the header's toggle is one, and stays).
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!watchingSystem) {
    watchingSystem = true;
    window.matchMedia("(prefers-color-scheme: dark)").addEventListener("change", (event) => {
      if (!readSaved()) apply(event.matches ? "dark" : "light");
    });
  }
  return () => {
    listeners.delete(listener);
  };
}

const currentMode = (): ColorMode =>
  document.documentElement.classList.contains("dark") ? "dark" : "light";

function setColorMode(mode: ColorMode) {
  apply(mode);
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice then lasts for this page.
  }
}

/** The page's colour mode (null on the server and while hydrating) and a way to change it. */
export function useColorMode(): ColorModeValue {
  const colorMode = useSyncExternalStore(subscribe, currentMode, () => null);
  return { colorMode, setColorMode };
}
