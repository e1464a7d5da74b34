// The detail of Gatsby this plugin relies on, named once. It has a contract test
// (__tests__/startup-contracts.test.ts) that fails with a plain message when an upgrade changes it.

/** The element Gatsby's router renders every page into (gatsby/cache-dir/root.js). */
export const FOCUS_WRAPPER_ID = "gatsby-focus-wrapper";
