// The comparison site for `npm run bench`: Gatsby 5 and React with one page and nothing else, built
// with the same Gatsby version and options as the real site, so the benchmark can say how much
// JavaScript the real home page adds on top of what every Gatsby page ships.
module.exports = {
  trailingSlash: "always",
  jsxRuntime: "automatic",
};
