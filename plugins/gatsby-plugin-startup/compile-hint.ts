// Its own file: a gatsby-node.ts may export only Gatsby's APIs (Gatsby names any other export as
// an unknown API).

/**
 * V8's explicit compile hint (Chrome 136+, v8.dev/blog/explicit-compile-hints): a script whose
 * first line is this comment has every function compiled eagerly, on a background thread while it
 * downloads, instead of each one on the main thread when first called. Nearly all of the site's
 * bundles run at start-up or when their part appears (React, Gatsby's runtime, the style system,
 * the page). Other browsers read a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
