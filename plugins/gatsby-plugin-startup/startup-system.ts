// The browser's style system and what prepares it: a module of its own, so the start-up can
// evaluate its code (Chakra's style engine, the site's theme) in a task of its own
// (gatsby-browser.tsx).
import type { SystemContext } from "@chakra-ui/react";
import { siteSystem } from "../../src/theme";
import { browserSystem } from "./browser-system";
import { systemWithoutGlobalCss } from "./provider-system";

export { warmUpStyleSystem } from "./warm-up";

// Under `gatsby develop` the site's own system, so a style being written works before
// browser-tokens.json (checked by the unit tests) knows the tokens it names.
export const startupSystem: () => SystemContext =
  process.env.NODE_ENV === "production" ? browserSystem : siteSystem;

/** The system the site's ChakraProvider gets: nothing global to render (global-css.tsx). */
export const providerSystem = () => systemWithoutGlobalCss(startupSystem());
