/**
 * @jest-environment node
 */
// The import rules of the project's code (src/, shared/, gatsby/, plugins/ and the gatsby-*.ts
// files at its root): no cycles, and every import goes down a floor.
//
// - shared/ is the floor under both sides: what the pages' code (src/) and the build (gatsby/,
//   plugins/, gatsby-config.ts, gatsby-node.ts) both use (the languages and the address rule, the
//   price rule, opening hours and time zones, the words, the theme and brand colours). It stands
//   at the top of the repository, beside src/ rather than in it, so that no import of it reads
//   as the build reaching into the pages; it imports nothing of the project outside itself.
// - src/ imports only src/ and shared/; the build side imports nothing of src/ (components,
//   hooks, pages or their logic): what it needs of the pages' code is in shared/.
// - A local plugin is used through its public entry only (public.ts, or a public-<part>.ts for a
//   part that also runs in a browser): no other plugin, nor gatsby/, gatsby-*.ts, src/ or shared/,
//   imports a file inside it. Gatsby itself loads each plugin from its package.json's main.
// - The plugins read of gatsby/ only its shared settings (build-settings.ts), which import
//   nothing; src/lib/ (pure logic) imports no component or hook.
//
// Hand-written on the TypeScript compiler the project already has (ts.preProcessFile lists a
// file's imports, type-only and dynamic ones included) rather than a dependency-graph package,
// which the project would have to add.
import fs from "fs";
import path from "path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "..");
const FOLDERS = ["src", "shared", "gatsby", "plugins"];
const ROOT_FILES = ["gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx"];
const EXTENSIONS = [".ts", ".tsx"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith(".d.ts")
      ? [full]
      : [];
  });
}

/**
 * The project files a file imports (relative specifiers only: packages can't import back); one that
 * is not a source file (a stylesheet, a JSON file) by the path it names.
 */
function importsOf(file: string, known: ReadonlySet<string>): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => {
      const base = path.resolve(path.dirname(file), specifier);
      const candidates = [base, ...EXTENSIONS.map((ext) => base + ext)].concat(
        EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
      );
      return candidates.find((candidate) => known.has(candidate)) ?? base;
    });
}

function importGraph(): Map<string, string[]> {
  const files = [
    ...FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder))),
    ...ROOT_FILES.map((file) => path.join(ROOT, file)),
  ];
  const known = new Set(files);
  return new Map(files.map((file) => [file, importsOf(file, known)]));
}

/** Every cycle's files: Tarjan's strongly connected components of 2+ files, and self-imports. */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join("/");

/** The plugin a file (repository-relative, with "/") is inside of, if any. */
const pluginOf = (file: string) => /^plugins\/([^/]+)\//.exec(file)?.[1];
/** A plugin's public entry: public.ts, or public-<part>.ts, at the plugin's top. */
const isPublicEntry = (file: string) => /^plugins\/[^/]+\/public(-[a-z]+)?\.ts$/.test(file);
const inside = (folder: string) => (file: string) => file.startsWith(`${folder}/`);
/** The build: the site's own steps, the plugins, and the configuration and node files. */
const isBuildSide = (file: string) =>
  inside("gatsby")(file) || inside("plugins")(file) || /^gatsby-(config|node)\.ts$/.test(file);

interface ImportRule {
  rule: string;
  /** Whether `file` importing `target` (both repository-relative) breaks the rule. */
  breaks: (file: string, target: string) => boolean;
}

