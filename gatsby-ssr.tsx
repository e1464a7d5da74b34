import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { dropRepeatedModuleScripts } from "./gatsby/repeated-scripts";
import { Layout } from "./src/components/layout/layout";
import { COLOR_MODE_SCRIPT } from "./src/components/layout/color-mode";
import { RootProvider } from "./src/components/layout/root-provider";
import { modernPrefixer } from "./src/lib/css-prefixes";
import { SERVER_STYLES_ATTRIBUTE, STYLE_CACHE_KEY } from "./src/lib/style-cache";

// The providers wrap the page, not the root: Gatsby also wraps every page's <Head> in
// wrapRootElement, which would render Chakra's global styles a second time into <head> (15 kB of
// duplicate CSS in each HTML file) and build the whole provider tree twice in the browser.
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => (
  <RootProvider>
    <Layout>{element}</Layout>
  </RootProvider>
);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  // The colour-mode script sets the class and color-scheme on <html> before the body is parsed;
  // React never owns <html>, so the change is not a hydration mismatch.
  setHtmlAttributes({ lang: "en", suppressHydrationWarning: true } as Record<string, unknown>);
  setHeadComponents([
    <script key="color-mode" dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }} />,
    <link
      key="font-preload"
      rel="preload"
      href="/fonts/playfair-display-latin-wght-normal.woff2"
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />,
  ]);
};

// Emotion's default server rendering writes each new style rule as a <style> element in the body,
// just before the element that first uses it (70-80 of them per page). Every one the parser meets
// makes the browser recompute styles for the whole page, several long tasks on a slow phone while
// it is still showing the page. Rendered with its own cache instead, the page's CSS is collected
// and written into <head>: global styles first, then one sheet with every class the page uses.
// The browser's cache learns from their attribute which rules are there and doesn't insert them
// again (src/lib/style-cache.ts). Only the vendor prefixes current browsers still need are written.
// gatsby-plugin-image's loader script, repeated after every image, is kept once
// (gatsby/repeated-scripts.ts).
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: STYLE_CACHE_KEY, stylisPlugins: [modernPrefixer] });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>);
  const { styles } = extractCriticalToChunks(html);
  replaceBodyHTMLString(dropRepeatedModuleScripts(html));
  setHeadComponents(
    styles.map((style) => {
      const name = `${style.key} ${style.ids.join(" ")}`;
      const attributes = { [SERVER_STYLES_ATTRIBUTE]: name };
      return <style key={name} {...attributes} dangerouslySetInnerHTML={{ __html: style.css }} />;
    }),
  );
};
