import type { GatsbySSR } from "gatsby";
import { Layout } from "./src/components/layout/layout";
import { RootProvider } from "./src/components/layout/root-provider";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => (
  <RootProvider>{element}</RootProvider>
);

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => (
  <Layout>{element}</Layout>
);

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
}) => {
  // next-themes sets the class and color-scheme on <html> before React hydrates; React never owns
  // <html>, so the attribute change is not a hydration mismatch.
  setHtmlAttributes({ lang: "en", suppressHydrationWarning: true } as Record<string, unknown>);
  setHeadComponents([
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