const RULES: readonly ImportRule[] = [
  {
    rule: "shared/ imports nothing of the project outside itself",
    breaks: (file, target) => inside("shared")(file) && !inside("shared")(target),
  },
  {
    rule: "src/ imports only src/ and shared/",
    breaks: (file, target) =>
      inside("src")(file) && !inside("src")(target) && !inside("shared")(target),
  },
  {
    rule: "the build side imports nothing of src/ (components, hooks, pages, their logic)",
    breaks: (file, target) => isBuildSide(file) && inside("src")(target),
  },
  {
    rule: "a plugin imports another plugin only through its public entry",
    breaks: (file, target) => {
      const [from, to] = [pluginOf(file), pluginOf(target)];
      return from !== undefined && to !== undefined && from !== to && !isPublicEntry(target);
    },
  },
  {
    rule: "outside the plugins, a plugin is imported only through its public entry",
    breaks: (file, target) =>
      pluginOf(file) === undefined && pluginOf(target) !== undefined && !isPublicEntry(target),
  },
  {
    rule: "the plugins read of gatsby/ only its shared settings",
    breaks: (file, target) =>
      inside("plugins")(file) && inside("gatsby")(target) && target !== "gatsby/build-settings.ts",
  },
  {
    rule: "src/lib/ imports no component or hook",
    breaks: (file, target) =>
      inside("src/lib")(file) && !inside("src/lib")(target) && !inside("shared")(target),
  },
];

/** Each import that breaks a rule, as "rule: file -> target". */
function brokenRules(graph: ReadonlyMap<string, readonly string[]>): string[] {
  return [...graph].flatMap(([file, targets]) =>
    targets.flatMap((target) =>
      RULES.filter(({ breaks }) => breaks(file, target)).map(
        ({ rule }) => `${rule}: ${file} -> ${target}`,
      ),
    ),
  );
}

/** The graph with repository-relative names. */
const named = (graph: ReadonlyMap<string, readonly string[]>) =>
  new Map([...graph].map(([file, targets]) => [relative(file), targets.map(relative)]));

describe("the import graph of src/, shared/, gatsby/, plugins/ and gatsby-*.ts", () => {
  const graph = importGraph();

  it("reads the project's files and their imports", () => {
    expect(graph.size).toBeGreaterThan(50);
    const page = graph.get(path.join(ROOT, "src/pages/services.tsx"));
    expect(page?.map(relative)).toContain("src/components/services/booking-list.tsx");
    // The plugins do read the content model, through its public entry: the check sees them.
    const plugin = graph.get(path.join(ROOT, "plugins/gatsby-plugin-editor/config.ts"));
    expect(plugin?.map(relative)).toContain("plugins/gatsby-plugin-content/public.ts");
    const config = graph.get(path.join(ROOT, "gatsby-config.ts"));
    expect(config?.map(relative)).toContain("shared/theme/brand.ts");
  });

  it("has no cycles", () => {
    expect(cycles(graph).map((cycle) => cycle.map(relative).sort())).toEqual([]);
  });

  it("keeps every import rule", () => {
    expect(brokenRules(named(graph))).toEqual([]);
    // The settings the plugins read import nothing of the project: nothing runs back up.
    expect(graph.get(path.join(ROOT, "gatsby/build-settings.ts"))).toEqual([]);
  });
});

