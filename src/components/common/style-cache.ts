import createCache, { type EmotionCache } from "@emotion/cache";
import { SERVER_STYLE_ATTRIBUTE, STYLE_CACHE_KEY } from "../../../shared/lib/page-styles";

/**
 * The browser's Emotion cache, told which rules the server already wrote into the page.
 *
 * Emotion's own way to pick up server CSS (a `data-emotion` attribute) moves those `<style>`
 * elements to the end of `<head>` when its cache is created. Moving a stylesheet makes the browser
 * drop it and restyle and lay out the whole page again: a task of about 80-130 ms on a phone,
 * which nothing on screen needs. Written by hand because Emotion has no option to adopt server
 * CSS in place; it does the same as `hydrate(ids)` in Emotion's `@emotion/css` package: it marks
 * the names as inserted in the cache's public `inserted` record, so Emotion never writes those
 * rules twice.
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
