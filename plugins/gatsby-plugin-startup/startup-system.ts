// The browser's leaner style system and what prepares it: a module of its own, in the browser's
// "style-runtime" chunk (src/components/common/style-root.tsx), which the start-up layer hands to the
// site's style runtime (gatsby-browser.tsx).
import type { SystemContext } from "@chakra-ui/react";
import { siteSystem } from "../../shared/theme";
import { systemWithoutGlobalCss } from "../../shared/theme/provider-system";
import { browserSystem } from "./browser-system";

export { warmUpStyleSystem } from "./warm-up";

// Under `gatsby develop` the site's own system, so a style being written works before
// browser-tokens.json (checked by the unit tests) knows the tokens it names.
const startupSystem: () => SystemContext =
  process.env.NODE_ENV === "production" ? browserSystem : siteSystem;

/** The system the site's ChakraProvider gets: nothing global to render (every page has it). */
export const providerSystem = (): SystemContext => systemWithoutGlobalCss(startupSystem());
