import fs from "fs";
import path from "path";
import type { Compiler } from "webpack";

// The scripts and stylesheets this build's browser bundles are made of, as webpack emitted them,
// for the offline worker's precache (./service-worker.ts). public/ also holds every earlier
// build's: Gatsby never removes a script from it (a page still open from before a deploy may ask
// for one), and a host that keeps public/ between builds (Netlify: Gatsby's adapter restores
// .cache/ and public/) gathers them deploy after deploy. A glob of public/ would have every
// visitor's phone download all of them once. Gatsby's own lists (webpack.stats.json,
// chunk-map.json) name only the named chunks, not the shared ones webpack splits off, so the
// list is taken from webpack's compilation itself, by a plugin Gatsby's onCreateWebpackConfig adds
// (gatsby-node.ts).

/** Where the list is written: in Gatsby's cache folder, not in the deployed public/. */
export const buildAssetsFile = (siteDir: string): string =>
  path.join(siteDir, ".cache", "offline", "build-assets.json");

/** A script or stylesheet of the bundles, at public/'s top (their source maps and licence notes are not). */
export const BUNDLE_FILE = /^[^/]+\.(?:js|css)$/;

/** Writes the names of the scripts and stylesheets each browser build emits into `file`. */
export class BuildAssetsPlugin {
  constructor(private readonly file: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap("BuildAssetsPlugin", (compilation) => {
      const names = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => BUNDLE_FILE.test(name))
        .sort();
      fs.mkdirSync(path.dirname(this.file), { recursive: true });
      fs.writeFileSync(this.file, `${JSON.stringify(names, null, 2)}\n`);
    });
  }
}

/**
 * The scripts and stylesheets the last browser build emitted (names in public/); an error naming
 * the file when there is no list (the build's webpack step did not run with the plugin).
 */
export function readBuildAssets(siteDir: string): string[] {
  const file = buildAssetsFile(siteDir);
  let names: unknown;
  try {
    names = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(
      `The offline worker needs the list of this build's scripts (${path.relative(siteDir, file)}), ` +
        `written by BuildAssetsPlugin in the build's webpack step: ${(error as Error).message}`,
    );
  }
  if (
    !Array.isArray(names) ||
    !names.every((name) => typeof name === "string" && BUNDLE_FILE.test(name))
  ) {
    throw new Error(`${path.relative(siteDir, file)} is not a list of script and stylesheet names`);
  }
  return names as string[];
}
