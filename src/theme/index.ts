import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
} from "@chakra-ui/react";
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
    tokens: {
      ...tokens,
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
 * Builds the site's Chakra style system: every token becomes a CSS variable and every style prop a
 * lookup table. A function rather than a module-level constant, so the browser can do this after
 * the page's code has loaded (see gatsby-browser.tsx).
 */
export function createSiteSystem(): SystemContext {
  return createSystem(defaultBaseConfig, siteConfig);
}

type SystemSteps = (
  ...configs: Parameters<typeof createSystem>
) => Generator<unknown, SystemContext>;

/**
 * The same system, built by a generator that pauses between the stages of Chakra's createSystem,
 * so the browser can spread them over several short tasks (src/lib/run-in-tasks.ts). The browser
 * bundle's createSystem has `steps` (gatsby/webpack/chakra-system-steps-loader.js); anywhere else
 * (the server, tests) it is built in one go.
 */
export function* createSiteSystemSteps(): Generator<unknown, SystemContext> {
  const { steps } = createSystem as typeof createSystem & { steps?: SystemSteps };
  if (!steps) return createSiteSystem();
  return yield* steps(defaultBaseConfig, siteConfig);
}
