import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { Layout } from "./src/components/layout/layout";
import { RootProvider } from "./src/components/layout/root-provider";
import "./src/styles/fonts.css";
import "./src/styles/global.css";

// The providers wrap the page, not the root: Gatsby also wraps every page's <Head> in
// wrapRootElement, which would render Chakra's global styles a second time into <head> (15 kB of
// duplicate CSS in each HTML file) and build the whole provider tree twice in the browser.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => (
  <RootProvider>
    <Layout>{element}</Layout>
  </RootProvider>
);

// In-page anchors are scrolled by the links themselves (src/lib/anchor.ts); Gatsby's own scroll
// restoration would jump there first and cancel the smooth scroll.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  !routerProps.location.hash;

// Gatsby hydrates the page in one go, a task of several hundred milliseconds on a slow phone in
// which the page can't respond (Total Blocking Time). Started inside a transition, React hydrates
// at transition priority instead: in small slices, yielding to the browser between them. The
// server HTML is on screen meanwhile, and a click on a part not yet hydrated makes React hydrate it
// first and then replays the click. Pages without server HTML (`gatsby develop`) render as usual.
type HydrateFunction = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;

function hydrateInTransition(element: ReactElement, container: Element | null) {
  if (!container) return undefined;
  // Like Gatsby's own renderer: hydrate only what the server rendered. Gatsby's root holds a focus
  // wrapper that is empty on pages without server HTML; its other containers (development
  // overlays) start empty.
  const focusWrapper = container.querySelector("#gatsby-focus-wrapper");
  const serverRendered = (focusWrapper ?? container).children.length > 0;
  if (!serverRendered) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return () => root?.unmount();
}

// Gatsby's type still describes ReactDOM.render's legacy signature; Gatsby 5 ignores the result.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as HydrateFunction;
