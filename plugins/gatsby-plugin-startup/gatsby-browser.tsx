// The browser half of the start-up layer. Everything here exists only to make a page start
// faster on a slow phone; without this plugin (one line in gatsby-config.ts) the site works the
// same, as Gatsby and React do by default. Figures: docs/performance.md.
import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { nextTask } from "../../shared/lib/next-task";
import { provideStyleSystem } from "../../shared/lib/style-system";
import { FOCUS_WRAPPER_ID } from "./contract";
import { guardPopoverButtons } from "./invoker-guard";

// Until the root has hydrated, a tap on the Menu (a popover's button) is the browser's alone, so
// React doesn't hydrate the whole shell inside the tap (invoker-guard.ts). Released once the root
// has committed: Gatsby runs onInitialClientRender in an effect of its App, around the root.
let releasePopoverButtons: (() => void) | undefined;

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  releasePopoverButtons = guardPopoverButtons();
  // The style system the page's parts share, made when the first of them renders (the site's
  // style runtime asks for it then: src/components/layout/style-root.tsx), in tasks of their own,
  // each short enough for a phone to answer a tap between them (before: one task of about 240 ms
  // with the CPU slowed 4 times, when it was made at start-up):
  // 1. the style system's code (Chakra's style engine, the site's theme) is evaluated;
  // 2. a small style system is created (warm-up.ts), so that
  // 3. creating the site's (browser-system.ts, a lean one: about a third quicker than the site's
  //    own) takes about half as long.
  provideStyleSystem(async () => {
    const module = await import(/* webpackChunkName: "style-runtime" */ "./startup-system");
    await nextTask();
    module.warmUpStyleSystem();
    await nextTask();
    const system = module.providerSystem();
    await nextTask();
    return system;
  });
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () =>
  releasePopoverButtons?.();

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
