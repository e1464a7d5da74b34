import { createSystem, type SystemConfig, type SystemContext } from "@chakra-ui/react";
import { siteBaseConfig, siteConfig } from "../../shared/theme";
import browserTokens from "./browser-tokens.json";

type TokenTree = { [key: string]: unknown };

const isToken = (value: unknown): value is { value: unknown } =>
  typeof value === "object" && value !== null && "value" in value;

// Chakra names a token by its path, without `DEFAULT` (`bg.DEFAULT` is `bg`).
function tokenName(path: string[]): string {
  return path.filter((part) => part !== "DEFAULT").join(".");
}

/**
 * The tokens of `tree` (a theme's `tokens` or `semanticTokens`) whose names are in `keep`, each
 * passed through `map`.
 */
export function pickTokens(
  tree: TokenTree,
  keep: ReadonlySet<string>,
  map: (token: { value: unknown }) => unknown = (token) => token,
  path: string[] = [],
) {
  const picked: TokenTree = {};
  for (const [key, value] of Object.entries(tree)) {
    const at = [...path, key];
    if (isToken(value)) {
      if (keep.has(tokenName(at))) picked[key] = map(value);
    } else if (typeof value === "object" && value !== null) {
      const inner = pickTokens(value as TokenTree, keep, map, at);
      if (Object.keys(inner).length > 0) picked[key] = inner;
    }
  }
  return picked;
}

/**
 * The browser's config: the site's, without what the page already has as a stylesheet (the CSS
 * reset, global styles, keyframes: global-css.tsx), with only the tokens that some style of the
 * site names (browser-tokens.json), and its semantic tokens without their dark-mode values.
 * Chakra's `createSystem` turns every token into a CSS variable, a lookup entry and utility
 * values, and writes the global CSS, in one task at start-up; a style names a token only by its
 * variable (`var(--chakra-colors-fg)`), whose values are in the stylesheet, so the browser needs
 * only the names. __tests__/startup-browser-system.test.tsx proves that this system writes the
 * same CSS as the site's for every style the site writes.
 */
export function browserConfig(keep: ReadonlySet<string>): SystemConfig {
  const theme = siteConfig.theme ?? {};
  return {
    ...siteConfig,
    preflight: false,
    globalCss: {},
    theme: {
      ...theme,
      keyframes: {},
      tokens: pickTokens((theme.tokens ?? {}) as TokenTree, keep),
      semanticTokens: pickTokens((theme.semanticTokens ?? {}) as TokenTree, keep, baseValueOnly),
    },
  };
}

// A semantic token's value in the base condition only (`{ base, _dark }` → the base value). Its
// variable and what a style names it by stay the same; its dark value is a CSS variable in the
// stylesheet already, and Chakra would otherwise make a second token of it.
function baseValueOnly(token: { value: unknown }) {
  const { value } = token;
  if (typeof value !== "object" || value === null || !("base" in value)) return token;
  return { ...token, value: (value as { base: unknown }).base };
}

let system: SystemContext | undefined;

/** The browser's leaner style system (see browserConfig), created on first use. */
export function browserSystem(): SystemContext {
  system ??= createSystem(siteBaseConfig, browserConfig(new Set(browserTokens)));
  return system;
}
