import { defineTokens } from "@chakra-ui/react";

// The site's scales, the same values as Chakra's default theme, written here because Chakra only
// exports its tokens from the module that also builds its whole default theme (every component's
// recipe, about 18 kB gzip) when it loads: importing them from there ships that theme to every
// phone. Only the groups the site's styles and its six recipes name are here, which also keeps
// building the style system short (each token becomes a CSS variable and a lookup entry).
// __tests__/theme-tokens.test.ts checks every value against Chakra's own.

function scale<V extends string | number>(values: Record<string, V>): Record<string, { value: V }> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, { value }]));
}

// 0.5 → 0.125rem … 96 → 24rem: a quarter of a rem per step.
const SPACING_STEPS = [
  0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 9, 10, 11, 12, 14, 16, 20, 24, 28, 32, 36, 40,
  44, 48, 52, 56, 60, 64, 72, 80, 96,
];
const spacing: Record<string, string> = Object.fromEntries(
  SPACING_STEPS.map((step) => [step, `${step / 4}rem`]),
);

export const siteTokens = defineTokens({
  spacing: scale(spacing),
  // The spacing scale, the named widths (maxW="7xl") and the keywords; no fractions or viewport units.
  sizes: scale({
    ...spacing,
    "3xs": "14rem",
    "2xs": "16rem",
    xs: "20rem",
    sm: "24rem",
    md: "28rem",
    lg: "32rem",
    xl: "36rem",
    "2xl": "42rem",
    "3xl": "48rem",
    "4xl": "56rem",
    "5xl": "64rem",
    "6xl": "72rem",
    "7xl": "80rem",
    "8xl": "90rem",
    max: "max-content",
    min: "min-content",
    fit: "fit-content",
    prose: "60ch",
    full: "100%",
  }),
  radii: scale({
    none: "0",
    "2xs": "0.0625rem",
    xs: "0.125rem",
    sm: "0.25rem",
    md: "0.375rem",
    lg: "0.5rem",
    xl: "0.75rem",
    "2xl": "1rem",
    "3xl": "1.5rem",
    "4xl": "2rem",
    full: "9999px",
  }),
  fontSizes: scale({
    "2xs": "0.625rem",
    xs: "0.75rem",
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.25rem",
    "2xl": "1.5rem",
    "3xl": "1.875rem",
    "4xl": "2.25rem",
    "5xl": "3rem",
    "6xl": "3.75rem",
    "7xl": "4.5rem",
    "8xl": "6rem",
    "9xl": "8rem",
  }),
  fontWeights: scale({
    thin: "100",
    extralight: "200",
    light: "300",
    normal: "400",
    medium: "500",
    semibold: "600",
    bold: "700",
    extrabold: "800",
    black: "900",
  }),
  lineHeights: scale({ shorter: 1.25, short: 1.375, moderate: 1.5, tall: 1.625, taller: 2 }),
  letterSpacings: scale({
    tighter: "-0.05em",
    tight: "-0.025em",
    wide: "0.025em",
    wider: "0.05em",
    widest: "0.1em",
  }),
  zIndex: scale({
    hide: -1,
    base: 0,
    docked: 10,
    dropdown: 1000,
    sticky: 1100,
    banner: 1200,
    overlay: 1300,
    modal: 1400,
    popover: 1500,
    skipNav: 1600,
    toast: 1700,
    tooltip: 1800,
    max: 2147483647,
  }),
  durations: scale({
    fastest: "50ms",
    faster: "100ms",
    fast: "150ms",
    moderate: "200ms",
    slow: "300ms",
    slower: "400ms",
    slowest: "500ms",
  }),
  easings: scale({
    "ease-in": "cubic-bezier(0.42, 0, 1, 1)",
    "ease-out": "cubic-bezier(0, 0, 0.58, 1)",
    "ease-in-out": "cubic-bezier(0.42, 0, 0.58, 1)",
    "ease-in-smooth": "cubic-bezier(0.32, 0.72, 0, 1)",
  }),
  cursor: scale({
    button: "pointer",
    checkbox: "default",
    disabled: "not-allowed",
    menuitem: "default",
    option: "default",
    radio: "default",
    slider: "default",
    switch: "pointer",
  }),
});

/** The plain colours Chakra's recipes and the reset name, beside the site's palette. */
export const baseColors = scale({
  transparent: "transparent",
  current: "currentColor",
  black: "#09090B",
  white: "#FFFFFF",
});
