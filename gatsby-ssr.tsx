import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { GatsbySSR } from "gatsby";
import { renderToString } from "react-dom/server";
import { Layout } from "./src/components/layout/layout";
import { COLOR_MODE_SCRIPT } from "./src/components/layout/color-mode";
import { RootProvider } from "./src/components/layout/root-provider";

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
// it is still showing the page. Emotion's documented server API (@emotion/server, "advanced
// approach") collects them instead: global styles first, then one sheet with every class the page
// uses, written into <head> with the `data-emotion` names Emotion's browser cache reads to know
// which rules are already there.
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  const cache = createCache({ key: "css" });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>);
  const { styles } = extractCriticalToChunks(html);
  replaceBodyHTMLString(html);
  setHeadComponents(
    styles.map((style) => {
      const name = `${style.key} ${style.ids.join(" ")}`;
      return (
        <style key={name} data-emotion={name} dangerouslySetInnerHTML={{ __html: style.css }} />
      );
    }),
  );
};
