// The offline worker itself: what runs on the visitor's phone. Bundled with Workbox's modules by
// ./service-worker.ts after each build, which then writes this build's files into it
// (self.__WB_MANIFEST: Workbox's injectManifest). Workbox does the storing and answering; the
// site's own rules (which requests, what the store answers with) are in ./rules.ts.
//
// - Gatsby's scripts and stylesheets and the font are precached under their own addresses and
//   answered from the store (their names change with their content).
// - Every page's HTML and data, and the static queries' results (named by their query, not their
//   content), are precached too, from the same build, under
//   "<address>?offline-copy": a page and its data come from the network first, and a copy answers
//   only when the network fails or gives no answer within NETWORK_TIMEOUT_SECONDS. A copy is
//   looked up by this build's revision, and is never answered for its own address.
// - A page answered from the store reads its own data from the store at once, from the same build.
// - Photos are kept once seen, within a byte budget, and a stand-in answers for one never seen.
// - The editor (/admin/) is left alone: src/lib/offline-worker.ts gives it a registration of its
//   own, and nothing it asks for is answered or stored here.

import { CacheableResponsePlugin } from "workbox-cacheable-response";
import { clientsClaim } from "workbox-core";
import type { RouteMatchCallbackOptions, WorkboxPlugin } from "workbox-core/types";
import { ExpirationPlugin } from "workbox-expiration";
import { enable as enableNavigationPreload } from "workbox-navigation-preload";
import {
  cleanupOutdatedCaches,
  PrecacheController,
  PrecacheRoute,
  type PrecacheEntry,
} from "workbox-precaching";
import { registerRoute, Route } from "workbox-routing";
import { CacheFirst, NetworkOnly } from "workbox-strategies";
import {
  dataFromStore,
  isOfflineCopy,
  isOwnPhoto,
  isPageAddress,
  isPageData,
  isStaticQueryData,
  NETWORK_TIMEOUT_SECONDS,
  overBudget,
  pageDataOf,
  pageFromStore,
  PHOTO_MAX_BYTES,
  PHOTO_STORE_BYTES,
  withSize,
} from "./rules";

// The parts of a service worker's global scope used here (the project's TypeScript has the DOM's
// types, not a worker's).
interface InstallOrActivate extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface Navigation extends Event {
  resultingClientId: string;
  clientId: string;
}
declare const self: {
  __WB_MANIFEST: PrecacheEntry[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(
    type: "install" | "activate",
    listener: (event: InstallOrActivate) => void,
  ): void;
};

const precache = new PrecacheController();
precache.addToCacheList(self.__WB_MANIFEST);
const lookup = (address: string) => precache.matchPrecache(address);
const origin = self.location.origin;

// Installing stores this build's files. When that fails (no room left on the phone, or a file
// missing from the deploy) the worker is not installed, and nothing it stored stays behind: the
// store is as it was before (Workbox keeps what it stored so far, to go on at the next try).
self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const name = precache.strategy.cacheName;
      const existed = await caches.has(name);
      const before = new Set(
        existed ? (await (await caches.open(name)).keys()).map((request) => request.url) : [],
      );
      try {
        await precache.install(event as unknown as Parameters<typeof precache.install>[0]);
      } catch (error) {
        if (!existed) {
          await caches.delete(name);
        } else {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) {
            if (!before.has(request.url)) await cache.delete(request);
          }
        }
        throw error;
      }
    })(),
  );
});
// A new build's worker takes over at once: its store holds that build's pages and scripts
// together, and activating deletes the old build's entries.
void self.skipWaiting();
self.addEventListener("activate", (event) => {
  void precache.activate(event as unknown as Parameters<typeof precache.activate>[0]);
});
clientsClaim();
cleanupOutdatedCaches();
// The page's request starts while the worker is still starting, instead of after.
enableNavigationPreload();

// Scripts, stylesheets and the font: from the store. Not the copies.
const assets = new PrecacheRoute(precache, { directoryIndex: "", cleanURLs: false });
registerRoute(
  new Route((options: RouteMatchCallbackOptions) => {
    const found = assets.match(options) as { cacheKey: string } | undefined;
    return found && !isOfflineCopy(found.cacheKey) ? found : false;
  }, assets.handler),
);

// The pages this worker answered from the store, each with its address, by the page's client:
// their own data comes from the store too. Kept while the worker runs; a few at most.
const fromStore = new Map<string, string>();
const remember = (clientId: string, pathname: string) => {
  fromStore.set(clientId, pathname);
  for (const oldest of fromStore.keys()) {
    if (fromStore.size <= 20) break;
    fromStore.delete(oldest);
  }
};

const pageCopy: WorkboxPlugin = {
  handlerDidError: async ({ request, event }) => {
    const url = new URL(request.url);
    const stored = await pageFromStore(url, lookup);
    const { resultingClientId } = event as unknown as Navigation;
    if (stored?.page && resultingClientId) remember(resultingClientId, url.pathname);
    return stored?.response;
  },
};

const dataCopy: WorkboxPlugin = {
  handlerDidError: async ({ request }) => dataFromStore(new URL(request.url).pathname, lookup),
};

// The data of a page answered from the store: the stored copy at once (the page is that build's,
// and waiting for a network that just hung would hold the page's "prices as of" line).
registerRoute(
  ({ url, request, event }: RouteMatchCallbackOptions) => {
    if (!isPageData({ url, request }, origin)) return false;
    const page = fromStore.get((event as unknown as Navigation).clientId);
    return (
      page !== undefined &&
      (url.pathname === "/page-data/app-data.json" ||
        url.pathname === pageDataOf(page) ||
        isStaticQueryData(url.pathname))
    );
  },
  ({ url }) => dataFromStore(url.pathname, lookup),
);

const network = (plugin: WorkboxPlugin) =>
  new NetworkOnly({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [plugin] });

registerRoute(({ url, request }) => isPageData({ url, request }, origin), network(dataCopy));
registerRoute(
  ({ url, request }) => request.mode === "navigate" && isPageAddress(url),
  network(pageCopy),
);

// Photos: kept once seen, within PHOTO_STORE_BYTES (the oldest kept go first) and for two
// months. Workbox bounds a store by entries and age; the bound in bytes is the site's own.
const photoBudget: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const sized = await withSize(response);
    return sized.bytes <= PHOTO_MAX_BYTES ? sized.response : null;
  },
  cacheDidUpdate: async ({ cacheName }) => {
    const cache = await caches.open(cacheName);
    const stored = await Promise.all(
      (await cache.keys()).map(async (key) => ({
        key,
        bytes: Number((await cache.match(key))?.headers.get("Content-Length")) || 0,
      })),
    );
    for (const key of overBudget(stored, PHOTO_STORE_BYTES)) await cache.delete(key);
  },
};

// A photo never seen online, asked for offline: an empty, transparent image in its place, so the
// photo's blurred placeholder (the background of its frame: src/components/common/photo.tsx)
// shows through instead of a broken image. It is not stored: online, the photo itself comes.
const photoStandIn: WorkboxPlugin = {
  handlerDidError: async () =>
    new Response('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', {
      headers: { "Content-Type": "image/svg+xml" },
    }),
};

registerRoute(
  ({ url, request }) => isOwnPhoto({ url, request }, origin),
  new CacheFirst({
    cacheName: "photos",
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      photoBudget,
      new ExpirationPlugin({ maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true }),
      photoStandIn,
    ],
  }),
);
