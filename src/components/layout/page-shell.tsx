import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { Layout } from "./layout";
import { RootProvider } from "./root-provider";

type WrapPageArgs = Parameters<NonNullable<GatsbyBrowser["wrapPageElement"]>>[0] &
  Parameters<NonNullable<GatsbySSR["wrapPageElement"]>>[0];

/**
 * The site's providers and layout around a page, on the server and in the browser alike (the root
 * gatsby-ssr.tsx and gatsby-browser.tsx). They wrap the page, not the root: Gatsby also wraps
 * every page's <Head> in wrapRootElement, which would render Chakra's global styles a second time
 * into <head> (15 kB of duplicate CSS in each HTML file) and build the whole provider tree twice
 * in the browser.
 */
export function wrapPage({ element, props }: Pick<WrapPageArgs, "element" | "props">) {
  return (
    <RootProvider>
      <Layout page={props}>{element}</Layout>
    </RootProvider>
  );
}
