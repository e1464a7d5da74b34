// The browser half of the start-up layer. Everything here exists only to make a page start
// faster on a slow phone; without this plugin (one line in gatsby-config.ts) the site works the
// same, as Gatsby and Emotion do by default. Figures: docs/performance.md.
import { CacheProvider } from "@emotion/react";
import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { ProviderSystemContext } from "../../src/components/layout/root-provider";
import { siteSystem } from "../../src/theme";
import { browserSystem } from "./browser-system";
import { FOCUS_WRAPPER_ID } from "./contract";
import { systemWithoutGlobalCss } from "./provider-system";
import { createBrowserStyleCache } from "./style-cache";

// Gatsby hydrates the page once onClientEntry has settled. Creating Chakra's style system (its
// tokens, CSS variables and global styles: about 130 ms on a phone, measured with the CPU slowed
// 4 times) in a task of its own keeps it out of the task that runs the site's bundles, which took
// about 240 ms with it: two shorter tasks instead of one long one, so the page can respond between.
// The browser's system is a leaner one (browser-system.ts), which takes about a third less; under
// `gatsby develop` the site's own, so a style being written works before browser-tokens.json
// (checked by the unit tests) knows the tokens it names.
const startupSystem = process.env.NODE_ENV === "production" ? browserSystem : siteSystem;

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () =>
  new Promise<void>((resolve) => {
    setTimeout(() => {
      startupSystem();
      // Gatsby's next steps (the page's resources, starting hydration) in a task of their own too.
      setTimeout(resolve, 0);
    }, 0);
  });

// The browser's Emotion cache adopts the server's CSS where it is (see style-cache.ts). Chakra's
// global CSS is already an ordinary stylesheet in the page (gatsby-ssr.tsx), so the site's
// ChakraProvider gets the browser's leaner system with nothing global to render: nothing takes a
// sheet over, or moves it, at hydration. Around the root, so both are outside the site's providers
// (wrapPageElement) on every page.
const styleCache = createBrowserStyleCache();
const providerSystem = () => systemWithoutGlobalCss(startupSystem());

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
// renders the page inside #gatsby-focus-wrapper (contract.ts).
type HydrateFunction = ReturnType<NonNullable<GatsbyBrowser["replaceHydrateFunction"]>>;

function hydrateInTransition(element: ReactElement, container: Element) {
  const focusWrapper = container.querySelector(`#${FOCUS_WRAPPER_ID}`);
  if (!focusWrapper?.children.length) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}

// Gatsby's type still describes ReactDOM.render's legacy signature; Gatsby 5 ignores the result.
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () =>
  hydrateInTransition as unknown as HydrateFunction;
