/** @jest-environment node */
// Every gatsby-node.ts of the site and its plugins exports only Gatsby's node APIs: Gatsby reports
// any other export as an error ("is using the API … which is not a known API") at the start of
// every build. The list is the one Gatsby checks against (its api-node-docs module).
import fs from "fs";
import path from "path";

const ROOT = path.resolve(__dirname, "..");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const KNOWN = Object.keys(require("gatsby/dist/utils/api-node-docs") as object);

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
    const exported = Object.keys((await import(path.join(ROOT, file))) as object);
    expect(exported.length).toBeGreaterThan(0);
    expect(exported.filter((name) => !KNOWN.includes(name))).toEqual([]);
  });
});
