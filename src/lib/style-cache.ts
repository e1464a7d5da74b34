import createCache, { type EmotionCache } from "@emotion/cache";

/**
 * The attribute on each <style> the server writes into <head>: the Emotion cache key and the ids of
 * the rules inside ("css 1x2y3z 4a5b6c", or "css-global …" for Chakra's global CSS).
 *
 * Not Emotion's own `data-emotion`: Emotion looks for tags by that name when the browser's cache
 * is created, and moves each one it finds (remove, insert again at the end of <head>). Every move
 * replaces a style sheet, so the browser restyles and lays out the whole page once more, 40-50 ms
 * of a slow phone's start-up on /services/, for tags that were already in place.
 */
export const SERVER_STYLES_ATTRIBUTE = "data-server-styles";

/** Emotion's cache key, the prefix of every class name: the same on the server and in the browser. */
export const STYLE_CACHE_KEY = "css";

export interface ServerStyles {
  /** A cache that knows every rule the server wrote, so it doesn't insert them again. */
  cache: EmotionCache;
  /** Whether the server wrote the global CSS (reset, global styles, token variables). */
  hasGlobals: boolean;
}

/** What the server wrote into the page's <head>; undefined for a page without (gatsby develop). */
export function readServerStyles(doc: Document | undefined): ServerStyles | undefined {
  const tags = doc?.querySelectorAll(`style[${SERVER_STYLES_ATTRIBUTE}]`) ?? [];
  if (tags.length === 0) return undefined;
  // Emotion's own prefixer for the few rules only the browser renders: the server's trimmed one
  // (src/lib/css-prefixes.ts) would add stylis' prefix tables, 3 kB gzip, to the first load.
  const cache = createCache({ key: STYLE_CACHE_KEY });
  let hasGlobals = false;
  for (const tag of tags) {
    const [key, ...ids] = (tag.getAttribute(SERVER_STYLES_ATTRIBUTE) ?? "").split(" ");
    if (key === `${cache.key}-global`) hasGlobals = true;
    // As Emotion does for its own tags: the rules of the cache's key count as inserted.
    if (key === cache.key) for (const id of ids) cache.inserted[id] = true;
  }
  return { cache, hasGlobals };
}
