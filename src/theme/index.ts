import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  inputRecipe,
  linkRecipe,
  textareaRecipe,
  tokens,
} from "@chakra-ui/react/theme";
import { colors, semanticColors, semanticShadows } from "./colors";

// Chakra's sizes without the fractions (1/2 … 11/12) and viewport units (dvh, svw …), which the site
// never names: the spacing scale (boxSize="11"), the named widths (maxW="7xl") and full/min/max/fit.
const sizes = Object.fromEntries(
  Object.entries(tokens.sizes).filter(
    ([name]) => !name.includes("/") && !/^[dsl]?v[hw]$/.test(name),
  ),
);

// Only the recipes the site uses: Chakra's defaultSystem ships every component's styles, which
// roughly doubles the JavaScript a phone downloads before the first page works.
export const siteConfig = defineConfig({
  cssVarsRoot: ":where(html)",
  // Chakra's CSS reset. Without it the empty reset layer is emitted as an unterminated
  // `@layer reset` that swallows the global styles after it.
  preflight: true,
  globalCss: {
    html: {
      colorPalette: "brand",
      // Chakra's recipes draw 1px focus rings by default; 2px is easier to see.
      "--focus-ring-width": "2px",
      // Keeps anchors and focused elements clear of the sticky header.
      scrollPaddingTop: "5.5rem",
    },
    body: {
      bg: "bg",
      color: "fg",
      fontFamily: "body",
      lineHeight: "1.6",
    },
    "*::selection": { bg: "accent.subtle" },
    "*:focus-visible": {
      outline: "3px solid",
      outlineColor: "focusRing",
      outlineOffset: "2px",
    },
  },
  theme: {
    breakpoints: {
      sm: "480px",
      md: "769px",
      lg: "1025px",
      xl: "1280px",
      "2xl": "1536px",
    },
    // Only the token groups the site's styles and recipes name. Chakra turns every token into a CSS
    // variable and a lookup entry when the system is built, on the phone at start-up: with all of its
    // tokens this took 13 ms in Node (about 50 ms on a phone 4 times slower), with this set 4-5 ms.
    tokens: {
      spacing: tokens.spacing,
      sizes,
      radii: tokens.radii,
      fontSizes: tokens.fontSizes,
      fontWeights: tokens.fontWeights,
      lineHeights: tokens.lineHeights,
      letterSpacings: tokens.letterSpacings,
      zIndex: tokens.zIndex,
      durations: tokens.durations,
      easings: tokens.easings,
      cursor: tokens.cursor,
      // Chakra's own palettes (gray, red, … pink) are left out: nothing here uses them, and turning
      // each shade into a CSS variable cost the phone about 13 ms (×4 on a slow one) at start-up.
      colors: {
        transparent: tokens.colors.transparent,
        current: tokens.colors.current,
        black: tokens.colors.black,
        white: tokens.colors.white,
        ...colors,
      },
      fonts: {
        heading: { value: "'Playfair Display Variable', Georgia, 'Times New Roman', serif" },
        body: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
        },
        mono: { value: "ui-monospace, SFMono-Regular, Menlo, monospace" },
      },
    },
    semanticTokens: {
      colors: semanticColors,
      shadows: semanticShadows,
      // The corner sizes Chakra's recipes use (button, input, link: `l1`, `l2`).
      radii: {
        l1: { value: "{radii.xs}" },
        l2: { value: "{radii.sm}" },
        l3: { value: "{radii.md}" },
      },
    },
    // In the theme, not in a component's `css`: there Chakra reads `from`/`to` as style props and
    // wrote broken keyframes, so the header never moved.
    keyframes: {
      "header-in": {
        from: { transform: "translateY(-100%)", opacity: 0 },
        to: { transform: "translateY(0)", opacity: 1 },
      },
    },
    textStyles: {
      eyebrow: {
        value: {
          fontSize: "sm",
          fontWeight: "700",
          letterSpacing: "0.2em",
          textTransform: "uppercase",
        },
      },
      number: {
        value: {
          fontFamily: "heading",
          fontSize: "sm",
          fontWeight: "700",
          letterSpacing: "0.1em",
        },
      },
    },
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      textarea: textareaRecipe,
    },
  },
});

/**
 * The site's Chakra style system: only the tokens, recipes and global styles the site uses, on
 * Chakra's base config (no component recipes of its own), as Chakra's bundle-size guide describes.
 */
export const system = createSystem(defaultBaseConfig, siteConfig);
