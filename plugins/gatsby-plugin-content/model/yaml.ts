/**
 * The one reader of content YAML and front matter: the content check (plugins/gatsby-plugin-content/check/load.ts),
 * the content nodes in every language (content-reader.ts, through
 * plugins/gatsby-plugin-content/language-nodes.ts and treatment-nodes.ts, and file-checks.ts under
 * `gatsby develop`),
 * the owner's editor (plugins/gatsby-plugin-editor/reader.ts) and the site's name in gatsby-config.ts all
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
 * - YAML directives ("%YAML 1.1", "%TAG"), which the editor never writes: "%YAML 1.1" would ask for
 *   the old rules ("-1:03" is -63 there, "<<" merges), and "%YAML 2.0" stops the build's other
 *   YAML reader. Whatever a file says, it is read as YAML 1.2 with the core schema.
 * - merge keys ("<<:"), which merge in gatsby-transformer-yaml's reader and are a plain key in YAML
 *   1.2: the two would read different values.
 * - a file larger, longer-lined or more deeply nested than ./limits.ts allows, before any of it is
 *   parsed, and a text or a description longer than it allows.
 */
import matter from "gray-matter";
import {
  LineCounter,
  isAlias,
  isNode,
  isPair,
  isScalar,
  parseDocument,
  visit,
  type Node,
} from "yaml";
import { firstBreach, textBreach, type LimitBreach, type LimitRule } from "./limits";

/** How many aliases a content file may hold: none. The editor never writes one. */
export const MAX_YAML_ALIASES = 0;

/** A content file that can't be read, with the rule it breaks and where (1-based). */
export class YamlReadError extends Error {
  constructor(
    readonly rule:
      | "yaml-syntax"
      | "yaml-alias"
      | "yaml-tag"
      | "yaml-directive"
      | "yaml-merge-key"
      | "front-matter-language"
      | "front-matter-body"
      | "unreadable"
      | LimitRule,
    readonly reason: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(reason);
  }
}

/**
 * `error` as a YamlReadError: itself, or, for any other failure while reading (which the limits
 * above should leave none of), the "unreadable" one, so a reader can still name the file.
 */
export function asReadError(error: unknown): YamlReadError {
  if (error instanceof YamlReadError) return error;
  const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new YamlReadError("unreadable", reason.split("\n")[0] ?? "");
}

/**
 * What is wrong with a file that can't be read, in the owner's words: the content check names the
 * file beside it, and the editor (plugins/gatsby-plugin-editor/reader.ts) shows it when it refuses to open one.
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

/** The first map key "<<" of `doc`, in the order of the file. */
function firstMergeKey(doc: ReturnType<typeof parseDocument>): Node | undefined {
  let found: Node | undefined;
  visit(doc, {
    Pair: (_key, pair) => {
      if (isPair(pair) && isScalar(pair.key) && pair.key.value === "<<") {
        found = pair.key;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return found;
}

/** Throws the YamlReadError of `breach`, if any. */
function refuseBreach(breach: LimitBreach | undefined, column?: number): void {
  if (breach) throw new YamlReadError(breach.rule, breach.reason, breach.line, column);
}

/** The 1-based line of the first line of `source` that `matches`, if any. */
function lineOf(source: string, matches: RegExp): number | undefined {
  const index = source.split("\n").findIndex((line) => matches.test(line));
  return index === -1 ? undefined : index + 1;
}

/**
 * Parses one YAML document (YAML 1.2 core schema, duplicate keys refused), throwing a
 * YamlReadError that knows the line of the first problem.
 */
export function parseContentYaml(source: string): unknown {
  // Bounded before the parser sees it (./limits.ts says why).
  refuseBreach(firstBreach(source, { flow: true }));
  const lineCounter = new LineCounter();
  // The version and schema given here hold whatever directive a file has; one is refused below.
  const doc = parseDocument(source, {
    version: "1.2",
    schema: "core",
    uniqueKeys: true,
    prettyErrors: true,
    lineCounter,
  });
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
  const { yaml, tags } = doc.directives;
  if (yaml.explicit || Object.entries(tags).some(([handle]) => handle !== "!!")) {
    throw new YamlReadError(
      "yaml-directive",
      'it starts with a YAML directive (a line beginning with "%"), which content may not. Remove the line; content is read as YAML 1.2',
      lineOf(source, /^%/),
      1,
    );
  }
  const merge = firstMergeKey(doc);
  if (merge) {
    throw refused(
      merge,
      "yaml-merge-key",
      'it uses a YAML merge key ("<<:"), which content may not. Write the fields out in full',
    );
  }
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
  const long = firstNode(
    doc,
    (node) =>
      isScalar(node) &&
      typeof node.value === "string" &&
      textBreach(node.value, "text") !== undefined,
  );
  if (long && isScalar(long)) {
    throw refused(long, "text-too-long", textBreach(String(long.value), "text")?.reason ?? "");
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
export function readFrontMatter(file: string): FrontMatter {
  // A byte-order mark before the fence: gray-matter drops it before it looks for the fence, so the
  // fence is judged without it too ("\uFEFF---json" is refused like "---json").
  const source = file.replace(/^\uFEFF/, "");
  // Bounded before gray-matter, the YAML parser or remark (the check's and Gatsby's) sees it.
  refuseBreach(firstBreach(source, { flow: false }));
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
  const data = parsed.data as unknown;
  // The Markdown below the front matter is the entry's "body"; a front-matter field of that name
  // is what the owner's editor would show in its place while the pages show the Markdown.
  if (typeof data === "object" && data !== null && "body" in data) {
    throw new YamlReadError(
      "front-matter-body",
      'its front matter holds a field named "body", but the description is the text below the closing "---". Remove the field',
      lineOf(source, /^["']?body["']?\s*:/),
      1,
    );
  }
  const body = textBreach(parsed.content, "body");
  // Its line: where the description's text starts, below the front matter and blank lines.
  const blank = /^\s*\n/.exec(parsed.content)?.[0].split("\n").length ?? 1;
  const line = source.split("\n").length - parsed.content.split("\n").length + blank;
  refuseBreach(body && { ...body, line });
  return { data, body: parsed.content };
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
