import path from "path";

/**
 * The webpack rules that patch dependencies' built code for the browser bundle (see each loader):
 * Chakra's default theme kept out of the bundle, its style system built in steps and without
 * rebuilding the global CSS the server wrote, react-toastify's styles kept from restyling the page.
 * One list, used by gatsby-node's onCreateWebpackConfig and by the tests that build with it.
 * `repoRoot` is the repository's root (gatsby-node is compiled into .cache/ before it runs).
 */
export function dependencyPatchRules(repoRoot: string) {
  const loader = (name: string) => path.join(repoRoot, "gatsby", "webpack", `${name}.js`);
  return [
    {
      test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
      use: [loader("chakra-theme-pure-loader")],
    },
    {
      test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
      use: [loader("chakra-system-lazy-global-loader"), loader("chakra-system-steps-loader")],
    },
    {
      test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/,
      use: [loader("chakra-system-steps-loader")],
    },
    {
      test: /react-toastify[\\/]dist[\\/]index\.m?js$/,
      use: [loader("toastify-scoped-style-loader")],
    },
  ];
}
