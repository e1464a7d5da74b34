import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { nextTask } from "./src/lib/run-in-tasks";
import "./src/styles/fonts.css";
import "./src/styles/global.css";

// Start-up in steps. Everything this file imports is evaluated in the same task as Gatsby's and
// React's own code, and Chakra's style system (built from the theme's tokens) plus the layout's
// components made that one task several hundred milliseconds long on a slow phone. So the
// providers' code, the style system and the layout's code are loaded here one after the other,
// each in a task of its own (`webpackMode: "eager"`: the code is in the same file, with no extra
// download, but runs only when imported), and the style system is itself built over several short
// tasks (see prepareStylesInTasks). Gatsby waits for onClientEntry before it renders.
type Shell = {
  RootProvider: typeof import("./src/components/layout/root-provider").RootProvider;
  Layout: typeof import("./src/components/layout/layout").Layout;
};
let shell: Shell | undefined;

export const onClientEntry: GatsbyBrowser["onClientEntry"] = async () => {
  await nextTask();
  const { RootProvider, prepareStylesInTasks } = await import(
    /* webpackMode: "eager" */ "./src/components/layout/root-provider"
  );
  await nextTask();
  await prepareStylesInTasks();
  await nextTask();
  const { Layout } = await import(/* webpackMode: "eager" */ "./src/components/layout/layout");
  await nextTask();
  shell = { RootProvider, Layout };
};

// The providers wrap the page, not the root: Gatsby also wraps every page's <Head> in
// wrapRootElement, which would render Chakra's global styles a second time into <head> (15 kB of
// duplicate CSS in each HTML file) and build the whole provider tree twice in the browser.
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => {
  if (!shell) throw new Error("gatsby-browser: the page rendered before onClientEntry finished.");
  const { RootProvider, Layout } = shell;
  return (
    <RootProvider>
      <Layout>{element}</Layout>
    </RootProvider>
  );
};

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
