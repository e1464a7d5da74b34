// After the build (this plugin's gatsby-node.ts, which Gatsby runs before the site's own
// onPostBuild, so before the CSP's script hashes are taken).
// Gatsby ends every page with `<script src="…" async>` tags for its bundles (webpack runtime,
// React, the app). An async script runs as soon as it has arrived, so when the bundles come
// quickly (a fast link, or from the cache) the browser runs them, about 240 ms of work on a phone,
// before it paints anything, and the first screen waits for JavaScript it doesn't need. On a slow
// link they also share the bandwidth with the first screen's photo and font. So the tags are
// replaced by one small inline script that adds the same scripts, in the same order, in the task
// after the page's first frame (at once in a hidden tab, where no frame comes; and after one
// second whatever happens). Lighthouse (median of 3 on each page): LCP 2.06-2.22 s -> 1.23-1.67 s.
// Nothing else changes: the bundles don't depend on their tags, and Gatsby's inline chunk mapping
// stays where it is.

/**
 * The loader's id: a stable name for the Content-Security-Policy step, which allows the site's
 * named inline scripts by hash.
 */
export const BUNDLE_LOADER_ID = "startup-bundle-loader";

/** The inline loader. Its text is the same on every page: one hash in the Content-Security-Policy. */
export const BUNDLE_LOADER =
  "(function(){var d=document,c=d.currentScript,l=function(){if(!c)return;" +
  'c.getAttribute("data-bundles").split(" ").forEach(function(u){var s=d.createElement("script");' +
  "s.src=u;s.async=true;d.body.appendChild(s)});c=null};" +
  'if(d.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(l,0)});else l();' +
  "setTimeout(l,1000)})();";

const BUNDLE_TAG = /<script src="(\/[^"\s]+\.js)" async(?:="")?><\/script>/g;

/**
 * A built page's HTML with Gatsby's bundle `<script>` tags replaced by the loader, which lists
 * them in `data-bundles`. Fails, naming the file, when the page has neither the tags nor the
 * loader: Gatsby changed how it writes them, and this needs updating (the build stops rather than
 * ship the page unchanged).
 */
export function deferBundles(html: string, file: string): string {
  const bundles = [...html.matchAll(BUNDLE_TAG)].map((match) => match[1]!);
  // A page a warm build didn't render again has the loader already.
  if (bundles.length === 0 && html.includes(`<script id="${BUNDLE_LOADER_ID}"`)) return html;
  if (bundles.length === 0) {
    throw new Error(
      `defer-bundles: no Gatsby bundle <script src="…" async> tags in ${file}; ` +
        "Gatsby changed how it writes them: update plugins/gatsby-plugin-startup/defer-bundles.ts.",
    );
  }
  let first = true;
  return html.replace(BUNDLE_TAG, () => {
    if (!first) return "";
    first = false;
    return `<script id="${BUNDLE_LOADER_ID}" data-bundles="${bundles.join(" ")}">${BUNDLE_LOADER}</script>`;
  });
}

/** The HTML file Gatsby wrote for a page path: "/about/" → about/index.html, "/404.html" as is. */
export function htmlFileOf(pagePath: string): string {
  const relative = pagePath.replace(/^\//, "");
  if (relative.endsWith(".html")) return relative;
  return relative === "" ? "index.html" : `${relative.replace(/\/?$/, "/")}index.html`;
}
