// What the server writes of the styles into each page (plugins/gatsby-plugin-page-styles) and the
// browser's style runtime reads back (src/components/layout/style-runtime.tsx), named once.

/** Emotion's cache key on the server and in the browser: the class names start with it. */
export const STYLE_CACHE_KEY = "css";

/**
 * The attribute on the server-rendered `<style>` in `<head>` that holds the page's component CSS:
 * the names of the rules in it, separated by spaces.
 */
export const SERVER_STYLE_ATTRIBUTE = "data-ssr-css";

/** The `<style>` that holds Chakra's global CSS in every page's <head>. */
export const GLOBAL_CSS_ID = "chakra-global-css";
