import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import { CacheProvider } from "@emotion/react";
import type { ReactNode } from "react";
import { providedStyleSystem } from "../../../shared/lib/style-system";
import { siteSystem } from "../../../shared/theme";
import { systemWithoutGlobalCss } from "../../../shared/theme/provider-system";
import { createBrowserStyleCache } from "./style-cache";

let ready: Promise<{ default: (props: { children: ReactNode }) => ReactNode }> | undefined;

/**
 * The browser's style runtime, made once for the page's life: Emotion's cache, which adopts the
 * CSS the server wrote into the page's <head> (style-cache.ts), and the style system (the
 * start-up layer's leaner one where it provides it, shared/lib/style-system.ts; the site's own
 * otherwise). Every part that renders shares them. ChakraProvider gets the system without its
 * global styles: every page has them as a stylesheet (plugins/gatsby-plugin-page-styles).
 */
export function styleRuntime() {
  ready ??= (async () => {
    const make = providedStyleSystem();
    const system: SystemContext = make ? await make() : systemWithoutGlobalCss(siteSystem());
    const cache = createBrowserStyleCache();
    const Styles = ({ children }: { children: ReactNode }) => (
      <CacheProvider value={cache}>
        <ChakraProvider value={system}>{children}</ChakraProvider>
      </CacheProvider>
    );
    return { default: Styles };
  })();
  return ready;
}
