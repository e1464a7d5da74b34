// The browser half of the start-up layer. Everything here exists only to make a page start
// faster on a slow phone; without this plugin (one line in gatsby-config.ts) the site works the
// same, as Gatsby and Emotion do by default. Figures: docs/performance.md.
import { CacheProvider } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { ProviderSystemContext } from "../../src/components/layout/provider-system";
import { nextTask } from "../../src/lib/next-task";
import { FOCUS_WRAPPER_ID } from "./contract";
import { guardPopoverButtons } from "./invoker-guard";
import { createBrowserStyleCache } from "./style-cache";

// Gatsby hydrates the page once every plugin's onClientEntry has settled. The start-up work before
// that runs in tasks of their own, each short enough for a phone to respond between them (before:
// one task of about 240 ms with the CPU slowed 4 times):
// 1. Gatsby's and React's bundles are evaluated (Gatsby's own task);
// 2. the style system's code (Chakra's style engine, the site's theme: startup-system.ts) is
//    evaluated: `webpackMode: "eager"` keeps it in the page's bundles, only its evaluation waits;
// 3. a small style system is created (warm-up.ts), so that
// 4. creating the site's system (browser-system.ts, a lean one: about a third quicker than the
//    site's own) takes about half as long;
// 5. the site's own onClientEntry evaluates its providers and layout (the root gatsby-browser.tsx);
// then Gatsby loads the page's data and hydrates. Measured: docs/performance.md.
let startup: typeof import("./startup-system") | undefined;

// Until the root has hydrated, a tap on the Menu (a popover's button) is the browser's alone, so
// React doesn't hydrate the whole shell inside the tap (invoker-guard.ts). Released once the root
// has committed: Gatsby runs onInitialClientRender in an effect of its App, around the root.
let releasePopoverButtons: (() => void) | undefined;

export const onClientEntry: GatsbyBrowser["onClientEntry"] = async () => {
  releasePopoverButtons = guardPopoverButtons();
  await nextTask();
  const module = await import(/* webpackMode: "eager" */ "./startup-system");
  await nextTask();
  module.warmUpStyleSystem();
  await nextTask();
  module.startupSystem();
  startup = module;
  await nextTask();
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () =>
  releasePopoverButtons?.();

function providerSystem() {
  if (!startup) throw new Error("gatsby-plugin-startup: a page rendered before onClientEntry");
  return startup.providerSystem();
}

// The browser's Emotion cache adopts the server's CSS where it is (see style-cache.ts). Chakra's
// global CSS is already an ordinary stylesheet in the page (gatsby-ssr.tsx), so the site's
// ChakraProvider gets the browser's leaner system with nothing global to render: nothing takes a
// sheet over, or moves it, at hydration. Around the root, so both are outside the site's providers
// (wrapPageElement) on every page.
const styleCache = createBrowserStyleCache();

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={styleCache}>
    <ProviderSystemContext.Provider value={providerSystem}>
      {element}
    </ProviderSystemContext.Provider>
  </CacheProvider>
);

// Gatsby hydrates the page with React's hydrateRoot in one task. Started inside startTransition,
// React hydrates at transition priority instead: in slices, yielding to the browser between them,
// so a phone can respond meanwhile. Measured interleaved against Gatsby's own hydration (4 loads
// each, 390x844, CPU slowed 4 times, busy machine), the page's blocking time (long tasks beyond
// 50 ms) went from a median of 1,399 to 725 ms on / and from 1,925 to 709 ms on /services/.
// Pages without server HTML (`gatsby develop`) are rendered, as Gatsby does: Gatsby's router
// renders the page inside #gatsby-focus-wrapper (contract.ts). Like Gatsby's own renderer, it
// returns the root's unmount: `gatsby develop` renders its loading indicator with it and unmounts
// it so (without it, it falls back to ReactDOM's legacy unmountComponentAtNode, which React 18
// warns about for a root made by createRoot).
type HydrateFunction = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;

function hydrateInTransition(element: ReactElement, container: Element): () => void {
  const focusWrapper = container.querySelector(`#${FOCUS_WRAPPER_ID}`);
  if (!focusWrapper?.children.length) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  let root: ReturnType<typeof hydrateRoot> | undefined;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return () => root?.unmount();
}

// Gatsby's type still describes ReactDOM.render's legacy signature; Gatsby 5 ignores the result.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as HydrateFunction;
