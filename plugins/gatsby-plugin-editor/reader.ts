import {
  parseContentYaml,
  readFailureMessage,
  readFrontMatter,
  YamlReadError,
} from "../gatsby-plugin-content/public-browser";

// How the owner's editor reads the content files: with the site's one reader
// (plugins/gatsby-plugin-content/model/yaml.ts), so it refuses every file that reader refuses, in the check's words, and
// shows the values of the others as the pages do. Sveltia CMS's own reading would expand up to 100 YAML aliases (the
// `yaml` package's default) and read "{" and "+++" front matter as JSON and TOML; a file it
// opened that way would be saved with the aliases written out, and the build refuses the file it
// came from. Its documented `CMS.registerCustomFormat` hands a format's reading to us, by name; with
// no writer given, Sveltia CMS keeps writing the file itself (./start.ts).

/** The formats the editor's configuration names (./config.ts): each one read here. */
export const EDITOR_FORMATS = {
  /** A content YAML file and its twins (site.yaml, site.sw.yaml…). */
  yaml: "yaml",
  /** A Markdown file with YAML front matter, and its twins (treatments/manicure.md…). */
  markdown: "frontmatter",
} as const;

/** What the editor was handed for one entry: its fields, and the Markdown below them as `body`. */
export type EntryContent = Record<string, unknown>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The longest part of a refused file's line the editor quotes. */
const QUOTED_LINE = 80;

/**
 * A content file the editor refused to open: what is wrong, in the check's words and rule, and the
 * line it is on as written, which tells the owner which file it is (Sveltia CMS hands a format's
 * reader the file's text alone, not its name).
 */
export class RefusedFile extends Error {
  constructor(
    readonly error: YamlReadError,
    text: string,
  ) {
    const line = error.line === undefined ? undefined : text.split("\n")[error.line - 1]?.trim();
    const quoted =
      line === undefined || line === ""
        ? ""
        : ` The line reads: "${line.length > QUOTED_LINE ? `${line.slice(0, QUOTED_LINE)}…` : line}"`;
    super(`${readFailureMessage(error)} (${error.rule})${quoted}`);
    this.name = "RefusedFile";
  }
}

function reading<T>(text: string, read: (text: string) => T): T {
  try {
    return read(text);
  } catch (error) {
    if (error instanceof YamlReadError) throw new RefusedFile(error, text);
    throw error;
  }
}

/** A YAML content file, as the check reads it. */
export function readYamlFile(text: string): unknown {
  return reading(text, parseContentYaml);
}

/**
 * A Markdown file, as the check reads it, in the shape Sveltia CMS gives its own front matter
 * reading: the fields, and the Markdown as `body` without the blank line its writer puts after the
 * front matter (so an entry opened and saved unchanged reads the same).
 */
export function readMarkdownFile(text: string): EntryContent {
  const { data, body } = reading(text, readFrontMatter);
  const fields = isRecord(data) ? data : {};
  // A front-matter "body" is refused by the reader (what the pages show is the Markdown).
  return { ...fields, body: body.replace(/^\n/, "") };
}
