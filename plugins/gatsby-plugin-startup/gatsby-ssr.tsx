// The server half of the start-up layer (see gatsby-browser.tsx).
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { ProviderSystemContext } from "../../src/components/layout/provider-system";
import { siteSystem } from "../../src/theme";
import { EMOTION_KEEP_IN_PLACE_ATTRIBUTE } from "./contract";
import { chakraGlobalCss } from "./global-css";
import { SERVER_STYLE_ATTRIBUTE, STYLE_CACHE_KEY } from "./style-cache";
import { GLOBAL_CSS_ID, systemWithoutGlobalCss } from "./provider-system";

// Chakra's global CSS is written once, as an ordinary stylesheet (global-css.tsx), so the site's
// ChakraProvider is told it has nothing global to render, here and in the browser alike.
const providerSystem = () => systemWithoutGlobalCss(siteSystem());

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <ProviderSystemContext.Provider value={providerSystem}>{element}</ProviderSystemContext.Provider>
);

// Emotion's default server rendering writes each new style rule as a <style> element in the body,
// just before the element that first uses it (70-80 of them per page). Every one the parser meets
// makes the browser recompute styles for the whole page, several long tasks on a slow phone while
// it is still showing the page. Emotion's documented server API (@emotion/server, "advanced
// approach") collects them instead: global styles first, then one sheet with every class the page
// uses, written into <head> after Chakra's global stylesheet.
// - Global styles some component renders itself (none today: Chakra's are the stylesheet) keep the `data-emotion` names its <Global> components look for in the
//   browser, plus `data-s`, which tells Emotion's cache not to move them (moving a stylesheet
//   restyles the whole page); <Global> takes them over when the page hydrates.
// - The component CSS names its rules in SERVER_STYLE_ATTRIBUTE, which the browser's cache reads
//   (style-cache.ts) to know which rules are already there. It starts with Chakra's layer order
//   (reset, base, tokens, recipes): <Global> moves its own sheets after it when it takes them
//   over, and CSS layers are ordered by where each is first named.
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: STYLE_CACHE_KEY });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>);
  const { styles } = extractCriticalToChunks(html);
  replaceBodyHTMLString(html);
  setHeadComponents([
    <style
      key={GLOBAL_CSS_ID}
      id={GLOBAL_CSS_ID}
      dangerouslySetInnerHTML={{ __html: chakraGlobalCss() }}
    />,
    ...styles.map((style) => {
      const names = style.ids.join(" ");
      return style.key === cache.key ? (
        <style
          key={style.key}
          {...{ [SERVER_STYLE_ATTRIBUTE]: names }}
          dangerouslySetInnerHTML={{ __html: siteSystem().layers.atRule + style.css }}
        />
      ) : (
        <style
          key={`${style.key} ${names}`}
          data-emotion={`${style.key} ${names}`}
          {...{ [EMOTION_KEEP_IN_PLACE_ATTRIBUTE]: "" }}
          dangerouslySetInnerHTML={{ __html: style.css }}
        />
      );
    }),
  ]);
};
