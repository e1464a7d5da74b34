export const THEME_STORAGE_KEY = "theme";

/** The colour-mode script's element id: the build allows it by this name and its exact text. */
export const COLOR_MODE_SCRIPT_ID = "color-mode-script";

// Runs in <head> before the body is parsed (gatsby-ssr.tsx), so the first paint already has the
// visitor's theme: the saved "theme" value, or the system preference when nothing is saved.
// A fixed string, so the Content-Security-Policy allows it by hash. (next-themes renders its script
// through React, which Gatsby's Head manager re-inserts on the client with different minified
// text, so no hash can allow it.)
export const COLOR_MODE_SCRIPT = `(function(){try{var s=localStorage.getItem("${THEME_STORAGE_KEY}");var d=s==="dark"||(s!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);var r=document.documentElement;r.classList.toggle("dark",d);r.classList.toggle("light",!d);r.style.colorScheme=d?"dark":"light"}catch(e){}})();`;
