/**
 * @jest-environment node
 */
// The import graph of src/, gatsby/ and plugins/ has no cycles, its imports go one way (the site's
// own steps in gatsby/ → plugins/ → src/, the plugins reading only gatsby/build-settings.ts), and
// src/lib/ (pure logic) imports no component or hook. Hand-written on the TypeScript compiler the project already has
// (ts.preProcessFile lists a file's imports, type-only and dynamic ones included) rather than a
// dependency-graph package, which the project would have to add.
import fs from "fs";
import path from "path";
import ts from "typescript";

const ROOT = path.resolve(__dirname, "..");
const FOLDERS = ["src", "gatsby", "plugins"];
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

/** The project files a file imports (relative specifiers only: packages can't import back). */
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
      return candidates.find((candidate) => known.has(candidate));
    })
    .filter((target): target is string => target !== undefined);
}

function importGraph(): Map<string, string[]> {
  const files = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
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

const relative = (file: string) => path.relative(ROOT, file);

describe("the import graph of src/, gatsby/ and plugins/", () => {
  const graph = importGraph();

  it("reads the project's files and their imports", () => {
    expect(graph.size).toBeGreaterThan(50);
    const page = graph.get(path.join(ROOT, "src/pages/services.tsx"));
    expect(page?.map(relative)).toContain("src/components/services/booking-list.tsx");
  });

  it("has no cycles", () => {
    expect(cycles(graph).map((cycle) => cycle.map(relative).sort())).toEqual([]);
  });

  it("goes one way: src/ imports nothing of the build side; the plugins own their data and read of gatsby/ only its shared settings", () => {
    const under = (folder: string) => path.join(ROOT, folder) + path.sep;
    const edges = [...graph].flatMap(([file, targets]) =>
      targets.map((target) => [file, target] as const),
    );
    const named = ([file, target]: readonly [string, string]) =>
      `${relative(file)} -> ${relative(target)}`;
    expect(
      edges
        .filter(
          ([file, target]) => file.startsWith(under("src")) && !target.startsWith(under("src")),
        )
        .map(named),
    ).toEqual([]);
    // The plugins (the content layer, the editor, the languages, the head, the start-up layer)
    // read the settings two of them share, and nothing else of the site's own build steps.
    expect(
      edges
        .filter(
          ([file, target]) =>
            file.startsWith(under("plugins")) && target.startsWith(under("gatsby")),
        )
        .map(named)
        .sort(),
    ).toEqual([
      "plugins/gatsby-plugin-content/check/made-up.ts -> gatsby/build-settings.ts",
      "plugins/gatsby-plugin-editor/settings.ts -> gatsby/build-settings.ts",
    ]);
    // Those settings import nothing of the project, so nothing runs from the plugins back up.
    expect(graph.get(path.join(ROOT, "gatsby/build-settings.ts"))).toEqual([]);
    // The plugins do read the content model: the check sees them.
    const plugin = graph.get(path.join(ROOT, "plugins/gatsby-plugin-editor/config.ts"));
    expect(plugin?.map(relative)).toContain("plugins/gatsby-plugin-content/model/limits.ts");
  });

  it("keeps src/lib/ free of components and hooks", () => {
    const lib = path.join(ROOT, "src/lib") + path.sep;
    const wrong = [...graph]
      .filter(([file]) => file.startsWith(lib))
      .flatMap(([file, targets]) =>
        targets
          .filter((target) => !target.startsWith(lib))
          .map((target) => `${relative(file)} -> ${relative(target)}`),
      );
    expect(wrong).toEqual([]);
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
