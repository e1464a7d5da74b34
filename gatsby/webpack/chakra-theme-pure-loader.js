// Webpack loader for @chakra-ui/react's dist/esm/theme/index.js.
//
// That module builds Chakra's whole default theme at load time (`const defaultThemeConfig =
// defineConfig({ ... recipes, slotRecipes ... })`, and `const semanticTokens = { ... }`). Webpack
// can't tell those initialisers are free of side effects, so it keeps them, and with them every
// component recipe and semantic token Chakra ships (about 20 kB gzip), even though the site
// imports only the few recipes it uses. Wrapping each initialiser in an arrow function called with
// a pure annotation lets webpack's inner-graph analysis drop what nothing uses.
//
// If a Chakra upgrade changes the code, the build fails here instead of silently shipping the
// extra kilobytes.
const patchSource = require("./patch-source");

const DECLARATIONS = [
  /const (defaultThemeConfig) = (defineConfig\(\{[\s\S]*?\n\}\));\n/,
  /const (semanticTokens) = (\{[\s\S]*?\n\});\n/,
];

module.exports = function chakraThemePureLoader(source) {
  return patchSource(
    source,
    DECLARATIONS.map((declaration) => ({
      find: declaration,
      replace: (_match, name, init) => `const ${name} = /* @__PURE__ */ (() => (${init}))();\n`,
    })),
    {
      loader: "chakra-theme-pure-loader",
      resourcePath: this.resourcePath,
      changed: "Chakra changed its theme module",
    },
  );
};
