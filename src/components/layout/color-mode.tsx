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

export const THEME_STORAGE_KEY = "theme";
export type ColorMode = "light" | "dark";

// Runs in <head> before the body is parsed (gatsby-ssr.tsx), so the first paint already has the
// visitor's theme: the saved "theme" value, or the system preference when nothing is saved.
// A fixed string, so the Content-Security-Policy allows it by hash. (next-themes renders its script
// through React, which Gatsby's Head manager re-inserts on the client with different minified
// text, so no hash can allow it.)
export const COLOR_MODE_SCRIPT = `(function(){try{var s=localStorage.getItem("${THEME_STORAGE_KEY}");var d=s==="dark"||(s!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);var r=document.documentElement;r.classList.toggle("dark",d);r.classList.toggle("light",!d);r.style.colorScheme=d?"dark":"light"}catch(e){}})();`;

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
