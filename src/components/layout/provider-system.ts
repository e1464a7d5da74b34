import type { SystemContext } from "@chakra-ui/react";
import { createContext } from "react";

/**
 * The style system ChakraProvider is handed, when a wrapper around the site says so; null: the
 * site's own (src/theme). The start-up layer (plugins/gatsby-plugin-startup) writes Chakra's
 * global CSS into the page once, at build time, and hands over a system with nothing global left
 * for the provider to render (in the browser, a leaner one that writes the same CSS for every
 * style of the site). A module of its own, without the theme, so the layer can name it without
 * evaluating the theme's code.
 */
export const ProviderSystemContext = createContext<(() => SystemContext) | null>(null);
