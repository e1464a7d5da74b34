// The language a visitor chose with the header's switch, kept for their next visit. It only ever
// sends someone who opens the English home page directly (typed, or from a bookmark: no referring
// page, a fresh navigation) to the home page in their language. A crawler keeps nothing, and a
// visitor who followed a link (from a search result, a message, another page) lands where it led.
//
// Written by hand as one small inline script in <head> (gatsby-ssr.tsx), like the colour-mode
// script, rather than as React code: it costs the first-view bundle nothing (every page carries the
// switch, and that budget is tight), it redirects before the English home page paints, and it
// records a choice made before the page's scripts have run. It listens in the capture phase: React
// stops a tap inside a part of the page it has not hydrated (the header never is) at its root. A fixed string, so the
// Content-Security-Policy allows it by hash (gatsby/inline-scripts.ts).
import { DEFAULT_LOCALE, LOCALE_CHOICE_ATTRIBUTE, LOCALES, localePath } from "./locale";

export const LOCALE_CHOICE_KEY = "immeasure-language";

/** The script's element id: the build allows it by this name and its exact text. */
export const LOCALE_CHOICE_SCRIPT_ID = "locale-choice-script";

/** Each other language's home page, where a remembered choice sends a direct visit to "/". */
const HOMES = Object.fromEntries(
  LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [
    locale,
    localePath("/", locale),
  ]),
);

// Navigation Timing's type is "navigate" for a typed address or a bookmark ("reload" and
// "back_forward" leave the visitor where they were). Storage that is blocked throws: then nothing
// is kept and nobody is sent anywhere.
export const LOCALE_CHOICE_SCRIPT = `(function(){var k=${JSON.stringify(LOCALE_CHOICE_KEY)},h=${JSON.stringify(HOMES)};try{var s=localStorage.getItem(k),n=performance.getEntriesByType("navigation")[0];if(location.pathname==="/"&&document.referrer===""&&(!n||n.type==="navigate")&&Object.prototype.hasOwnProperty.call(h,s))location.replace(h[s])}catch(e){}document.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest("a[${LOCALE_CHOICE_ATTRIBUTE}]");if(a)try{localStorage.setItem(k,a.getAttribute("${LOCALE_CHOICE_ATTRIBUTE}"))}catch(x){}},true)})();`;
