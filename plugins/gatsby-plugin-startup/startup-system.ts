// The browser's style system and what prepares it: a module of its own, so the start-up can
// evaluate its code (Chakra's style engine, the site's theme) in a task of its own
// (gatsby-browser.tsx).
import type { SystemContext } from "@chakra-ui/react";
import { siteSystem } from "../../src/theme";
import { browserSystem } from "./browser-system";
import { GLOBAL_CSS_ID, systemWithoutGlobalCss } from "./provider-system";

export { warmUpStyleSystem } from "./warm-up";

// Under `gatsby develop` the site's own system, so a style being written works before
// browser-tokens.json (checked by the unit tests) knows the tokens it names.
export const startupSystem: () => SystemContext =
  process.env.NODE_ENV === "production" ? browserSystem : siteSystem;

// Whether the page has Chakra's global CSS as a stylesheet: every built page has (gatsby-ssr.tsx
// writes it); a page `gatsby develop` serves has no server rendering, so its provider renders it.
let pageHasGlobalCss: boolean | undefined;

/**
 * The system the site's ChakraProvider gets: nothing global to render where the page has it
 * (global-css.tsx), the whole system where it has not.
 */
export function providerSystem(): SystemContext {
  pageHasGlobalCss ??= document.getElementById(GLOBAL_CSS_ID) !== null;
  return pageHasGlobalCss ? systemWithoutGlobalCss(startupSystem()) : startupSystem();
}
