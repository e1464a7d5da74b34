// The build half of the start-up layer: Gatsby's bundle tags become one loader that adds them
// after the first frame (defer-bundles.ts). Gatsby runs every plugin's onPostBuild in the order
// of gatsby-config's plugin list and the site's own gatsby-node.ts last, so this rewrites the
// HTML before the site's onPostBuild takes the Content-Security-Policy's script hashes from it.
import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { Compilation } from "webpack";
import { COMPILE_HINT } from "./compile-hint";
import { deferBundles, htmlFileOf } from "./defer-bundles";

// The browser bundles' webpack settings, through Gatsby's onCreateWebpackConfig:
// - the compile hint as each script's first line, added after minification (which would drop it)
//   and before the source maps and the content hashes are made, so both account for it;
// - Gatsby's own service-worker registration left out: production-app.js requires it only when a
//   plugin's `registerServiceWorker` returns true, and none does (the site's worker is registered
//   by src/lib/offline-worker.ts). A plugin that did would now fail at start-up, loudly;
// - Partytown's browser integration left out (webpack's documented `resolve.alias` to `false`: an
//   empty module). Gatsby always lists its internal partytown plugin among the browser's plugins,
//   whose gatsby-browser.js requires the integration at once but calls it only under `gatsby
//   develop` (in a production build, off-main-thread scripts are written by the server; a contract
//   test, __tests__/startup-contracts.test.ts, fails if that changes). Left in, it was 888 B gzip
//   of every page's first view.
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  plugins,
}) => {
  if (stage !== "build-javascript") return;
  actions.setWebpackConfig({
    resolve: { alias: { "@builder.io/partytown/integration": false } },
    plugins: [
      plugins.banner({
        banner: COMPILE_HINT,
        raw: true,
        test: /\.js$/,
        stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
      }),
      plugins.ignore({
        resourceRegExp: /^\.\/register-service-worker$/,
        contextRegExp: /[\\/]\.cache$/,
      }),
    ],
  });
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<{ allSitePage: { nodes: { path: string }[] } }>(`
    query StartupPluginPages {
      allSitePage {
        nodes {
          path
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("gatsby-plugin-startup: could not list the built pages", result.errors);
    return;
  }
  // The build's output in the site's folder, where Gatsby runs (this layer reads nothing of the
  // content plugin, so it can be left out on its own).
  const publicDir = path.join(process.cwd(), "public");
  for (const { path: pagePath } of result.data.allSitePage.nodes) {
    const file = path.join(publicDir, htmlFileOf(pagePath));
    // Gatsby's development 404 page has no file in a build.
    if (!fs.existsSync(file)) continue;
    try {
      fs.writeFileSync(file, deferBundles(fs.readFileSync(file, "utf8"), htmlFileOf(pagePath)));
    } catch (error) {
      reporter.panicOnBuild(String(error instanceof Error ? error.message : error));
    }
  }
};