describe("the import rules", () => {
  const broken = (file: string, target: string) => brokenRules(new Map([[file, [target]]]));

  it("refuse an import up out of shared/", () => {
    expect(broken("shared/lib/price.ts", "src/lib/anchor.ts")).toEqual([
      "shared/ imports nothing of the project outside itself: shared/lib/price.ts -> src/lib/anchor.ts",
    ]);
    expect(broken("shared/i18n/index.ts", "plugins/gatsby-plugin-content/public.ts")).toHaveLength(
      1,
    );
    expect(broken("shared/theme/index.ts", "content/site.yaml")).toHaveLength(1);
    expect(broken("shared/i18n/index.ts", "shared/lib/locale.ts")).toEqual([]);
  });

  it("refuse src/ reaching the build side", () => {
    expect(broken("src/pages/index.tsx", "gatsby/seo-files.ts")).toEqual([
      "src/ imports only src/ and shared/: src/pages/index.tsx -> gatsby/seo-files.ts",
    ]);
    expect(broken("src/pages/index.tsx", "shared/lib/locale.ts")).toEqual([]);
  });

  it("refuse the build side reaching src/", () => {
    expect(
      broken("plugins/gatsby-plugin-startup/startup-system.ts", "src/components/layout/layout.tsx"),
    ).toEqual([
      "the build side imports nothing of src/ (components, hooks, pages, their logic): plugins/gatsby-plugin-startup/startup-system.ts -> src/components/layout/layout.tsx",
    ]);
    expect(broken("gatsby/seo-files.ts", "src/hooks/use-site.ts")).toHaveLength(1);
    expect(broken("gatsby-node.ts", "src/pages/index.tsx")).toHaveLength(1);
    // The site's browser and server-rendering files wrap the pages: they are the pages' side.
    expect(broken("gatsby-ssr.tsx", "src/components/layout/root-provider.tsx")).toEqual([]);
  });

  it("refuse a plugin's internal file imported from outside it", () => {
    expect(
      broken(
        "plugins/gatsby-plugin-editor/config.ts",
        "plugins/gatsby-plugin-content/model/limits.ts",
      ),
    ).toEqual([
      "a plugin imports another plugin only through its public entry: plugins/gatsby-plugin-editor/config.ts -> plugins/gatsby-plugin-content/model/limits.ts",
    ]);
    expect(broken("gatsby-config.ts", "plugins/gatsby-plugin-content/check/load.ts")).toEqual([
      "outside the plugins, a plugin is imported only through its public entry: gatsby-config.ts -> plugins/gatsby-plugin-content/check/load.ts",
    ]);
    expect(broken("gatsby/inline-scripts.ts", "plugins/gatsby-plugin-startup/public.ts")).toEqual(
      [],
    );
    expect(
      broken(
        "plugins/gatsby-plugin-editor/start.ts",
        "plugins/gatsby-plugin-content/public-browser.ts",
      ),
    ).toEqual([]);
    expect(
      broken(
        "plugins/gatsby-plugin-content/public.ts",
        "plugins/gatsby-plugin-content/model/index.ts",
      ),
    ).toEqual([]);
  });

  it("refuse a plugin reading the site's own steps but their shared settings", () => {
    expect(broken("plugins/gatsby-plugin-editor/settings.ts", "gatsby/build-settings.ts")).toEqual(
      [],
    );
    expect(broken("plugins/gatsby-plugin-editor/settings.ts", "gatsby/seo-files.ts")).toHaveLength(
      1,
    );
  });

  it("refuse a component or hook in src/lib/", () => {
    expect(broken("src/lib/share.ts", "src/hooks/use-site.ts")).toEqual([
      "src/lib/ imports no component or hook: src/lib/share.ts -> src/hooks/use-site.ts",
    ]);
    expect(broken("src/lib/share.ts", "shared/lib/locale.ts")).toEqual([]);
  });
});

describe("links in the page's language", () => {
  it("are written by LocalizedLink: no other component or page calls the address rule, but the language switch", () => {
    const callers = ["src/components", "src/pages", "src/hooks"]
      .flatMap((folder) => sourceFiles(path.join(ROOT, folder)))
      .filter((file) => /\blocalePath\(/.test(fs.readFileSync(file, "utf8")))
      .map(relative)
      .sort();
    // The switch leads to the page in the other language, not the page's own.
    expect(callers).toEqual([
      "src/components/common/localized-link.tsx",
      "src/components/layout/language-switch.tsx",
    ]);
  });
});

describe("cycles", () => {
  it("finds a cycle of two files and one of a file importing itself, and nothing in a tree", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["a", "c"]],
      ["c", []],
      ["d", ["d"]],
    ]);
    expect(cycles(graph).map((cycle) => cycle.sort())).toEqual([["a", "b"], ["d"]]);
    expect(
      cycles(
        new Map([
          ["a", ["b"]],
          ["b", ["c"]],
          ["c", []],
        ]),
      ),
    ).toEqual([]);
  });
});
