// Webpack loader for react-toastify's dist/index.mjs (and index.js).
//
// react-toastify writes its stylesheet into the page when its code loads: a <style> made the first
// child of <head>, starting with `:root { --toastify-… }`. Either is enough to make the browser
// restyle every element of the page (a new first sheet reorders all the others, and variables on
// :root are inherited by everything): about 100 ms at 4x CPU on /services/, while the page is
// still loading, for toasts nobody has raised yet.
//
// Here the variables are set on `.Toastify` (the element react-toastify renders around every toast)
// and the sheet is added after the page's own. Its rules then match nothing on the page until a
// toast shows, and the browser restyles nothing. The site's overrides in src/styles/global.css use
// two classes, so they still win.
//
// If a react-toastify upgrade changes the code, the build fails here instead of silently restyling.
const patchSource = require("./patch-source");

const PATCHES = [
  { find: /\(`:root\{--toastify-/, replace: "(`.Toastify{--toastify-" },
  {
    find: /(\w+)\.firstChild\?\1\.insertBefore\((\w+),\1\.firstChild\):\1\.appendChild\(\2\)/,
    replace: "$1.appendChild($2)",
  },
];

module.exports = function toastifyScopedStyleLoader(source) {
  return patchSource(source, PATCHES, {
    loader: "toastify-scoped-style-loader",
    resourcePath: this.resourcePath,
    changed: "react-toastify changed how it adds its styles",
  });
};
