import type { GatsbyBrowser } from "gatsby";
import { Layout } from "./src/components/layout/layout";
import { RootProvider } from "./src/components/layout/root-provider";
import "./src/styles/fonts.css";
import "./src/styles/global.css";

// The providers wrap the page, not the root: Gatsby also wraps every page's <Head> in
// wrapRootElement, which would render Chakra's global styles a second time into <head> (15 kB of
// duplicate CSS in each HTML file) and build the whole provider tree twice in the browser.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <RootProvider>
    <Layout page={props}>{element}</Layout>
  </RootProvider>
);

// In-page anchors are scrolled by the links themselves (src/lib/anchor.ts); Gatsby's own scroll
// restoration would jump there first and cancel the smooth scroll.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  !routerProps.location.hash;
