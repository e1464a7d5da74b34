// Webpack loader for @chakra-ui/react's dist/esm/styled-system/system.js.
//
// createSystem() builds the page's global CSS up front (`const _global = [getPreflightCss(),
// getGlobalCss(), getTokenCss()]`): every token turned into a CSS variable and run through the
// style engine. In the browser that is more than half of createSystem's time, in the one long task
// that starts the site, and the result is only read by <ChakraProvider> to render the same
// global styles the server already put into the HTML (see src/components/layout/root-provider.tsx).
// This loader makes `_global` a getter computed on first read, so a browser that never reads it
// never pays for it. `gatsby develop` (no server HTML) and the server build still read it.
//
// If a Chakra upgrade changes the code, the build fails here instead of silently going slow again.
const patchSource = require("./patch-source");

const EAGER = "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n";
const LAZY =
  "let _globalCss;\n" +
  "const getGlobal = () => _globalCss ?? (_globalCss = [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n";
const FIELD = /\n(\s*)_global,\n/;

module.exports = function chakraSystemLazyGlobalLoader(source) {
  return patchSource(
    source,
    [
      { find: EAGER, replace: LAZY },
      {
        find: FIELD,
        replace: (_match, indent) =>
          `\n${indent}get _global() {\n${indent}  return getGlobal();\n${indent}},\n`,
      },
    ],
    {
      loader: "chakra-system-lazy-global-loader",
      resourcePath: this.resourcePath,
      changed: "Chakra changed createSystem",
    },
  );
};
