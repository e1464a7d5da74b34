import { createSystem, defaultBaseConfig } from "@chakra-ui/react";

// Chakra's createSystem is one function call of about 20 ms here, 80 ms and more with a phone's CPU
// (4x): one long task. About half of that is the first run of its code (V8 compiling and
// learning it), not the site's tokens. So the start-up first creates a system from a handful of
// tokens and utilities, in a task of its own, which runs the same code on little data; the site's
// system then takes about 12 ms instead of 20-25 (traced, 1x). docs/performance.md has the
// figures. Nothing here is kept: the site's styles come from its own system.

const UTILITIES = ["color", "bg", "padding", "width", "borderRadius", "boxShadow", "fontSize"];

/** Creates and uses a small style system, so the site's is quicker to create in the next task. */
export function warmUpStyleSystem() {
  const utilities = Object.fromEntries(
    Object.entries(defaultBaseConfig.utilities ?? {}).filter(([key]) => UTILITIES.includes(key)),
  );
  const system = createSystem({
    conditions: { hover: "&:is(:hover, [data-hover])", dark: ".dark &" },
    utilities,
    theme: {
      breakpoints: { sm: "480px", md: "769px" },
      tokens: {
        colors: { a: { value: "#fff" }, b: { 50: { value: "#000" }, 100: { value: "#111" } } },
        spacing: { 1: { value: "0.25rem" } },
        radii: { sm: { value: "0.25rem" } },
        shadows: { sm: { value: "0 1px 2px {colors.b.50}" } },
        fontSizes: { sm: { value: "0.875rem" } },
      },
      semanticTokens: {
        colors: {
          c: { value: "{colors.a}" },
          d: { DEFAULT: { value: "{colors.b.50}" }, muted: { value: "{colors.b.100}" } },
        },
      },
    },
  });
  return system.css({
    color: "c",
    bg: "d.muted",
    padding: "1",
    _hover: { bg: "a" },
    md: { fontSize: "sm" },
  });
}
