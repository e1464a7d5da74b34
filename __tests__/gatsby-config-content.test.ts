/** @jest-environment node */
// The readers of content/ as gatsby-config.ts sets them up: the options below are read from the
// exported config itself, so removing or loosening one of them in gatsby-config.ts fails here.
import fs from "fs";
import os from "os";
import path from "path";
import type { GatsbyConfig, PluginRef } from "gatsby";
import config from "../gatsby-config";

const repoRoot = path.resolve(__dirname, "..");
const contentDir = path.join(repoRoot, "content");

/** A module as `plugin` (a Gatsby plugin) loads it: the same copy the build runs. */
function requireFrom<T>(plugin: string, name: string): T {
  const from = path.dirname(require.resolve(`${plugin}/package.json`));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(require.resolve(name, { paths: [from] })) as T;
}

/** The options gatsby-config.ts gives `plugin`. */
function optionsOf(plugins: GatsbyConfig["plugins"], plugin: string): Record<string, unknown> {
  const entry = (plugins ?? []).find(
    (candidate: PluginRef) => typeof candidate === "object" && candidate.resolve === plugin,
  );
  if (typeof entry !== "object") throw new Error(`gatsby-config.ts does not configure ${plugin}`);
  return (entry.options ?? {}) as Record<string, unknown>;
}

describe("gatsby-source-filesystem, as gatsby-config.ts sets it up", () => {
  const { path: sourcePath, ignore } = optionsOf(config.plugins, "gatsby-source-filesystem") as {
    path: string;
    ignore?: unknown[];
  };
  // gatsby-source-filesystem hands `ignore` to chokidar's `ignored` (after its own defaults), which
  // calls each function with a path and skips the path when one returns true.
  const skipped = (relative: string) =>
    (ignore ?? []).some(
      (matcher) =>
        typeof matcher === "function" &&
        (matcher as (file: string) => boolean)(path.join(contentDir, relative)),
    );

  it("reads content/", () => {
    expect(path.resolve(sourcePath)).toBe(contentDir);
  });

  // Paths that don't exist in content/ are judged by their name, as the watcher judges a file that
  // was just deleted: the same verdict the file would get if it were there.
  it.each([
    "images/site.yaml",
    "..x",
    "..x/site.yaml",
    ".x.yaml",
    "treatments/.x.md",
    "notes.md",
    "extra/notes.md",
    "site.sw.yaml",
    "navigation.sw.yml",
  ])("skips %s, which the model doesn't declare", (relative) => {
    expect(skipped(relative)).toBe(true);
  });

  it.each([
    "site.yaml",
    "treatments",
    "treatments/manicure.md",
    "treatments/manicure.sw.md",
    "images/hero.jpg",
  ])("reads %s", (relative) => {
    expect(skipped(relative)).toBe(false);
  });
});

describe("gatsby-transformer-remark, as gatsby-config.ts sets it up", () => {
  it("runs no ---js front matter", async () => {
    const remark = "gatsby-transformer-remark";
    const marker = path.join(os.tmpdir(), `config-remark-ran-${process.pid}.txt`);
    const runs = `require("fs").appendFileSync(${JSON.stringify(marker)}, "ran\\n")`;
    const { pluginOptionsSchema } = requireFrom<{
      pluginOptionsSchema: (args: { Joi: unknown }) => unknown;
    }>(remark, `${remark}/gatsby-node`);
    const utils = requireFrom<{
      Joi: { extend: (extension: (joi: never) => object) => unknown };
      validateOptionsSchema: (schema: unknown, options: object) => Promise<{ value: object }>;
    }>("gatsby", "gatsby-plugin-utils");
    const { onCreateNode } = requireFrom<{
      onCreateNode: (args: unknown, options: unknown) => Promise<unknown>;
    }>(remark, `${remark}/on-node-create`);
    // The config's options, through the plugin's own schema as Gatsby validates them (the schema
    // is what puts in the plugin's stub for "js"); Gatsby's "subPlugins" type as its own test helper
    // (testPluginOptionsSchema) declares it.
    const Joi = utils.Joi.extend(
      (joi: { array: () => { default: (v: unknown[]) => unknown } }) => ({
        type: "subPlugins",
        base: joi.array().default([]),
      }),
    );
    const { value: options } = await utils.validateOptionsSchema(
      pluginOptionsSchema({ Joi }),
      optionsOf(config.plugins, remark),
    );
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    try {
      for (const fence of ["js", "javascript"]) {
        const made = { current: undefined as { frontmatter?: object } | undefined };
        await onCreateNode(
          {
            node: { id: "f", internal: { mediaType: "text/markdown", type: "File" } },
            loadNodeContent: () =>
              Promise.resolve(`---${fence}\n{ name: (${runs}, "X") }\n---\n\nText.\n`),
            actions: {
              createNode: (node: { frontmatter?: object }) => (made.current = node),
              createParentChildLink: () => {},
            },
            createNodeId: (id: string) => id,
            createContentDigest: () => "digest",
            reporter: { panicOnBuild: (message: string) => void message },
          },
          options,
        );
        expect(made.current?.frontmatter).toEqual({ title: "" });
      }
      expect(fs.existsSync(marker)).toBe(false);
    } finally {
      warn.mockRestore();
      fs.rmSync(marker, { force: true });
    }
  });
});

