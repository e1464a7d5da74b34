// Gatsby ends every page with `<script src="…" async>` tags for its bundles (webpack runtime,
// React, the app). The browser starts those downloads as soon as it reads the HTML, so on a slow
// link they share the bandwidth with the first screen's photo and font, and the page's largest
// paint waits for them. After the build, the tags are replaced by one small inline script that
// adds the same scripts (still async, in the same order) once the page has painted its first
// frame. Nothing else changes: the bundles don't depend on their tags, and Gatsby's inline chunk
// mapping stays where it is.

/** The inline loader. Its text is the same on every page (one hash in the Content-Security-Policy). */
export const BUNDLE_LOADER =
  "(function(){var d=document,c=d.currentScript,l=function(){if(!c)return;" +
  'c.getAttribute("data-bundles").split(" ").forEach(function(u){var s=d.createElement("script");' +
  "s.src=u;s.async=true;d.body.appendChild(s)});c=null};" +
  'if(d.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(l,0)});else l();' +
  "setTimeout(l,1000)})();";

const BUNDLE_TAG = /<script src="(\/[^"\s]+\.js)" async(?:="")?><\/script>/g;

/**
 * The page's HTML with Gatsby's bundle `<script>` tags replaced by the loader, which lists them in
 * `data-bundles`. Fails, naming the file, when a page has none (Gatsby changed how it writes them).
 */
export function deferBundleScripts(html: string, file: string): string {
  const bundles = [...html.matchAll(BUNDLE_TAG)].map((match) => match[1]!);
  if (bundles.length === 0) {
    throw new Error(
      `defer-scripts: no Gatsby bundle <script src="…" async> tags in ${file}; ` +
        "Gatsby changed how it writes them: update gatsby/defer-scripts.ts.",
    );
  }
  let first = true;
  return html.replace(BUNDLE_TAG, () => {
    if (!first) return "";
    first = false;
    return `<script data-bundles="${bundles.join(" ")}">${BUNDLE_LOADER}</script>`;
  });
}
