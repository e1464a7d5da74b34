import { IconButton } from "@chakra-ui/react";
import { LuMoon, LuSun } from "react-icons/lu";
import { COLOR_MODE_TOGGLE_ATTRIBUTE, SCRIPTED_CLASS } from "../../../shared/lib/color-mode-script";
import { useColorMode } from "./color-mode";

// The colour-mode button. The colour-mode script in <head> runs it
// (shared/lib/color-mode-script.ts): a tap changes the mode from the first paint on, before the
// page's other scripts, and the script sets its aria-pressed (true while the dark mode is on) as
// soon as the page is parsed. React renders the same aria-pressed once hydrated (the server can't
// know the mode), so a button it renders anew has it too. The icon says the mode a tap leads to
// (a moon in the light mode, a sun in the dark), shown by CSS from <html>'s class. With no script
// at all the button is not shown: it could do nothing.
export function ThemeToggle({ label }: { label: string }) {
  const mode = useColorMode();
  return (
    <IconButton
      aria-label={label}
      aria-pressed={mode === null ? undefined : mode === "dark"}
      {...{ [COLOR_MODE_TOGGLE_ATTRIBUTE]: "" }}
      variant="ghost"
      size="md"
      color="fg"
      css={{
        [`html:not(.${SCRIPTED_CLASS}) &`]: { display: "none" },
        ".dark & [data-mode-icon=light], .light & [data-mode-icon=dark]": { display: "none" },
      }}
    >
      <LuMoon data-mode-icon="light" />
      <LuSun data-mode-icon="dark" />
    </IconButton>
  );
}
