/** @jest-environment node */
import { createSystem as chakraCreateSystem, defaultBaseConfig } from "@chakra-ui/react";
import fs from "fs";
import os from "os";
import path from "path";
import webpack from "webpack";
import { dependencyPatchRules } from "../gatsby/webpack/dependency-patches";
import { siteConfig } from "../src/theme";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require("../gatsby/webpack/chakra-system-steps-loader.js") as (
  this: { resourcePath: string },
  source: string,
) => string;

type CreateSystem = typeof chakraCreateSystem & {
  steps: (...configs: Parameters<typeof chakraCreateSystem>) => Generator<unknown, unknown>;
};

const repoRoot = path.resolve(__dirname, "..");
const styledSystem = path.join(repoRoot, "node_modules/@chakra-ui/react/dist/esm/styled-system");

/** Chakra's createSystem as the browser bundle has it: built by webpack with the site's rules. */
async function bundledCreateSystem(): Promise<CreateSystem> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "chakra-steps-"));
  const entry = path.join(dir, "entry.js");
  fs.writeFileSync(
    entry,
    `export { createSystem } from ${JSON.stringify(path.join(styledSystem, "system.js"))};\n`,
  );
  const compiler = webpack({
    mode: "none",
    target: "node",
    entry,
    context: repoRoot,
    output: { path: dir, filename: "bundle.js", library: { type: "commonjs2" } },
    module: { rules: dependencyPatchRules(repoRoot) },
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(path.join(dir, "bundle.js")) as { createSystem: CreateSystem }).createSystem;
}

/** Runs a steps generator to the end: what it returns, and how many times it paused. */
function runSteps<T>(steps: Generator<unknown, T>): { value: T; pauses: number } {
  let pauses = 0;
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return { value: step.value, pauses };
    pauses += 1;
  }
}

describe("Chakra's createSystem in the browser bundle", () => {
  let createSystem: CreateSystem;
  beforeAll(async () => {
    createSystem = await bundledCreateSystem();
  }, 120000);

  it("can be run a stage at a time: it pauses many times before returning the system", () => {
    const { value, pauses } = runSteps(createSystem.steps(defaultBaseConfig, siteConfig));
    // The token stages, the views in slices of 64 tokens (the site has about 400), the utility,
    // the token map.
    expect(pauses).toBeGreaterThanOrEqual(12);
    expect((value as { $$chakra?: boolean }).$$chakra).toBe(true);
  });

  it("builds the same system as Chakra's own createSystem, step by step or in one go", () => {
    const original = chakraCreateSystem(defaultBaseConfig, siteConfig);
    const stepwise = runSteps(createSystem.steps(defaultBaseConfig, siteConfig))
      .value as typeof original;
    const inOneGo = createSystem(defaultBaseConfig, siteConfig);

    const styles = [
      { color: "fg.muted", px: 4, py: "2", _hover: { bg: "accent.subtle" } },
      { boxShadow: "md", borderRadius: "l2", fontFamily: "heading", textStyle: "eyebrow" },
      {
        display: { base: "none", md: "flex" },
        gap: [2, 4],
        colorPalette: "brand",
        bg: "colorPalette.500",
      },
      { animation: "header-in 0.4s ease-out", _dark: { color: "brand.200" } },
    ];
    for (const system of [stepwise, inOneGo]) {
      expect(system.getTokenCss()).toEqual(original.getTokenCss());
      expect(system.getGlobalCss()).toEqual(original.getGlobalCss());
      expect(system._global).toEqual(original._global);
      for (const style of styles) expect(system.css(style)).toEqual(original.css(style));
      expect(system.token("colors.brand.500")).toBe(original.token("colors.brand.500"));
      expect(system.tokens.allTokens).toHaveLength(original.tokens.allTokens.length);
      expect([...system.tokens.colorPaletteMap.keys()]).toEqual([
        ...original.tokens.colorPaletteMap.keys(),
      ]);
      expect(system.isValidProperty("textStyle")).toBe(true);
    }
  });
});

describe("chakra-system-steps-loader", () => {
  it("fails the build, naming the file, when Chakra's code no longer matches", () => {
    const resourcePath = path.join(styledSystem, "system.js");
    expect(() => loader.call({ resourcePath }, "function createSystem() { return {}; }\n")).toThrow(
      /chakra-system-steps-loader: no match .* in .*system\.js\. Chakra changed createSystem: update gatsby\/webpack\/chakra-system-steps-loader\.js/,
    );
  });

  it("refuses a file it has no patches for", () => {
    expect(() => loader.call({ resourcePath: "/x/css.js" }, "")).toThrow(/can't patch/);
  });
});
