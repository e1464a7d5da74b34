// What a phone downloads for a page's first view, shared by `npm run bench` and the browser test
// that guards the budget (__tests__/browser/budget.test.ts).
import fs from "node:fs";
import path from "node:path";
import { gzipSizes, pageChunkPaths, scriptPathsFromHtml } from "./lib.mjs";

export const FIRST_VIEW_VIEWPORT = { width: 390, height: 844 };
/** Every script a phone downloads for the first view of any page, gzip: 100 kB (1 kB = 1000 B). */
export const FIRST_VIEW_JS_BUDGET_BYTES = 100_000;

/**
 * Code fetched with import() only when the visitor needs it: never in a page's first-load bundles
 * nor in its first view. A file is recognised by its chunk name or by text only that
 * code holds.
 */
export const LAZY_CODE = [
  // Chakra UI, Emotion, the theme and the style runtime: fetched with the first section that
  // renders in the browser (src/components/common/style-root.tsx), none of which is on a first view.
  { name: "Chakra UI and the style runtime", file: /^\/(chakra|style-runtime)-/, text: null },
  { name: "carousels (react-slick)", file: /^\/carousel-/, text: "lazyLoadedList" },
  { name: "gallery slideshow", file: /^\/gallery-slideshow-/, text: null },
  {
    name: "toasts (react-toastify)",
    file: /^\/toast-container-/,
    text: "Toastify__toast-container",
  },
  // The services page's "Your booking" panel: fetched once a treatment is chosen (or one is
  // stored), never for a first view with nothing stored.
  // (Its words come with the page data; the booking message is written only by its code.)
  { name: "booking panel", file: /^\/booking-panel-/, text: "Hello, I would like to book:" },
];

/**
 * The first-load bundles of a built page: the `<script src>` tags of its HTML and its component's
 * chunk group (what Gatsby loads before the page renders and hydrates).
 */
export function firstLoadScripts(root, pagePath) {
  const htmlFile = path.join(root, pagePath.replace(/^\//, ""), "index.html");
  const html = fs.readFileSync(htmlFile, "utf8");
  return [...new Set([...scriptPathsFromHtml(html), ...pageChunkPaths(root, pagePath)])];
}

/** The names of the LAZY_CODE entries found in the given scripts (pathnames under root). */
export function lazyCodeIn(root, pathnames, entries = LAZY_CODE) {
  return entries
    .filter(({ file, text }) =>
      pathnames.some(
        (pathname) =>
          file.test(pathname) ||
          (text !== null && fs.readFileSync(path.join(root, pathname), "utf8").includes(text)),
      ),
    )
    .map(({ name }) => name);
}

/**
 * Opens `url` in a Playwright page (already sized to FIRST_VIEW_VIEWPORT, other hosts blocked),
 * waits until the network has been idle for 500 ms without scrolling or any input, and returns
 * every same-origin script it downloaded, lazy chunks included, with its gzip size (zlib level 6)
 * read from the built files under root.
 */
export async function firstViewScripts(page, url, root) {
  const origin = new URL(url).origin;
  const scripts = new Set();
  page.on("response", (response) => {
    const request = response.request();
    const responseUrl = new URL(response.url());
    if (request.resourceType() === "script" && responseUrl.origin === origin) {
      scripts.add(responseUrl.pathname);
    }
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const files = gzipSizes(root, [...scripts]);
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}
