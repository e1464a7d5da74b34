// Where the browser's Chakra UI and Emotion code goes, through Gatsby's onCreateWebpackConfig.
import type { GatsbyNode } from "gatsby";

/** Chakra UI, what it is built on, Emotion, and the site's theme: the style runtime's code. */
const STYLE_RUNTIME_CODE =
  /[\\/](node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss)|shared[\\/]theme)[\\/]/;

// Gatsby's own grouping puts a module that every page's chunks use, the lazily loaded ones
// included (its `commons` group), into one chunk that every page loads with its own first: with
// each section's code fetched only when the section renders (src/components/common/lazy-part.ts),
// that would be Chakra and Emotion, and the components every section shares, on every page's
// first view, for sections that never render. Here Chakra, Emotion and the theme are one chunk of
// their own, loaded with the first section that renders (a cache group of higher priority than
// Gatsby's, for the lazily loaded chunks only), and Gatsby's `commons` takes only from the pages'
// own chunks. webpack's `splitChunks` is the documented control, merged into Gatsby's settings by
// `setWebpackConfig`.
// A page's own chunk, as Gatsby names it ("component---src-pages-…"), not a part it loads lazily.
const isPageChunk = (chunk: { name?: string | null }) =>
  chunk.name?.startsWith("component---") ?? false;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    optimization: {
      splitChunks: {
        cacheGroups: {
          styleRuntime: {
            test: STYLE_RUNTIME_CODE,
            name: "chakra",
            chunks: "async",
            priority: 30,
            enforce: true,
          },
          commons: { chunks: (chunk: { name?: string | null }) => isPageChunk(chunk) },
        },
      },
    },
  });
};
