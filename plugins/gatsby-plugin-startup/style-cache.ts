import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * The attribute on the server-rendered `<style>` in `<head>` that holds the page's component CSS
 * (gatsby-ssr.tsx): the names of the rules in it, separated by spaces.
 */
export const SERVER_STYLE_ATTRIBUTE = "data-ssr-css";

/** The Emotion cache's key on the server and in the browser: the class names start with it. */
export const STYLE_CACHE_KEY = "css";

/**
 * The browser's Emotion cache, told which rules the server already wrote into the page.
 *
 * Emotion's own way to pick up server CSS (a `data-emotion` attribute) moves those `<style>`
 * elements to the end of `<head>` when its cache is created. Moving a stylesheet makes the browser
 * drop it and restyle and lay out the whole page again: a task of about 80-130 ms on a phone while
 * the page loads (measured with the CPU slowed 4 times), which nothing on screen needs. Written by
 * hand because Emotion has no option to adopt server CSS in place; it does the same as
 * `hydrate(ids)` in Emotion's `@emotion/css` package: it marks the names as inserted in the
 * cache's public `inserted` record, so Emotion never writes those rules twice.
 */
export function createBrowserStyleCache(): EmotionCache {
  const cache = createCache({ key: STYLE_CACHE_KEY });
  for (const style of document.querySelectorAll(`style[${SERVER_STYLE_ATTRIBUTE}]`)) {
    for (const name of (style.getAttribute(SERVER_STYLE_ATTRIBUTE) ?? "").split(" ")) {
      if (name) cache.inserted[name] = true;
    }
  }
  return cache;
}
