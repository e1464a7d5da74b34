import { IconButton } from "@chakra-ui/react";
import { LuMoon, LuSun } from "react-icons/lu";
import { useColorMode } from "./color-mode";

// Until mounted the colour mode is unknown (static HTML), so the button shows the moon, unpressed,
// and disabled (greyed out by the theme's disabled look, as the gallery's controls are before
// hydration): a tap before the page's scripts have run could do nothing, and a control that looks
// ready must not ignore a tap.
export function ThemeToggle({ label }: { label: string }) {
  const { colorMode, setColorMode } = useColorMode();
  const isDark = colorMode === "dark";
  return (
    <IconButton
      aria-label={label}
      aria-pressed={isDark}
      disabled={colorMode === null}
      variant="ghost"
      size="md"
      color="fg"
      onClick={() => setColorMode(isDark ? "light" : "dark")}
    >
      {isDark ? <LuSun /> : <LuMoon />}
    </IconButton>
  );
}
