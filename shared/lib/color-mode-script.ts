export const THEME_STORAGE_KEY = "theme";

/** The colour-mode script's element id: the build allows it by this name and its exact text. */
export const COLOR_MODE_SCRIPT_ID = "color-mode-script";

/** The attribute of the header's colour-mode button, which the script below answers. */
export const COLOR_MODE_TOGGLE_ATTRIBUTE = "data-color-mode-toggle";

/** The event the script sends on `document` after each change of mode (src/components/layout/color-mode.tsx). */
export const COLOR_MODE_EVENT = "colormodechange";

/** The class the script puts on <html>: the page's scripts run, so its script-only controls show. */
export const SCRIPTED_CLASS = "js";

/**
 * The attribute the script puts on <html> while a tap changes the mode, until the change is
 * painted: no colour fades then (src/styles/global.css), so a button's colours change with the
 * page's instead of fading after them, and the tap's frame starts no transitions.
 */
export const MODE_CHANGE_ATTRIBUTE = "data-mode-change";

// Runs in <head> before the body is parsed (gatsby-ssr.tsx), so the first paint already has the
// visitor's theme: the saved "theme" value, or the system preference when nothing is saved (and
// followed while nothing is saved). It also runs the header's colour-mode button, from the first
// paint, before the page's other scripts and without them: a tap flips the mode and saves it, and
// the button's aria-pressed says which mode is on; until the flip is painted, <html> carries
// MODE_CHANGE_ATTRIBUTE (it comes off in a task after the next frame). It listens in the capture
// phase: React stops a tap inside a part of the page it has not hydrated (the header never is) at
// its root, before the tap would bubble up to the document. With no script at all the button is hidden (it
// shows under the class above): it could do nothing.
// Written by hand as one small inline script for those reasons, and a fixed string, so the
// Content-Security-Policy allows it by hash. (next-themes renders its script through React, which
// Gatsby's Head manager re-inserts on the client with different minified text, so no hash can
// allow it; and it runs nothing before the page's scripts.)
export const COLOR_MODE_SCRIPT = `(function(){var k="${THEME_STORAGE_KEY}",r=document.documentElement,m=window.matchMedia("(prefers-color-scheme: dark)");function saved(){try{return localStorage.getItem(k)}catch(e){return null}}function show(){var d=r.classList.contains("dark");document.querySelectorAll("[${COLOR_MODE_TOGGLE_ATTRIBUTE}]").forEach(function(b){b.setAttribute("aria-pressed",String(d))})}function apply(d){r.classList.toggle("dark",d);r.classList.toggle("light",!d);r.style.colorScheme=d?"dark":"light";show();document.dispatchEvent(new Event("${COLOR_MODE_EVENT}"))}var s=saved();r.classList.add("${SCRIPTED_CLASS}");apply(s==="dark"||(s!=="light"&&m.matches));m.addEventListener("change",function(e){if(!saved())apply(e.matches)});document.addEventListener("DOMContentLoaded",show);document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[${COLOR_MODE_TOGGLE_ATTRIBUTE}]");if(!b)return;var d=!r.classList.contains("dark");r.setAttribute("${MODE_CHANGE_ATTRIBUTE}","");apply(d);requestAnimationFrame(function(){setTimeout(function(){r.removeAttribute("${MODE_CHANGE_ATTRIBUTE}")},0)});try{localStorage.setItem(k,d?"dark":"light")}catch(x){}},true)})();`;
