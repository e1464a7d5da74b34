import type { GatsbySSR } from "gatsby";
import { localeOfPath } from "./shared/lib/locale";
import { COLOR_MODE_SCRIPT, COLOR_MODE_SCRIPT_ID } from "./shared/lib/color-mode-script";
import { LOCALE_CHOICE_SCRIPT, LOCALE_CHOICE_SCRIPT_ID } from "./shared/lib/locale-choice";
import { wrapPage } from "./src/components/layout/page-shell";
import { RootProvider } from "./src/components/layout/root-provider";
import { withSamePagePathScript } from "./gatsby/page-path-script";

// The site's layout around each page, as in the browser, inside Chakra's provider: the server
// renders every part of the page with Chakra's components, where the browser renders only the
// parts that hydrate, each with a provider of its own (src/components/common/style-root.tsx).
export const wrapPageElement: GatsbySSR["wrapPageElement"] = (args) => (
  <RootProvider>{wrapPage(args)}</RootProvider>
);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
}) => {
  // The colour-mode script sets the class and color-scheme on <html> before the body is parsed;
  // React never owns <html>, so the change is not a hydration mismatch.
  // The page's language from its address ("/sw/…" is Swahili), as gatsby-node.ts made the pages.
  setHtmlAttributes({
    lang: localeOfPath(pathname),
    suppressHydrationWarning: true,
  } as Record<string, unknown>);
  setHeadComponents([
    <script
      key="color-mode"
      id={COLOR_MODE_SCRIPT_ID}
      dangerouslySetInnerHTML={{ __html: COLOR_MODE_SCRIPT }}
    />,
    // The language a visitor chose with the header's switch (shared/lib/locale-choice.ts).
    <script
      key="locale-choice"
      id={LOCALE_CHOICE_SCRIPT_ID}
      dangerouslySetInnerHTML={{ __html: LOCALE_CHOICE_SCRIPT }}
    />,
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

// Gatsby's page-path script with one text on every page, for the policy's hashes
// (gatsby/page-path-script.tsx).
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  replacePostBodyComponents(withSamePagePathScript(getPostBodyComponents()));
};
