import fs from "fs";
import os from "os";
import path from "path";
import { generateSW, type ManifestTransform } from "workbox-build";
import {
  isOwnImage,
  isPageData,
  isPageNavigation,
  photoStandInPlugin,
  storeCopyPlugin,
} from "./store-copy";

// The service worker that keeps the site on a visitor's phone after one visit (docs/publishing.md:
// "Offline"). Generated after the build by Workbox's generateSW (workbox-build 7; why this and not
// gatsby-plugin-offline: docs/development.md), from the files this build wrote:
// - Gatsby's scripts and stylesheets, the static queries' data and the fonts are precached under
//   their own addresses: their names change with their content, so the stored copy is always
//   right and a repeat visit fetches none of them.
// - Every page's HTML and Gatsby data (page-data, app-data) are precached too, in the same step and
//   so from the same build as those scripts, but under "<address>?offline-copy": a page and its data
//   always come from the network first (a price changed and rebuilt shows at the next page opened
//   online), and the copy answers only when the network fails (./store-copy.js).
// - A photo is kept once seen (cache first: its name changes with its content); one never seen is
//   answered offline with a transparent stand-in, so its blurred placeholder shows.
// Nothing under /admin/ is precached or answered: the editor always runs as deployed.

/**
 * The worker's address, with no extension: the hosts' rule for "/*.js", which keeps a file a year,
 * matches any name that ends in "js" on Netlify (its pattern's "." matches any character, so
 * ".mjs" too), and a header two rules name is sent with both values. Its JavaScript type is given
 * by its own rule in static/_headers.
 */
export const SERVICE_WORKER = "service-worker";

/** The query that marks a page's or its data's offline copy in the precache. */
export const OFFLINE_COPY = "offline-copy";

/** GATSBY_OFFLINE=off: the kill switch (docs/publishing.md). */
export const offlineSwitchedOff = (env: NodeJS.ProcessEnv): boolean => env.GATSBY_OFFLINE === "off";

// Gatsby's content-hashed names ("app-<20 hex>.js", "styles.<20 hex>.css"); every other file
// (the fonts too) gets a revision, the hash of its content, from Workbox.
const HASHED = /[.-][0-9a-f]{20}\.(?:js|css)$/;

const COPY = /(?:\.html|\/page-data\.json|\/app-data\.json)$/;

/** Pages and page data are stored as copies that answer only offline (see above). */
export const asOfflineCopies: ManifestTransform = (entries) => ({
  manifest: entries.map((entry) =>
    COPY.test(entry.url) ? { ...entry, url: `${entry.url}?${OFFLINE_COPY}` } : entry,
  ),
  warnings: [],
});

// A worker that removes itself: what the kill switch deploys at the worker's address. A browser
// checks that address at the next visit (it is never cached: static/_headers), installs this one
// in place of the old, which deletes every store the site made and unregisters. It answers no
// request (no fetch handler), so the pages still open meanwhile come from the network; it
// reloads none of them (a page of a build that still registers it would reload for ever). Written here by
// hand because no library ships one (Workbox documents the pattern, not a module).
export const SELF_REMOVING_WORKER = `self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) await caches.delete(name);
      await self.registration.unregister();
    })(),
  );
});
`;

export async function writeServiceWorker(
  publicDir: string,
  env: NodeJS.ProcessEnv,
): Promise<{ count: number; size: number; off: boolean }> {
  const swDest = path.join(publicDir, SERVICE_WORKER);
  if (offlineSwitchedOff(env)) {
    fs.writeFileSync(swDest, SELF_REMOVING_WORKER);
    return { count: 0, size: 0, off: true };
  }
  // Workbox names the worker it bundles "<name>.js" whatever swDest ends with: it is written
  // outside the site, then moved to its address.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "offline-worker-"));
  const written = path.join(scratch, "service-worker.js");
  const { count, size, warnings } = await generateSW({
    swDest: written,
    globDirectory: publicDir,
    globPatterns: [
      "*.{js,css}",
      "fonts/*.woff2",
      "**/index.html",
      "404.html",
      "sw/404.html",
      "page-data/**/page-data.json",
      "page-data/app-data.json",
    ],
    // Gatsby writes each 404 page twice ("404.html" and "404/index.html"): the store keeps the one
    // its loader and the hosts use.
    globIgnores: [
      "admin/**",
      "**/dev-404-page/**",
      "404/**",
      "sw/404/**",
      "page-data/404/**",
      "page-data/sw/404/**",
    ],
    dontCacheBustURLsMatching: HASHED,
    manifestTransforms: [asOfflineCopies],
    // The whole site's scripts are under 1 MB; a file larger than this is not one of them.
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    // One file, no second request for Workbox's runtime (and no other name to keep uncached).
    inlineWorkboxRuntime: true,
    mode: "production",
    sourcemap: false,
    // A new build's worker takes over at once: its precache holds that build's pages and scripts
    // together, and Workbox removes the old build's entries when it activates.
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: isPageNavigation,
        handler: "NetworkOnly",
        options: { plugins: [storeCopyPlugin] },
      },
      {
        urlPattern: isPageData,
        handler: "NetworkOnly",
        options: { plugins: [storeCopyPlugin] },
      },
      {
        urlPattern: isOwnImage,
        handler: "CacheFirst",
        options: {
          cacheName: "photos",
          // Up to 150 photos for two months: a few MB at most on the phone.
          expiration: {
            maxEntries: 150,
            maxAgeSeconds: 60 * 24 * 60 * 60,
            purgeOnQuotaError: true,
          },
          cacheableResponse: { statuses: [200] },
          plugins: [photoStandInPlugin],
        },
      },
    ],
  });
  if (warnings.length > 0) throw new Error(`Workbox: ${warnings.join("; ")}`);
  fs.copyFileSync(written, swDest);
  fs.rmSync(scratch, { recursive: true, force: true });
  return { count, size, off: false };
}
