/** @jest-environment node */
// The browser's style runtime is one chunk of its own (plugins/gatsby-plugin-page-styles/
// gatsby-node.ts): Chakra UI, what it is built on, Emotion and the site's theme, by their folders.
// A folder that moves out of the group's pattern leaves its modules in other chunks, and the pages'
// first scripts grow without any error: this holds the pattern to where the theme is.
import fs from "fs";
import path from "path";
import type { CreateWebpackConfigArgs } from "gatsby";
import { onCreateWebpackConfig } from "../plugins/gatsby-plugin-page-styles/gatsby-node";

const ROOT = path.resolve(__dirname, "..");

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

/** The style runtime's cache group, as the plugin hands it to Gatsby for the browser's bundles. */
function styleRuntimeGroup(): { test: RegExp; name: string } {
  const configs: unknown[] = [];
  const args = {
    stage: "build-javascript",
    actions: { setWebpackConfig: (config: unknown) => configs.push(config) },
  } as unknown as CreateWebpackConfigArgs;
  onCreateWebpackConfig!(args, { plugins: [] }, () => undefined);
  expect(configs).toHaveLength(1);
  const config = configs[0] as {
    optimization: {
      splitChunks: { cacheGroups: { styleRuntime: { test: RegExp; name: string } } };
    };
  };
  return config.optimization.splitChunks.cacheGroups.styleRuntime;
}

describe("the style runtime's chunk", () => {
  const group = styleRuntimeGroup();

  it("takes every file of the site's theme", () => {
    const theme = files(path.join(ROOT, "shared/theme"));
    expect(theme.length).toBeGreaterThan(5);
    expect(
      theme.filter((file) => !group.test.test(file)).map((file) => path.relative(ROOT, file)),
    ).toEqual([]);
  });

  it("takes Chakra UI and Emotion, and not the pages' own code", () => {
    expect(group.name).toBe("chakra");
    const chakra = path.join(ROOT, "node_modules/@chakra-ui/react/dist/esm/index.js");
    const emotion = path.join(ROOT, "node_modules/@emotion/react/dist/emotion-react.esm.js");
    expect([chakra, emotion].every((file) => group.test.test(file))).toBe(true);
    const own = [
      "src/components/layout/layout.tsx",
      "shared/lib/locale.ts",
      "src/lib/section-gates.ts",
    ].map((file) => path.join(ROOT, file));
    expect(own.filter((file) => group.test.test(file))).toEqual([]);
  });
});
