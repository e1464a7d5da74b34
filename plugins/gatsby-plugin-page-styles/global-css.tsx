import createCache from "@emotion/cache";
import { ChakraProvider } from "@chakra-ui/react";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { renderToString } from "react-dom/server";
import { siteSystem } from "../../shared/theme";

let css: string | undefined;

/**
 * Chakra's global CSS for the site's system, exactly as its ChakraProvider would write it: the
 * layer order, the CSS reset, the global styles and keyframes, and the theme's variables. Worked
 * out once per build (the same on every page) by rendering that provider on the server.
 *
 * Written as an ordinary stylesheet, it is the browser's from the first paint and nothing ever
 * takes it over: rendered by ChakraProvider, Emotion's `<Global>` finds the server's sheets when
 * the page hydrates and moves them (`sheet.hydrate` always inserts them again), and a moved
 * stylesheet makes the browser restyle and lay out the whole page, a 60-80 ms task on a phone.
 */
export function chakraGlobalCss(): string {
  if (css === undefined) {
    const cache = createCache({ key: "chakra-global" });
    const { extractCriticalToChunks } = createEmotionServer(cache);
    const html = renderToString(
      <CacheProvider value={cache}>
        <ChakraProvider value={siteSystem()}>{null}</ChakraProvider>
      </CacheProvider>,
    );
    css = extractCriticalToChunks(html)
      .styles.map((chunk) => chunk.css)
      .join("");
  }
  return css;
}
