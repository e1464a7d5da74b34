/**
 * The one reader of content YAML and front matter: the content check (gatsby/validate/load.ts),
 * the Swahili twins and the English YAML files' values on the pages (translation-files.ts, through
 * plugins/gatsby-plugin-languages/localized.ts), the treatments' nodes
 * (plugins/gatsby-plugin-content/treatment-nodes.ts, and file-checks.ts under `gatsby develop`),
 * the owner's editor (gatsby/editor/reader.ts) and the site's name in gatsby-config.ts all
 * parse with it, so what the check accepts is exactly what the pages show.
 *
 * Content is untrusted, so the reader refuses, before anything is evaluated:
 * - front matter in any language but YAML. gray-matter, which splits a Markdown file, runs
 *   `---js` / `---javascript` front matter through `eval` and `---json` through JSON.parse (and
 *   gatsby-transformer-remark only stubs the first two out: advisory GHSA-7ch4-rr99-cqcw). Only a
 *   bare `---` fence opens front matter here.
 * - YAML aliases and anchors ("&a" / "*a"), which the owner's editor never writes: a few lines of
 *   nested aliases expand to gigabytes ("billion laughs"), and a merge key ("<<: *a") reads
 *   differently in different YAML parsers.
 * - YAML tags ("!foo", "!!binary"), which the editor never writes either: one reads an unknown tag
 *   as plain text where another stops (gatsby-transformer-yaml's), and "!!binary" makes bytes.
 */
import matter from "gray-matter";
import { LineCounter, isAlias, isNode, parseDocument, visit, type Node } from "yaml";

/** How many aliases a content file may hold: none. The editor never writes one. */
export const MAX_YAML_ALIASES = 0;

/** A content file that can't be read, with the rule it breaks and where (1-based). */
export class YamlReadError extends Error {
  constructor(
    readonly rule: "yaml-syntax" | "yaml-alias" | "yaml-tag" | "front-matter-language",
    readonly reason: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(reason);
  }
}

/**
 * What is wrong with a file that can't be read, in the owner's words: the content check names the
 * file beside it, and the editor (gatsby/editor/reader.ts) shows it when it refuses to open one.
 */
export function readFailureMessage(error: YamlReadError): string {
  const { line } = error;
  const where = line === undefined ? "" : ` on line ${line}, column ${error.column ?? 1}`;
  if (error.rule === "yaml-syntax") {
    return (
      `The file is not valid YAML${where}: ${error.reason}. Check the indentation, the "- " of ` +
      `list items, and put text containing ":" or "#" in quotes.`
    );
  }
  return `The file can't be read${where}: ${error.reason}.`;
}

/** The first node of `doc` that `matches`, in the order of the file. */
function firstNode(
  doc: ReturnType<typeof parseDocument>,
  matches: (node: Node) => boolean,
): Node | undefined {
  let found: Node | undefined;
  visit(doc, (_key, node) => {
    if (isNode(node) && matches(node)) {
      found = node;
      return visit.BREAK;
    }
    return undefined;
  });
  return found;
}

/**
 * Parses one YAML document (YAML 1.2 core schema, duplicate keys refused), throwing a
 * YamlReadError that knows the line of the first problem.
 */
export function parseContentYaml(source: string): unknown {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { uniqueKeys: true, prettyErrors: true, lineCounter });
  const [first] = doc.errors;
  if (first) {
    const position = first.linePos?.[0];
    const reason = (first.message.split("\n")[0] ?? "").replace(/ at line \d+, column \d+:?$/, "");
    throw new YamlReadError("yaml-syntax", reason, position?.line, position?.col);
  }
  const refused = (node: Node, rule: YamlReadError["rule"], reason: string) => {
    const position = lineCounter.linePos(node.range?.[0] ?? 0);
    return new YamlReadError(rule, reason, position.line, position.col);
  };
  const alias = firstNode(doc, (node) => isAlias(node) || Boolean(node.anchor));
  if (alias) {
    throw refused(
      alias,
      "yaml-alias",
      'it uses a YAML anchor or alias ("&name" or "*name"), which content may not. Write the value out in full',
    );
  }
  // Only a tag written in the file is set on a node; "!!name" is kept spelled out.
  const tagged = firstNode(doc, (node) => node.tag !== undefined);
  if (tagged) {
    const tag = (tagged.tag ?? "").replace(/^tag:yaml\.org,2002:/, "!!");
    throw refused(
      tagged,
      "yaml-tag",
      `it marks a value with the YAML tag "${tag}", which content may not. Remove the tag and keep the value`,
    );
  }
  return doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
}

export interface FrontMatter {
  /** The front matter's data ({} when the file has none). */
  data: unknown;
  /** The Markdown below it. */
  body: string;
}

// gray-matter's opening fence: "---" at the very start, the rest of its line naming a language.
const FENCE = /^---([^\r\n]*)\r?\n/;

/**
 * Splits a Markdown file into its YAML front matter and its body. Only a bare `---` opens front
 * matter; `---js`, `---json`, `---coffee`… are refused naming the language, before any of it is
 * read.
 */
export function readFrontMatter(source: string): FrontMatter {
  const fence = FENCE.exec(source);
  const language = fence?.[1]?.trim() ?? "";
  if (language !== "") {
    throw new YamlReadError(
      "front-matter-language",
      `its front matter is marked "---${language}"; only YAML front matter is read, opened by a line with "---" alone`,
      1,
      4,
    );
  }
  // gray-matter hands over the front matter from the end of the opening "---" line, so the YAML
  // parser's line numbers are already the file's.
  const parsed = matter(source, { language: "yaml", engines: FRONT_MATTER_ENGINES });
  return { data: parsed.data as unknown, body: parsed.content };
}

function refuse(language: string) {
  return () => {
    throw new YamlReadError(
      "front-matter-language",
      `front matter in "${language}" is not read; only YAML front matter is`,
    );
  };
}

/**
 * gray-matter's engines: YAML through the reader above, and, should a fence ever reach gray-matter
 * unchecked, every other language it knows refused rather than evaluated.
 */
export const FRONT_MATTER_ENGINES = {
  yaml: (source: string) => (parseContentYaml(source) ?? {}) as object,
  json: refuse("json"),
  js: refuse("js"),
  javascript: refuse("javascript"),
  coffee: refuse("coffee"),
  coffeescript: refuse("coffeescript"),
  cson: refuse("cson"),
  toml: refuse("toml"),
};
