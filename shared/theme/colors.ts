import { defineSemanticTokens, defineTokens } from "@chakra-ui/react";
import { BRAND_CREAM, BRAND_PLUM } from "./brand";

// The brand palette: deep plum, rose, blush and gold on cream.
export const colors = defineTokens.colors({
  brand: {
    50: { value: "#fbf1f4" },
    100: { value: "#f6dfe4" },
    200: { value: "#ecbfcb" },
    300: { value: "#e3a3b6" },
    400: { value: "#c2577a" },
    500: { value: "#a8436a" },
    600: { value: "#8a3358" },
    700: { value: "#6b2749" },
    800: { value: BRAND_PLUM },
    900: { value: "#2e1127" },
    950: { value: "#1d0a18" },
  },
  gold: {
    200: { value: "#f0dfae" },
    300: { value: "#e2c67f" },
    400: { value: "#c9a24a" },
    600: { value: "#7a5f1c" },
  },
  cream: { value: BRAND_CREAM },
  ink: { value: "#2b1a25" },
  night: { value: "#170d14" },
});

// Every colour that changes with the colour mode is named here; components use these names only.
// Each pair was chosen for WCAG AA contrast (4.5:1 for text) against `bg` in its own mode.
export const semanticColors = defineSemanticTokens.colors({
  bg: {
    DEFAULT: { value: { base: "{colors.cream}", _dark: "{colors.night}" } },
    subtle: { value: { base: "#f5ebe6", _dark: "#21131d" } },
    muted: { value: { base: "{colors.brand.100}", _dark: "#2d1a28" } },
    panel: { value: { base: "#ffffff", _dark: "#25161f" } },
    inverted: { value: { base: "{colors.brand.900}", _dark: "{colors.brand.100}" } },
    // The footer stays dark in both modes, a shade deeper than the page in dark mode.
    footer: { value: { base: "{colors.brand.900}", _dark: "#0e070c" } },
  },
  fg: {
    DEFAULT: { value: { base: "{colors.ink}", _dark: "#f7eef2" } },
    muted: { value: { base: "#5c4654", _dark: "#d2bfca" } },
    inverted: { value: { base: "{colors.cream}", _dark: "{colors.night}" } },
    footer: { value: { base: "{colors.cream}", _dark: "#f7eef2" } },
    // Form error messages; the names Chakra's input, textarea and select recipes look for.
    error: { value: { base: "#b3261e", _dark: "#ffb4ab" } },
  },
  border: {
    DEFAULT: { value: { base: "#e3d2da", _dark: "#3e2a38" } },
    strong: { value: { base: "#8f7785", _dark: "#8d7685" } },
    error: { value: { base: "#b3261e", _dark: "#ffb4ab" } },
  },
  accent: {
    DEFAULT: { value: { base: "{colors.brand.700}", _dark: "{colors.brand.300}" } },
    solid: { value: { base: "{colors.brand.800}", _dark: "{colors.brand.300}" } },
    contrast: { value: { base: "#ffffff", _dark: "{colors.night}" } },
    hover: { value: { base: "{colors.brand.700}", _dark: "{colors.brand.200}" } },
    subtle: { value: { base: "{colors.brand.100}", _dark: "#3a2033" } },
    gold: { value: { base: "{colors.gold.600}", _dark: "{colors.gold.300}" } },
  },
  focusRing: { value: { base: "{colors.brand.600}", _dark: "{colors.gold.300}" } },
  // A toast's icon and progress bar: how it went (at least 3:1 against bg.panel in each mode).
  status: {
    success: { value: { base: "#1e7b34", _dark: "#7bd88f" } },
    error: { value: { base: "#b3261e", _dark: "#ffb4ab" } },
    warning: { value: { base: "#8a5a00", _dark: "#f1c40f" } },
  },
  // The `brand` palette as Chakra's recipes expect it (colorPalette="brand").
  brand: {
    solid: { value: { base: "{colors.brand.800}", _dark: "{colors.brand.300}" } },
    contrast: { value: { base: "#ffffff", _dark: "{colors.night}" } },
    fg: { value: { base: "{colors.brand.700}", _dark: "{colors.brand.300}" } },
    muted: { value: { base: "{colors.brand.100}", _dark: "#3a2033" } },
    subtle: { value: { base: "{colors.brand.50}", _dark: "#2d1a28" } },
    emphasized: { value: { base: "{colors.brand.200}", _dark: "#4a2a42" } },
    focusRing: { value: { base: "{colors.brand.600}", _dark: "{colors.gold.300}" } },
    // The outline button's border (Chakra's palettes: 500, and 400 in dark mode).
    border: { value: { base: "{colors.brand.500}", _dark: "{colors.brand.400}" } },
  },
});

// Chakra's shadow scale (its semantic tokens, which the site doesn't load whole), tinted with the
// site's ink instead of Chakra's gray palette. In dark mode a faint light edge keeps cards apart.
const shadow = (offsetBlur: string, lightAlpha: number) => ({
  value: {
    base: `${offsetBlur} {colors.ink/${lightAlpha}}, 0px 0px 1px {colors.ink/30}`,
    _dark: `${offsetBlur} {colors.black/64}, 0px 0px 1px inset {colors.white/20}`,
  },
});

export const semanticShadows = defineSemanticTokens.shadows({
  xs: shadow("0px 1px 2px", 10),
  sm: shadow("0px 2px 4px", 10),
  md: shadow("0px 4px 8px", 10),
  lg: shadow("0px 8px 16px", 10),
  xl: shadow("0px 16px 24px", 10),
  "2xl": shadow("0px 24px 40px", 16),
});
