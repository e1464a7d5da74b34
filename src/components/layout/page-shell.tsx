import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { Layout } from "./layout";

export { prefetchShellParts } from "./layout";

type WrapPageArgs = Parameters<NonNullable<GatsbyBrowser["wrapPageElement"]>>[0] &
  Parameters<NonNullable<GatsbySSR["wrapPageElement"]>>[0];

/**
 * The site's layout around a page, in the browser and on the server (the root gatsby-browser.tsx
 * and gatsby-ssr.tsx; the server also puts Chakra's provider around it, root-provider.tsx). It
 * wraps the page, not the root: Gatsby also wraps every page's <Head> in wrapRootElement.
 */
export function wrapPage({ element, props }: Pick<WrapPageArgs, "element" | "props">) {
  return <Layout page={props}>{element}</Layout>;
}
