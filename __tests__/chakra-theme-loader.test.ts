/** @jest-environment node */
import fs from "fs";
import path from "path";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require("../gatsby/webpack/chakra-theme-pure-loader.js") as (
  this: { resourcePath: string },
  source: string,
) => string;

const themeModule = path.resolve(
  __dirname,
  "../node_modules/@chakra-ui/react/dist/esm/theme/index.js",
);
const run = (source: string) => loader.call({ resourcePath: themeModule }, source);

describe("chakra-theme-pure-loader", () => {
  it("marks the installed Chakra's default theme and semantic tokens as pure", () => {
    const out = run(fs.readFileSync(themeModule, "utf8"));
    expect(out).toContain("const defaultThemeConfig = /* @__PURE__ */ (() => (defineConfig({");
    expect(out).toContain("const semanticTokens = /* @__PURE__ */ (() => ({");
    // Still valid JavaScript with the same exports.
    expect(() => new Function(out.replace(/^(import|export) .*$/gm, ""))).not.toThrow();
    expect(out.match(/^export \{.*\};$/m)?.[0]).toBe(
      fs.readFileSync(themeModule, "utf8").match(/^export \{.*\};$/m)?.[0],
    );
  });

  it("fails the build, naming the file, when Chakra's theme module no longer matches", () => {
    expect(() => run("const defaultThemeConfig = createConfig({});\nexport { x };\n")).toThrow(
      /chakra-theme-pure-loader: .*theme\/index\.js.*update gatsby\/webpack/,
    );
  });
});
