/**
 * An element with this attribute is rendered by the browser only when it is near the screen
 * (`content-visibility: auto`, src/styles/global.css): far from it, the browser skips its style,
 * layout and paint, and holds its place at the size it last had (at first, an estimate). On a
 * section's wrapper, which has no box of its own, it applies to the section inside.
 *
 * Chromium renders such an element once it is within one and a half screens of the screen, so a
 * visitor scrolling never meets an unrendered one; what it saves is the work on everything
 * further away: the first frame of a page, and every change that restyles the whole page (the
 * colour mode changes every element's colours). Its containment (layout, style, paint) clips what
 * the element paints outside its box and holds anything fixed to the screen inside it: only for
 * elements with room around their content and nothing fixed inside (scroll-through screenshots
 * with and without it are the same: __tests__/browser/offscreen.test.ts).
 */
export const SKIP_OFFSCREEN_ATTRIBUTE = "data-skip-offscreen";
