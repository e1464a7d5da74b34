// Code that runs inside the service worker, not in Node: workbox-build writes these functions'
// source text into the worker it generates (generateSW's runtimeCaching takes a route's matcher
// and a plugin's callbacks as functions and copies them as they are written). So each one stands
// alone: no import, no variable from outside itself, only what a service worker has (self,
// caches, Response). Plain JavaScript, so that what is copied is what is written here. Workbox
// answers these routes from the network only (NetworkOnly); these callbacks are the documented
// plugin hook it calls when the network fails (handlerDidError), and they answer with the copy
// precached from the same build as the worker (gatsby/offline/service-worker.ts).

/** A visitor page's address, not the editor's: the worker never answers for /admin/. */
export const isPageNavigation = ({ request, url }) =>
  request.mode === "navigate" &&
  url.origin === self.location.origin &&
  !/^\/admin(\/|$)/.test(url.pathname);

/** Gatsby's data for a page ("/page-data/<page>/page-data.json") or for the whole site. */
export const isPageData = ({ url }) =>
  url.origin === self.location.origin &&
  /^\/page-data\/(?:.+\/page-data|app-data)\.json$/.test(url.pathname);

/**
 * A photo or icon of the site's own, once it has been seen: asked for by an <img>, or by the page
 * with fetch() (src/lib/offline-worker.ts: the photos seen before the worker was there), which
 * has no "image" destination, so the address says it too.
 */
export const isOwnImage = ({ request, url }) =>
  (request.destination === "image" || /\.(?:avif|webp|jpe?g|png|gif|svg)$/.test(url.pathname)) &&
  url.origin === self.location.origin &&
  !/^\/admin(\/|$)/.test(url.pathname);

export const storeCopyPlugin = {
  handlerDidError: async ({ request }) => {
    const { pathname } = new URL(request.url);
    // Workbox's precache, by its documented default name; the worker's scope is the site's root.
    const store = await caches.open(`workbox-precache-v2-${self.registration.scope}`);
    // Each copy is stored under its address with "?offline-copy" and Workbox's revision after
    // it; a page's own address is never stored, so only the copies can match.
    const find = (address) => store.match(address, { ignoreSearch: true });
    const swahili = /^\/(?:page-data\/)?sw\//.test(pathname);
    if (pathname.startsWith("/page-data/")) {
      const stored = await find(pathname);
      if (!stored) return new Response("", { status: 404, statusText: "Not Found" });
      if (pathname === "/page-data/app-data.json") return stored;
      // The page reads this mark to say that it comes from the phone's store, with the date of
      // its prices (src/components/layout/store-notice.tsx).
      const data = await stored.json();
      data.result.pageContext = { ...data.result.pageContext, fromStore: true };
      return new Response(JSON.stringify(data), {
        headers: { "Content-Type": "application/json; charset=utf-8" },
      });
    }
    const stored = await find(pathname.endsWith("/") ? `${pathname}index.html` : pathname);
    if (stored) return stored;
    // An address no page has: the site's own 404 page, in the address's language.
    const notFound = await find(swahili ? "/sw/404.html" : "/404.html");
    if (!notFound) return undefined;
    return new Response(notFound.body, {
      status: 404,
      statusText: "Not Found",
      headers: notFound.headers,
    });
  },
};

/**
 * A photo never seen online, asked for offline: an empty, transparent image in its place, so the
 * photo's blurred placeholder (the background of its frame: src/components/common/photo.tsx)
 * shows through instead of a broken image. It is not stored: online, the photo itself comes.
 */
export const photoStandInPlugin = {
  handlerDidError: async () =>
    new Response('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', {
      headers: { "Content-Type": "image/svg+xml" },
    }),
};
