/** @jest-environment node */
// Every gatsby-node.ts of the site and its plugins exports only Gatsby's node APIs: Gatsby reports
// any other export as an error ("is using the API … which is not a known API") at the start of
// every build. The list is the one Gatsby publishes with its package (apis.json, which
// gatsby-plugin-utils reads to check plugins).
import fs from "fs";
import path from "path";

const ROOT = path.resolve(__dirname, "..");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const KNOWN = Object.keys((require("gatsby/apis.json") as { node: object }).node);

const files = [
  "gatsby-node.ts",
  ...fs
    .readdirSync(path.join(ROOT, "plugins"))
    .map((plugin) => path.join("plugins", plugin, "gatsby-node.ts"))
    .filter((file) => fs.existsSync(path.join(ROOT, file))),
];

describe("gatsby-node files", () => {
  it("are found: the site's and each plugin's", () => {
    expect(files).toEqual(
      expect.arrayContaining([
        "gatsby-node.ts",
        "plugins/gatsby-plugin-content/gatsby-node.ts",
        "plugins/gatsby-plugin-editor/gatsby-node.ts",
        "plugins/gatsby-plugin-startup/gatsby-node.ts",
      ]),
    );
    expect(KNOWN).toEqual(expect.arrayContaining(["onPreInit", "onCreateWebpackConfig"]));
  });

  it.each(files)("%s exports only Gatsby's node APIs", async (file) => {
    // "__esModule" is the compiler's mark on a module's exports, not an export of ours.
    const exported = Object.keys((await import(path.join(ROOT, file))) as object).filter(
      (name) => name !== "__esModule",
    );
    expect(exported.length).toBeGreaterThan(0);
    expect(exported.filter((name) => !KNOWN.includes(name))).toEqual([]);
  });
});
