/**
 * On a section's wrapper (which has no box of its own): the section inside is rendered by the
 * browser only when it is near the screen (`content-visibility: auto`, src/styles/global.css).
 * Far from it, the browser skips its style, layout and paint, and holds its place at the size it
 * last had (at first, an estimate).
 *
 * Chromium renders such a section once it is within one and a half screens of the screen, so a
 * visitor scrolling meets it rendered unless a fling outruns the page's next frames; what it saves
 * is the work on everything further away: the first frames of a page, and every change that
 * restyles the whole page (the colour mode changes every element's colours). Its containment
 * (layout, style, paint) clips what the section paints outside its box and holds anything fixed
 * to the screen inside it: only for sections with room around their content and nothing fixed
 * inside (scroll-through screenshots with and without it are the same:
 * __tests__/browser/offscreen.test.ts). While skipped, what it holds has no layout: `innerText`
 * reads nothing there, and an IntersectionObserver's entry for an element inside gives no place.
 */
export const SKIP_OFFSCREEN_ATTRIBUTE = "data-skip-offscreen";
