// The detail of Emotion this plugin relies on, named once. It has a contract test
// (__tests__/startup-contracts.test.ts) that fails with a plain message when an upgrade changes it.

/**
 * Emotion's cache, when created in the browser, moves every `style[data-emotion]` to the end of
 * `<head>`, except those that also carry `data-s` (@emotion/cache, "hydrate" step).
 */
export const EMOTION_KEEP_IN_PLACE_ATTRIBUTE = "data-s";
