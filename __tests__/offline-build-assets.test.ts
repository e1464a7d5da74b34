/**
 * @jest-environment node
 */
// The list of a browser build's scripts and stylesheets the offline worker precaches
// (gatsby/offline/build-assets.ts), made by its webpack plugin on a real webpack build: the
// shared chunks webpack splits off under a number are in it, as Gatsby's own lists leave them out.
import fs from "fs";
import os from "os";
import path from "path";
import webpack from "webpack";
import {
  BuildAssetsPlugin,
  buildAssetsFile,
  readBuildAssets,
} from "../gatsby/offline/build-assets";

function compile(config: webpack.Configuration): Promise<void> {
  return new Promise((resolve, reject) =>
    webpack(config, (error, stats) =>
      error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString())) : resolve(),
    ),
  );
}

describe("the browser build's list of scripts (BuildAssetsPlugin)", () => {
  let site = "";
  beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), "build-assets-"));
  });
  afterEach(() => fs.rmSync(site, { recursive: true, force: true }));

  it("names every script the build emitted, the split-off chunks too, and no source map", async () => {
    const src = path.join(site, "src");
    fs.mkdirSync(src);
    fs.writeFileSync(path.join(src, "app.js"), 'import("./later.js").then((m) => m.default);\n');
    fs.writeFileSync(path.join(src, "later.js"), "export default 1;\n");
    const publicDir = path.join(site, "public");
    // An earlier build's script, left in public/: not this build's.
    fs.mkdirSync(publicDir);
    fs.writeFileSync(path.join(publicDir, "app-0123456789abcdef0123.js"), "");
    await compile({
      mode: "production",
      context: site,
      entry: { app: "./src/app.js" },
      output: {
        path: publicDir,
        filename: "[name]-[contenthash].js",
        chunkFilename: "[id]-[contenthash].js",
      },
      devtool: "source-map",
      plugins: [new BuildAssetsPlugin(buildAssetsFile(site))],
    });
    const names = readBuildAssets(site);
    expect(names).toHaveLength(2);
    expect(names).toContainEqual(expect.stringMatching(/^app-[0-9a-f]{20}\.js$/));
    expect(names).toContainEqual(expect.stringMatching(/^\d+-[0-9a-f]{20}\.js$/));
    expect(names).not.toContain("app-0123456789abcdef0123.js");
    for (const name of names) expect(fs.existsSync(path.join(publicDir, name))).toBe(true);
  });

  it("stops with the file named when a build wrote no list", () => {
    expect(() => readBuildAssets(site)).toThrow(
      /the list of this build's scripts \(\.cache\/offline\/build-assets\.json\)/,
    );
  });
});
