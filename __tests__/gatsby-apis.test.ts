/** @jest-environment node */
// Every gatsby-node, gatsby-ssr and gatsby-browser file of the site and its plugins exports only
// Gatsby's APIs of its kind: Gatsby reports any other export as an error ("is using the API …
// which is not a known API") at the start of every build. The lists are the ones Gatsby publishes
// with its package (apis.json, which gatsby-plugin-utils reads to check plugins).
import fs from "fs";
import path from "path";

const ROOT = path.resolve(__dirname, "..");
// eslint-disable-next-line @typescript-eslint/no-require-imports
const APIS = require("gatsby/apis.json") as Record<"node" | "ssr" | "browser", object>;

const KINDS = [
  { kind: "node", file: "gatsby-node.ts" },
  { kind: "ssr", file: "gatsby-ssr.tsx" },
  { kind: "browser", file: "gatsby-browser.tsx" },
] as const;

const files = KINDS.flatMap(({ kind, file }) =>
  [
    file,
    ...fs
      .readdirSync(path.join(ROOT, "plugins"))
      .map((plugin) => path.join("plugins", plugin, file)),
  ]
    .filter((found) => fs.existsSync(path.join(ROOT, found)))
    .map((found) => ({ kind, file: found, known: Object.keys(APIS[kind]) })),
);

describe("Gatsby's API files", () => {
  it("are found: the site's and each plugin's", () => {
    expect(files.map(({ file }) => file)).toEqual(
      expect.arrayContaining([
        "gatsby-node.ts",
        "gatsby-ssr.tsx",
        "gatsby-browser.tsx",
        "plugins/gatsby-plugin-content/gatsby-node.ts",
        "plugins/gatsby-plugin-editor/gatsby-node.ts",
        "plugins/gatsby-plugin-startup/gatsby-node.ts",
        "plugins/gatsby-plugin-page-styles/gatsby-ssr.tsx",
        "plugins/gatsby-plugin-startup/gatsby-browser.tsx",
      ]),
    );
    expect(APIS.node).toHaveProperty("onCreateWebpackConfig");
    expect(APIS.ssr).toHaveProperty("onRenderBody");
    expect(APIS.browser).toHaveProperty("wrapRootElement");
  });

  it.each(files)("$file exports only Gatsby's $kind APIs", async ({ file, known }) => {
    // "__esModule" is the compiler's mark on a module's exports, not an export of ours.
    const exported = Object.keys((await import(path.join(ROOT, file))) as object).filter(
      (name) => name !== "__esModule",
    );
    expect(exported.length).toBeGreaterThan(0);
    expect(exported.filter((name) => !known.includes(name))).toEqual([]);
  });
});
