// The build half of the start-up layer: Gatsby's bundle tags become one loader that adds them
// after the first frame (defer-bundles.ts). Gatsby runs every plugin's onPostBuild in the order
// of gatsby-config's plugin list and the site's own gatsby-node.ts last, so this rewrites the
// HTML before the site's onPostBuild takes the Content-Security-Policy's script hashes from it.
import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { deferBundles, htmlFileOf } from "./defer-bundles";

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter, store }) => {
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
  const { program } = store.getState() as { program: { directory: string } };
  const publicDir = path.join(program.directory, "public");
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
