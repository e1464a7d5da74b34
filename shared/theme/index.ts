import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
} from "@chakra-ui/react";
import { buttonRecipe, containerRecipe, headingRecipe, linkRecipe } from "@chakra-ui/react/theme";
import { colors, semanticColors, semanticShadows } from "./colors";
import { selectRecipe, siteInputRecipe, siteTextareaRecipe } from "./recipes/control";
import { panelRecipe, panelTitleRecipe } from "./recipes/panel";
import { sectionHeadingRecipe } from "./recipes/section-heading";
import { textLinkRecipe } from "./recipes/text-link";
import { shellCss } from "./shell";
import { baseColors, siteTokens } from "./tokens";

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
    ...shellCss,
  },
  theme: {
    breakpoints: {
      sm: "480px",
      md: "769px",
      lg: "1025px",
      xl: "1280px",
      "2xl": "1536px",
    },
    // Only the token groups the site's styles and recipes name (shared/theme/tokens.ts).
    tokens: {
      ...siteTokens,
      colors: { ...baseColors, ...colors },
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
    // Keyframes are in src/styles/global.css, a stylesheet in every page's <head>: here they
    // would be in every page's script too, and in a component's `css` Chakra reads a keyframe's
    // properties as style props (it wrote `@keyframes x{from:0;to:1px}`, and nothing moved).

    // Chakra's `disabled` layer style, which its button, input and textarea recipes give a
    // disabled control (__tests__/theme-tokens.test.ts keeps it Chakra's).
    layerStyles: {
      disabled: { value: { opacity: "0.5", cursor: "disabled" } },
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
      // A line set in the heading font's italic: the heroes' taglines, the services' subtitle.
      tagline: {
        value: { fontFamily: "heading", fontStyle: "italic" },
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
    // Chakra's recipes the site uses, then the site's own looks (shared/theme/recipes/), each used
    // through a small component in src/components/common/.
    recipes: {
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: siteInputRecipe,
      link: linkRecipe,
      textarea: siteTextareaRecipe,
      panel: panelRecipe,
      panelTitle: panelTitleRecipe,
      select: selectRecipe,
      textLink: textLinkRecipe,
    },
    slotRecipes: {
      sectionHeading: sectionHeadingRecipe,
    },
  },
});

/**
 * The conditions (`_hover`, `_dark`, …) the site's styles and recipes name, out of the 104 in
 * Chakra's base config. Creating the style system checks each CSS variable against every
 * condition, so the unused ones cost start-up time on every page (about a fifth of it).
 * __tests__/theme-conditions.test.ts fails when a style or recipe names one missing here.
 */
export const SITE_CONDITIONS = [
  "before",
  "currentPage",
  "dark",
  "disabled",
  "expanded",
  "focus",
  "focusVisible",
  "hover",
  "icon",
  "invalid",
  "motionReduce",
  "pressed",
  "selected",
] as const;

/** Chakra's base config (its utilities and breakpoint logic) with only the site's conditions. */
export const siteBaseConfig = {
  ...defaultBaseConfig,
  conditions: Object.fromEntries(
    SITE_CONDITIONS.map((name) => [name, defaultBaseConfig.conditions![name]!]),
  ),
};

let system: SystemContext | undefined;

/**
 * The site's Chakra style system: only the tokens, recipes and global styles the site uses, on
 * Chakra's base config (no component recipes of its own), as Chakra's bundle-size guide describes.
 * Created on first use, so that the browser can create it in a task of its own (gatsby-browser.tsx).
 */
export function siteSystem(): SystemContext {
  system ??= createSystem(siteBaseConfig, siteConfig);
  return system;
}