describe("the site's name, read by gatsby-config.ts before the content check runs", () => {
  const siteYaml = path.join(contentDir, "site.yaml");
  const real = fs.readFileSync.bind(fs);

  /** gatsby-config.ts loaded afresh, with content/site.yaml reading `source`. */
  function loadConfigWith(source: string): unknown {
    const read = jest
      .spyOn(fs, "readFileSync")
      .mockImplementation(((file: fs.PathOrFileDescriptor, ...rest: [never]) =>
        typeof file === "string" && path.resolve(file) === siteYaml
          ? source
          : real(file, ...rest)) as typeof fs.readFileSync);
    try {
      let loaded: unknown;
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        loaded = (require("../gatsby-config") as { default: unknown }).default;
      });
      return loaded;
    } finally {
      read.mockRestore();
    }
  }

  it("is read by the content check's reader: an alias stops it naming the file and the rule", () => {
    const laughs = [
      "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]",
      ...["b", "c", "d", "e", "f", "g", "h", "i"].map(
        (name, index) =>
          `${name}: &${name} [${Array(9).fill(`*${"abcdefghi"[index]}`).join(", ")}]`,
      ),
    ].join("\n");
    const started = Date.now();
    expect(() => loadConfigWith(`name: X\nshortName: X\n${laughs}\n`)).toThrow(
      /content\/site\.yaml › line 3 \(yaml-alias\)/,
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("gives the manifest the name site.yaml holds", () => {
    const loaded = loadConfigWith(
      "name: Salon Example\nshortName: Salon\nicon: images/logo.png\n",
    ) as GatsbyConfig;
    expect(optionsOf(loaded.plugins, "gatsby-plugin-manifest")).toMatchObject({
      name: "Salon Example",
      short_name: "Salon",
      icon: path.join(contentDir, "images/logo.png"),
    });
  });

  it("gives the manifest the site facts' icon only from the photo folder", () => {
    expect(() => loadConfigWith("name: S\nshortName: S\nicon: ../gatsby-config.ts\n")).toThrow(
      'content/site.yaml › icon: "../gatsby-config.ts" is not a photo in content/images/.',
    );
  });
});

describe("gatsby-transformer-yaml, as gatsby-config.ts sets it up", () => {
  // Values its parser reads otherwise than the content check's reader: the pages get the check's.
  const ODD = { tagline: "2024-01-01", shortName: "0b101" } as const;

  it("makes nodes whose values reach the pages as the check read them, in every language", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "transformer-yaml-"));
    try {
      const dir = path.join(root, "content");
      fs.cpSync(contentDir, dir, { recursive: true });
      const siteYaml = path.join(dir, "site.yaml");
      let source = fs.readFileSync(siteYaml, "utf8");
      for (const [field, written] of Object.entries(ODD)) {
        source = source.replace(new RegExp(`^${field}:.*$`, "m"), `${field}: ${written}`);
      }
      fs.writeFileSync(siteYaml, source);
      // The Swahili page shows the English tagline too (its twin has none).
      const twin = path.join(dir, "site.sw.yaml");
      fs.writeFileSync(twin, fs.readFileSync(twin, "utf8").replace(/^tagline:.*\n/m, ""));
      const { checkContent, isWarning } = await import("../gatsby/validate-content");
      const { findings } = await checkContent(dir, root);
      expect(findings.filter((finding) => !isWarning(finding))).toEqual([]);

      // The node, as the plugin makes it with the options gatsby-config.ts gives it.
      const { onCreateNode } = requireFrom<{
        onCreateNode: (args: unknown, options: unknown) => Promise<void>;
      }>("gatsby-transformer-yaml", "gatsby-transformer-yaml/gatsby-node");
      const file = {
        id: "file",
        absolutePath: siteYaml,
        base: "site.yaml",
        internal: { type: "File", mediaType: "text/yaml" },
      };
      let node: Record<string, unknown> & { internal: { type: string } } = {
        internal: { type: "" },
      };
      await onCreateNode(
        {
          node: file,
          loadNodeContent: () => Promise.resolve(source),
          actions: { createNode: (made: typeof node) => (node = made), createParentChildLink() {} },
          createNodeId: (id: string) => id,
          createContentDigest: () => "digest",
        },
        optionsOf(config.plugins, "gatsby-transformer-yaml"),
      );
      expect(node.internal.type).toBe("SiteYaml");
      // Its own reading: a date, and a number.
      expect(node.tagline).toBeInstanceOf(Date);
      expect(node.shortName).toBe(5);

      const { localized } = await import("../plugins/gatsby-plugin-languages/localized");
      for (const locale of ["en", "sw", undefined]) {
        const nodeModel = {
          getNodeById: ({ id }: { id: string }) => (id === "file" ? file : null),
          trackInlineObjectsInRootNode: jest.fn(),
        };
        const page = (await localized(
          node as never,
          { locale, nodeModel } as never,
        )) as unknown as Record<string, unknown>;
        expect({ locale, tagline: page.tagline, shortName: page.shortName }).toEqual({
          locale,
          ...ODD,
        });
        expect(page.id).toBe(node.id);
        expect(nodeModel.trackInlineObjectsInRootNode).toHaveBeenCalledWith(page);
      }
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
