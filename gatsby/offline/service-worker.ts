import fs from "fs";
import os from "os";
import path from "path";
import webpack, { type Configuration } from "webpack";
import { injectManifest, type ManifestTransform } from "workbox-build";
import { BUNDLE_FILE, readBuildAssets } from "./build-assets";
import { OFFLINE_COPY } from "./rules";

// The service worker that keeps the site on a visitor's phone after one visit (docs/publishing.md:
// "Offline"), written after the build from the files this build wrote. Its code is ./worker.ts
// (what it stores and answers, and how), bundled here with Workbox's modules by webpack, as the
// editor's script is (plugins/gatsby-plugin-editor/bundle.ts); Workbox's injectManifest then
// writes into it the list of this build's files with their revisions (workbox-build 7: why
// Workbox and not gatsby-plugin-offline, docs/development.md):
// - Gatsby's scripts and stylesheets of this build (not an earlier build's left in public/:
//   ./build-assets.ts) and the fonts, under their own addresses: their names change with their
//   content, so a repeat visit fetches none of them.
// - Every page's HTML and Gatsby data (page-data, app-data, and the static queries' results,
//   whose names stay when their content changes), from the same build as those scripts, under
//   "<address>?offline-copy": the copies that answer when the network fails.
// Nothing under /admin/ is precached or answered: the editor always runs as deployed.

/**
 * The worker's address. A ".js" name: every host, one that ignores _headers too (a plain static
 * server, GitHub Pages), sends it as JavaScript, which a service worker must be. It falls under
 * the hosts' year-long rule for "/*.js", which does not hold an update back: a browser checks a
 * worker's own script past its HTTP cache (updateViaCache defaults to "imports").
 */
export const SERVICE_WORKER = "service-worker.js";

/**
 * The editor's registration (scope /admin/), so that the editor's pages are not the site
 * worker's: the browser gives a page to the registration with the longest scope that holds it,
 * and this one's worker has no fetch handler, so the browser starts it for none of the editor's
 * requests. (No page under the root can be left out of a worker whose scope is the root.)
 */
export const EDITOR_WORKER = "admin/outside-offline.js";

/** What the editor's registration runs: nothing (see EDITOR_WORKER). */
export const EDITOR_WORKER_SOURCE = `// The editor's own registration: it keeps /admin/ away from the site's offline worker
// (${SERVICE_WORKER}). No fetch handler, so no request of the editor's ever comes here.
self.addEventListener("install", () => self.skipWaiting());
`;

/** GATSBY_OFFLINE=off: the kill switch (docs/publishing.md). */
export const offlineSwitchedOff = (env: NodeJS.ProcessEnv): boolean => env.GATSBY_OFFLINE === "off";

// Gatsby's content-hashed names ("app-<20 hex>.js", "styles.<20 hex>.css"); every other file
// (the fonts too) gets a revision, the hash of its content, from Workbox.
const HASHED = /[.-][0-9a-f]{20}\.(?:js|css)$/;

const COPY = /(?:\.html|\/page-data\.json|\/app-data\.json|\/sq\/d\/\d+\.json)$/;

/**
 * Only this build's scripts and stylesheets (`built`, their names in public/): public/ keeps every
 * earlier build's too (./build-assets.ts).
 */
export const onlyThisBuild =
  (built: readonly string[]): ManifestTransform =>
  (entries) => {
    const names = new Set(built);
    return {
      manifest: entries.filter((entry) => !BUNDLE_FILE.test(entry.url) || names.has(entry.url)),
      warnings: [],
    };
  };

/** Pages and page data are stored as copies that answer only offline (see above). */
export const asOfflineCopies: ManifestTransform = (entries) => ({
  manifest: entries.map((entry) =>
    COPY.test(entry.url) ? { ...entry, url: `${entry.url}?${OFFLINE_COPY}` } : entry,
  ),
  warnings: [],
});

// A worker that removes itself: what the kill switch deploys at the worker's address (and at the
// editor's registration's). A browser checks that address past its HTTP cache at the next visit,
// installs this one in place of the old, which deletes every store the site made and
// unregisters. It answers no request (no fetch handler), so the pages still open meanwhile come
// from the network; it reloads none of them (a page of a build that still registers it would
// reload for ever). Written here by hand because no library ships one (Workbox documents the
// pattern, not a module).
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

/** The worker's code, relative to the site's folder (the one public/ is in). */
const WORKER_SOURCE = "gatsby/offline/worker.ts";

/** The worker's code (./worker.ts) bundled with Workbox's modules, minified, as one script. */
function bundleWorker(siteDir: string, outputDir: string): Promise<string> {
  const config: Configuration = {
    mode: "production",
    target: "webworker",
    context: siteDir,
    entry: path.join(siteDir, WORKER_SOURCE),
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: "babel-loader",
          options: { babelrc: false, configFile: false, presets: ["@babel/preset-typescript"] },
        },
      ],
    },
    resolve: { extensions: [".ts", "..."] },
    output: { path: outputDir, filename: "worker.js" },
    performance: { hints: false },
    devtool: false,
  };
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors() || stats?.hasWarnings()) {
        const report = stats.toString({ all: false, errors: true, warnings: true });
        return reject(new Error(`Bundling the offline worker failed:\n${report}`));
      }
      resolve(path.join(outputDir, "worker.js"));
    });
  });
}

/** The kill switch: the worker that removes itself, at the worker's address and the editor's. */
export function switchOff(publicDir: string): void {
  fs.mkdirSync(path.join(publicDir, path.dirname(EDITOR_WORKER)), { recursive: true });
  for (const file of [SERVICE_WORKER, EDITOR_WORKER]) {
    fs.writeFileSync(path.join(publicDir, file), SELF_REMOVING_WORKER);
  }
}

export async function writeServiceWorker(
  publicDir: string,
  env: NodeJS.ProcessEnv,
): Promise<{ count: number; size: number; off: boolean }> {
  if (offlineSwitchedOff(env)) {
    switchOff(publicDir);
    return { count: 0, size: 0, off: true };
  }
  const swDest = path.join(publicDir, SERVICE_WORKER);
  const editorDest = path.join(publicDir, EDITOR_WORKER);
  fs.mkdirSync(path.dirname(editorDest), { recursive: true });
  fs.writeFileSync(editorDest, EDITOR_WORKER_SOURCE);
  const siteDir = path.dirname(path.resolve(publicDir));
  const built = readBuildAssets(siteDir);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "offline-worker-"));
  try {
    const { count, size, warnings } = await injectManifest({
      swSrc: await bundleWorker(siteDir, scratch),
      swDest,
      globDirectory: publicDir,
      globPatterns: [
        "*.{js,css}",
        "fonts/*.woff2",
        "**/index.html",
        "404.html",
        "sw/404.html",
        "page-data/**/page-data.json",
        "page-data/app-data.json",
        "page-data/sq/d/*.json",
      ],
      // Gatsby writes each 404 page twice ("404.html" and "404/index.html"): the store keeps the
      // one its loader and the hosts use. The worker is not a file it stores.
      globIgnores: [
        "admin/**",
        "**/dev-404-page/**",
        "404/**",
        "sw/404/**",
        "page-data/404/**",
        "page-data/sw/404/**",
        SERVICE_WORKER,
      ],
      dontCacheBustURLsMatching: HASHED,
      manifestTransforms: [onlyThisBuild(built), asOfflineCopies],
      // The whole site's scripts are under 1 MB; a file larger than this is not one of them.
      maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    });
    if (warnings.length > 0) throw new Error(`Workbox: ${warnings.join("; ")}`);
    return { count, size, off: false };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
