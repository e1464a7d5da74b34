import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import type { ReactNode } from "react";
import { THEME_STORAGE_KEY } from "../../lib/color-mode-script";

export type ColorMode = "light" | "dark";

interface ColorModeContextValue {
  /** null until mounted: the static HTML cannot know the visitor's theme. */
  colorMode: ColorMode | null;
  setColorMode: (mode: ColorMode) => void;
}

const ColorModeContext = createContext<ColorModeContextValue>({
  colorMode: null,
  setColorMode: () => undefined,
});

function apply(mode: ColorMode) {
  const root = document.documentElement;
  root.classList.toggle("dark", mode === "dark");
  root.classList.toggle("light", mode === "light");
  root.style.colorScheme = mode;
}

function readSaved(): ColorMode | null {
  try {
    const saved = window.localStorage.getItem(THEME_STORAGE_KEY);
    return saved === "dark" || saved === "light" ? saved : null;
  } catch {
    return null;
  }
}

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [colorMode, setMode] = useState<ColorMode | null>(null);

  useEffect(() => {
    // A transition: an urgent context update while lazy sections are still hydrating would make
    // React throw away their server HTML (React error #421).
    startTransition(() =>
      setMode(document.documentElement.classList.contains("dark") ? "dark" : "light"),
    );
    // Follow the system setting while the visitor hasn't chosen a theme themselves.
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    const onChange = (event: MediaQueryListEvent) => {
      if (readSaved()) return;
      const mode = event.matches ? "dark" : "light";
      apply(mode);
      setMode(mode);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const setColorMode = useCallback((mode: ColorMode) => {
    apply(mode);
    setMode(mode);
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, mode);
    } catch {
      // Storage can be unavailable (private mode, quota); the choice then lasts for this page.
    }
  }, []);

  const value = useMemo(() => ({ colorMode, setColorMode }), [colorMode, setColorMode]);
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}

export function useColorMode(): ColorModeContextValue {
  return useContext(ColorModeContext);
}
