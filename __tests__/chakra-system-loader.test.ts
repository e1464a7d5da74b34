/** @jest-environment node */
import fs from "fs";
import path from "path";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require("../gatsby/webpack/chakra-system-lazy-global-loader.js") as (
  this: { resourcePath: string },
  source: string,
) => string;

const systemModule = path.resolve(
  __dirname,
  "../node_modules/@chakra-ui/react/dist/esm/styled-system/system.js",
);
const run = (source: string) => loader.call({ resourcePath: systemModule }, source);

describe("chakra-system-lazy-global-loader", () => {
  const original = fs.readFileSync(systemModule, "utf8");

  it("builds the installed Chakra's global CSS on first read instead of in createSystem", () => {
    const out = run(original);
    expect(out).not.toContain("const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()]");
    expect(out).toMatch(/get _global\(\) \{\s*return getGlobal\(\);\s*\}/);
    // Still valid JavaScript with the same exports.
    expect(() => new Function(out.replace(/^(import|export) .*$/gm, ""))).not.toThrow();
    expect(out.match(/^export \{.*\};$/m)?.[0]).toBe(original.match(/^export \{.*\};$/m)?.[0]);
  });

  it("computes the global CSS once, when it is read, and never before", () => {
    // The loader's output around a stand-in createSystem: count the expensive calls.
    const out = run(
      "function createSystem() {\n" +
        "  const calls = [];\n" +
        "  const getPreflightCss = () => (calls.push('preflight'), 'p');\n" +
        "  const getGlobalCss = () => (calls.push('global'), 'g');\n" +
        "  const getTokenCss = () => (calls.push('tokens'), 't');\n" +
        "  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n" +
        "  return {\n    calls,\n    _global,\n    css: 1\n  };\n}\nreturn createSystem();\n",
    );
    const system = new Function(out)() as { calls: string[]; _global: string[] };
    expect(system.calls).toEqual([]);
    expect(system._global).toEqual(["p", "g", "t"]);
    expect(system._global).toBe(system._global);
    expect(system.calls).toEqual(["preflight", "global", "tokens"]);
  });

  it("fails the build, naming the file, when Chakra's createSystem no longer matches", () => {
    expect(() => run("const _global = getAll();\nreturn { _global };\n")).toThrow(
      /chakra-system-lazy-global-loader: .*system\.js.*update gatsby\/webpack/,
    );
  });
});
