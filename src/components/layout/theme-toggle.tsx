import { IconButton } from "@chakra-ui/react";
import { LuMoon, LuSun } from "react-icons/lu";
import { useColorMode } from "./color-mode";

// Until mounted the colour mode is unknown (static HTML), so the button shows the moon, unpressed.
export function ThemeToggle() {
  const { colorMode, setColorMode } = useColorMode();
  const isDark = colorMode === "dark";
  return (
    <IconButton
      aria-label="Dark mode"
      aria-pressed={isDark}
      variant="ghost"
      size="md"
      color="fg"
      onClick={() => setColorMode(isDark ? "light" : "dark")}
    >
      {isDark ? <LuSun /> : <LuMoon />}
    </IconButton>
  );
}
