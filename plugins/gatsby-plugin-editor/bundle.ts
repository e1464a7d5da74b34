import crypto from "crypto";
import fs from "fs";
import { createRequire } from "module";
import path from "path";
import webpack, { type Configuration } from "webpack";

// The editor's script, made from Sveltia CMS's npm package (`@sveltia/cms`, pinned in
// package.json) as its documentation says for a package installation: a script of ours imports it
// and starts it (./start.ts), and a bundler bundles the two. The package's prebuilt CDN bundle
// (dist/sveltia-cms.js) loads some of its parts from public CDNs when they are first needed: the
// WebP encoder among them, which a browser that can't encode WebP from a canvas (Safari, so every
// iPhone browser) asks for with each photo; the /admin/ policy refuses it, and the photo was then
// saved as a PNG many times larger. The npm package brings those parts with it instead (the WebP
// encoder and its WebAssembly, the HEIC decoder, its fonts, the interface's languages), and the
// bundle loads them from /admin/. Another host is asked only for GitHub's API and the owner's
// avatar, and for two things the /admin/ policy refuses: GitHub's status page, and the font CDN
// its stylesheet still names (the same fonts come from /admin/).

/** The folder of an installed package (found from its entry point: not every package exports its package.json). */
function packageRoot(repoRoot: string, name: string): string {
  let dir = path.dirname(createRequire(path.join(repoRoot, "package.json")).resolve(name));
  while (
    !fs.existsSync(path.join(dir, "package.json")) ||
    !dir.endsWith(name.split("/").join(path.sep))
  ) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the folder of the package ${name}`);
    dir = parent;
  }
  return dir;
}

/** The script that starts the editor, relative to the repository's root. */
const START = "plugins/gatsby-plugin-editor/start.ts";

/**
 * Every file of this repository the bundle is made from, and the lockfile (the versions of the
 * packages it bundles): a change to any of them makes a new bundle. __tests__/editor-reader.test.ts
 * checks that the script imports no other file of the repository.
 */
export const EDITOR_SOURCES = [
  START,
  "plugins/gatsby-plugin-editor/reader.ts",
  "plugins/gatsby-plugin-editor/refusals.ts",
  "plugins/gatsby-plugin-editor/field-notes.ts",
  "plugins/gatsby-plugin-editor/translation-marks.ts",
  "plugins/gatsby-plugin-editor/translation-notice.ts",
  "plugins/gatsby-plugin-editor/notice.ts",
  "plugins/gatsby-plugin-content/public-browser.ts",
  "plugins/gatsby-plugin-content/model/marks.ts",
  "shared/lib/map-place.ts",
  "shared/lib/locale.ts",
  "plugins/gatsby-plugin-content/model/yaml.ts",
  "plugins/gatsby-plugin-content/model/limits.ts",
  "plugins/gatsby-plugin-content/model/description.ts",
  "plugins/gatsby-plugin-editor/help.ts",
  "plugins/gatsby-plugin-editor/page-html.ts",
  "plugins/gatsby-plugin-editor/bundle.ts",
  "package-lock.json",
] as const;

/**
 * The script and the site's reader it imports are TypeScript, compiled by Babel's TypeScript
 * preset alone (the browsers that run the editor run today's JavaScript). gray-matter, which
 * splits a Markdown file in that reader, is written for Node.js: it keeps each file's text as a
 * `Buffer` too, which the browser gets from the `buffer` package (webpack's documented stand-in),
 * and reads files from disk when asked (`matter.read`), which the reader never does, so its `fs`
 * is left out.
 */
const OWN_CODE = {
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: "babel-loader",
        options: { babelrc: false, configFile: false, presets: ["@babel/preset-typescript"] },
      },
    ],
  },
  resolve: { extensions: [".ts", "..."], fallback: { fs: false } },
  plugins: [new webpack.ProvidePlugin({ Buffer: ["buffer", "Buffer"] })],
} satisfies Configuration;

/**
 * How webpack bundles it, apart from the folders. The package's code is minified already, so the
 * bundle is not minified again (which would take minutes for its 19 MB, about half of it the syntax
 * colouring's grammars, loaded only when needed). It is an ES module, as the package is:
 * `import.meta.url` is left for the browser, so each part (the WebAssembly, the HEIC worker) is
 * found beside the script that asks for it, and no folder of this computer ends up in the bundle.
 * Its files keep names that change with their content, as the site's own bundles do; the package
 * names its parts that way already.
 */
const OPTIONS = {
  mode: "production",
  experiments: { outputModule: true },
  module: { parser: { javascript: { importMeta: false } }, rules: OWN_CODE.module.rules },
  resolve: OWN_CODE.resolve,
  plugins: OWN_CODE.plugins,
  output: {
    module: true,
    filename: "editor.[contenthash:8].js",
    chunkFilename: "chunks/[contenthash:8].js",
    assetModuleFilename: "assets/[name][ext]",
    publicPath: "auto",
  },
  optimization: { minimize: false },
  performance: { hints: false },
  devtool: false,
} as const satisfies Configuration;

/**
 * The one warning webpack gives about the package, three times: the loaders of syntax colouring
 * that the interface library (@sveltia/ui) starts with name their files on a CDN by an expression.
 * The npm package replaces those loaders with its own at once, and webpack turns each of those
 * imports into one that fails, so none of them can ever ask a CDN.
 */
const EXPECTED_WARNINGS: NonNullable<Configuration["ignoreWarnings"]> = [
  {
    module: /@sveltia[\\/]cms[\\/]npm[\\/]index\.js$/,
    message: /^Critical dependency: the request of a dependency is an expression$/,
  },
];

export interface EditorBundle {
  version: string;
  /** The bundle's folder: the script, its chunks and its assets. */
  dir: string;
  /** The script the page loads, relative to `dir`. */
  script: string;
  /** The licences to serve beside the bundle: Sveltia CMS's and its fonts'. */
  licences: string[];
}

function runWebpack(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) return reject(error);
      // Any other warning (a new version of the package bringing something webpack can't place)
      // stops the build as an error does.
      if (stats?.hasErrors() || stats?.hasWarnings()) {
        return reject(
          new Error(
            `Bundling the editor (Sveltia CMS) failed:\n${stats.toString({ all: false, errors: true, warnings: true })}`,
          ),
        );
      }
      resolve();
    });
  });
}

/**
 * Removes the bundles beside `dir` made from other sources: 19 MB each, and never used again. A
 * bundle still being made (named with its process id after the key) is left alone.
 */
export function removeOtherBundles(dir: string): void {
  const finished = /^.+-[0-9a-f]{16}$/;
  for (const name of fs.readdirSync(path.dirname(dir))) {
    if (finished.test(name) && name !== path.basename(dir)) {
      fs.rmSync(path.join(path.dirname(dir), name), { recursive: true, force: true });
    }
  }
}

/** The script of the bundle in `dir`, if the folder holds one. */
const bundleScript = (dir: string): string | undefined =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir).find((name) => /^editor\.[0-9a-f]+\.js$/.test(name))
    : undefined;

/**
 * The editor's bundle for the installed @sveltia/cms, made once per version of it, of webpack and of
 * the files it is made from (EDITOR_SOURCES), and kept in Gatsby's cache folder (.cache/), from
 * which every later build of this checkout copies it.
 */
export async function editorBundle(repoRoot: string): Promise<EditorBundle> {
  const root = packageRoot(repoRoot, "@sveltia/cms");
  const { version } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
    version: string;
  };
  const hash = crypto
    .createHash("sha256")
    .update(JSON.stringify([version, webpack.version, OPTIONS]));
  for (const source of EDITOR_SOURCES) hash.update(fs.readFileSync(path.join(repoRoot, source)));
  const key = hash.digest("hex").slice(0, 16);
  const dir = path.join(repoRoot, ".cache", "editor-bundle", `${version}-${key}`);
  // When a change to gatsby-node, gatsby-browser or a plugin makes Gatsby clear its cache, it
  // deletes every file under .cache/ but leaves the folders: a folder without its script is
  // made again.
  if (!bundleScript(dir)) {
    fs.rmSync(dir, { recursive: true, force: true });
    // Made beside its place and moved there whole, so a build stopped halfway leaves nothing.
    const making = `${dir}.${process.pid}`;
    fs.rmSync(making, { recursive: true, force: true });
    await runWebpack({
      ...OPTIONS,
      context: repoRoot,
      entry: path.join(repoRoot, START),
      output: { ...OPTIONS.output, path: making },
      ignoreWarnings: EXPECTED_WARNINGS,
    });
    try {
      fs.renameSync(making, dir);
    } catch (error) {
      // Another build made the same bundle meanwhile.
      fs.rmSync(making, { recursive: true, force: true });
      if (!fs.existsSync(dir)) throw error;
    }
  }
  removeOtherBundles(dir);
  const script = bundleScript(dir);
  if (!script) throw new Error(`The editor's bundle in ${dir} has no script`);
  const assets = path.join(root, "npm", "assets");
  const licences = [
    path.join(root, "LICENSE.txt"),
    ...fs
      .readdirSync(assets)
      .filter((name) => name.endsWith(".LICENSE.txt"))
      .map((name) => path.join(assets, name)),
  ];
  return { version, dir, script, licences };
}
