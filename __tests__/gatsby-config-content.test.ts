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
    "navigation.sw.yml",
  ])("skips %s, which the model doesn't declare", (relative) => {
    expect(skipped(relative)).toBe(true);
  });

  it.each([
    "site.yaml",
    "site.sw.yaml",
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

  it("stops at a %YAML 1.1 site.yaml whose name comes from a merge key, naming the file and the rule, before Gatsby reads any page", () => {
    // gatsby-config.ts is the first thing a build loads: stopping here comes before any GraphQL
    // schema or query (once, the build went on to nine GraphQL errors and no word of site.yaml).
    const merged = "%YAML 1.1\n---\nbase: &base {name: X}\n<<: *base\nshortName: X\n";
    expect(() => loadConfigWith(merged)).toThrow(/content\/site\.yaml › line 1 \(yaml-directive\)/);
    // Without the directive the merge key is refused by its own rule.
    expect(() => loadConfigWith(merged.replace("%YAML 1.1\n---\n", ""))).toThrow(
      /content\/site\.yaml › line 2 \(yaml-merge-key\)/,
    );
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

describe("gatsby-plugin-content's nodes, one per content file and language", () => {
  // Values another YAML parser (gatsby-transformer-yaml's) reads otherwise than the content check's
  // reader: the nodes hold the check's.
  const ODD = { tagline: "2024-01-01", shortName: "0b101" } as const;
  type Made = Record<string, unknown> & { id: string; parent: string; locale: string };

  /** What the plugin's onCreateNode makes of `node`, the store holding `files`. */
  async function nodesOf(node: object, files: object[]): Promise<Made[]> {
    const { onCreateNode } = await import("../plugins/gatsby-plugin-content/gatsby-node");
    const made: Made[] = [];
    await onCreateNode!(
      {
        node,
        getNodesByType: (type: string) => (type === "File" ? files : []),
        loadNodeContent: (file: { absolutePath: string }) =>
          Promise.resolve(fs.readFileSync(file.absolutePath, "utf8")),
        actions: { createNode: (one: Made) => made.push(one), createParentChildLink() {} },
        createNodeId: (id: string) => id,
        createContentDigest: () => "digest",
        reporter: { panicOnBuild: (message: string) => Promise.reject(new Error(message)) },
      } as never,
      {} as never,
      () => {},
    );
    return made;
  }

  it("reads each file as the check reads it, and a changed twin makes its language's node again", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "language-nodes-"));
    try {
      const dir = path.join(root, "content");
      fs.cpSync(contentDir, dir, { recursive: true });
      const siteYaml = path.join(dir, "site.yaml");
      let source = fs.readFileSync(siteYaml, "utf8");
      for (const [field, written] of Object.entries(ODD)) {
        source = source.replace(new RegExp(`^${field}:.*$`, "m"), `${field}: ${written}`);
      }
      fs.writeFileSync(siteYaml, source);
      // The Swahili page shows the English tagline (its twin has none).
      const twin = path.join(dir, "site.sw.yaml");
      const twinSource = fs.readFileSync(twin, "utf8");
      fs.writeFileSync(twin, twinSource.replace(/^tagline:.*\n/m, ""));
      const file = (name: string, id: string) => ({
        id,
        absolutePath: path.join(dir, name),
        relativePath: name,
        internal: { type: "File", mediaType: "text/yaml" },
      });
      const english = file("site.yaml", "file-en");
      const [en, sw] = await nodesOf(english, [english]);
      expect(en).toMatchObject({ locale: "en", parent: "file-en", ...ODD });
      expect(en!.untranslated).toBeUndefined();
      expect(sw).toMatchObject({ locale: "sw", parent: "file-en", ...ODD });
      expect(sw!.untranslated).toEqual(["tagline"]);
      // The hours' lines are worked out in the node's language.
      expect(sw!.hours).toMatchObject({ locale: "sw" });
      expect(en!.id).not.toBe(sw!.id);

      // Under `gatsby develop`, the twin's file node is made again when the twin changes.
      fs.writeFileSync(twin, `${twinSource.replace(/^tagline:.*\n/m, "")}tagline: Mpya kabisa\n`);
      const again = await nodesOf(file("site.sw.yaml", "file-sw"), [english]);
      expect(again).toHaveLength(1);
      expect(again[0]).toMatchObject({ id: sw!.id, parent: "file-en", tagline: "Mpya kabisa" });
      expect(again[0]!.untranslated).toBeUndefined();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
  it("makes a Treatment per language, its description and HTML from the twin that has one", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "treatment-nodes-"));
    try {
      const dir = path.join(root, "treatments");
      fs.mkdirSync(dir);
      for (const name of ["manicure.md", "manicure.sw.md"]) {
        fs.copyFileSync(path.join(contentDir, "treatments", name), path.join(dir, name));
      }
      const file = (name: string) => ({
        id: `file ${name}`,
        absolutePath: path.join(dir, name),
        relativePath: `treatments/${name}`,
        relativeDirectory: "treatments",
        internal: { type: "File", mediaType: "text/markdown" },
      });
      const markdown = (name: string) => ({
        id: `markdown ${name}`,
        parent: `file ${name}`,
        fileAbsolutePath: path.join(dir, name),
        internal: { type: "MarkdownRemark" },
      });
      const files = [file("manicure.md"), file("manicure.sw.md")];
      const store = [markdown("manicure.md"), markdown("manicure.sw.md")];
      const { onCreateNode } = await import("../plugins/gatsby-plugin-content/gatsby-node");
      const made: Made[] = [];
      const make = (node: object) =>
        onCreateNode!(
          {
            node,
            getNode: (id: string) => files.find((one) => one.id === id),
            getNodesByType: (type: string) => (type === "MarkdownRemark" ? store : files),
            loadNodeContent: (one: { absolutePath: string }) =>
              Promise.resolve(fs.readFileSync(one.absolutePath, "utf8")),
            actions: { createNode: (one: Made) => made.push(one), createParentChildLink() {} },
            createNodeId: (id: string) => id,
            createContentDigest: () => "digest",
            reporter: { panicOnBuild: (message: string) => Promise.reject(new Error(message)) },
          } as never,
          {} as never,
          () => {},
        );
      await make(store[0]!);
      const [en, sw] = made;
      expect(en).toMatchObject({
        locale: "en",
        slug: "manicure",
        markdown: "markdown manicure.md",
      });
      expect(sw).toMatchObject({
        locale: "sw",
        slug: "manicure",
        markdown: "markdown manicure.sw.md",
      });
      expect(sw!.description).not.toBe(en!.description);
      expect(sw!.untranslated).toBeUndefined();

      // The twin's description taken out: the Swahili node shows the English one, marked.
      const twin = path.join(dir, "manicure.sw.md");
      fs.writeFileSync(twin, fs.readFileSync(twin, "utf8").replace(/\n---\n[\s\S]*$/, "\n---\n"));
      made.length = 0;
      await make(store[1]!);
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({
        id: sw!.id,
        locale: "sw",
        description: en!.description,
        markdown: "markdown manicure.md",
        untranslated: ["body"],
      });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
