import { IconButton } from "@chakra-ui/react";
import { useTheme } from "next-themes";
import { useEffect, useState } from "react";
import { LuMoon, LuSun } from "react-icons/lu";

// The static HTML doesn't know the visitor's theme, so the button renders neutral until mounted and
// only then shows the sun or the moon (no hydration mismatch).
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  const isDark = mounted && resolvedTheme === "dark";
  return (
    <IconButton
      aria-label="Dark mode"
      aria-pressed={isDark}
      variant="ghost"
      size="md"
      color="fg"
      data-testid="theme-toggle"
      onClick={() => setTheme(isDark ? "light" : "dark")}
    >
      {isDark ? <LuSun /> : <LuMoon />}
    </IconButton>
  );
}
