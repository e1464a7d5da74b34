import type { GatsbyBrowser } from "gatsby";
import { Layout } from "./src/components/layout/layout";
import { RootProvider } from "./src/components/layout/root-provider";
import "./src/styles/fonts.css";
import "./src/styles/global.css";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <RootProvider>{element}</RootProvider>
);

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => (
  <Layout>{element}</Layout>
);

// In-page anchors are scrolled by the links themselves (src/lib/anchor.ts); Gatsby's own scroll
// restoration would jump there first and cancel the smooth scroll.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  !routerProps.location.hash;
