import type { GatsbyBrowser } from "gatsby";
import { releaseAllSections } from "./src/components/common/section";
import { keepFragmentMovesFromRouter } from "./src/lib/fragment-moves";
import { afterLoad, nextTask } from "./shared/lib/next-task";
import { listenForShares } from "./src/lib/share";
import { registerOfflineWorker } from "./src/lib/offline-worker";
import "./src/styles/fonts.css";
import "./src/styles/global.css";

// The site's providers and layout (src/components/layout/page-shell.tsx). Gatsby renders nothing
// before onClientEntry has settled, so their code can be evaluated then, in a task of its own,
// instead of in the one that evaluates Gatsby's and React's: on a phone each is then a shorter
// task (docs/performance.md). `webpackMode: "eager"` keeps the code in the page's bundles (no
// request of its own); only its evaluation waits.
let shell: typeof import("./src/components/layout/page-shell") | undefined;

export const onClientEntry: GatsbyBrowser["onClientEntry"] = async () => {
  await nextTask();
  shell = await import(/* webpackMode: "eager" */ "./src/components/layout/page-shell");
};

export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = (args) => {
  if (!shell) throw new Error("gatsby-browser: the page shell is rendered before onClientEntry");
  return shell.wrapPage(args);
};

// In-page anchors are scrolled by the links themselves (src/lib/anchor.ts); Gatsby's own scroll
// restoration would jump there first and cancel the smooth scroll.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps }) =>
  !routerProps.location.hash;

// The offline worker, registered once the page has loaded (src/lib/offline-worker.ts).
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  afterLoad(registerOfflineWorker);
};

// Before the router listens (it does once the page renders): an in-page anchor is the browser's
// alone (src/lib/fragment-moves.ts).
const fragmentMoves = typeof window === "undefined" ? null : keepFragmentMovesFromRouter(window);

// Every Share link of every page offers the phone's share sheet where it has one (src/lib/share.ts).
if (typeof document !== "undefined") {
  listenForShares(document, navigator, (href) =>
    window.open(href, "_blank", "noopener,noreferrer"),
  );
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  fragmentMoves?.shown(location);
};

// A link to another page has come on the screen: its header and footer will be drawn in the
// browser if the visitor follows it (src/components/layout/layout.tsx).
export const onPrefetchPathname: GatsbyBrowser["onPrefetchPathname"] = () => {
  shell?.prefetchShellParts();
};

// A navigation to another page renders it at once: nothing waits any more (the header and footer,
// kept across pages, are drawn anew for it: layout.tsx). An in-page anchor never reaches the
// router (fragmentMoves, above); should one, it releases nothing: a section that never hydrates
// stays the server's HTML, and one that waits for the screen hydrates when it gets there.
export const onPreRouteUpdate: GatsbyBrowser["onPreRouteUpdate"] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname) releaseAllSections();
};
