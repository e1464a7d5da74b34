/**
 * The one reader of the content files: the content check (plugins/gatsby-plugin-content/check/load.ts
 * for the English files, check/twins.ts for the twins), the check of each file as its file node is
 * made (../file-checks.ts) and the content nodes in every language (../language-nodes.ts,
 * ../treatment-nodes.ts) all read through it, by the check's own parser (./yaml.ts). So each file is
 * read from disk and parsed once per build, and the pages show exactly what the check accepted
 * (`content-reads.test.ts` counts the reads of a whole build).
 */
import fs from "node:fs";
import { twinPath } from "./translations";
import { asReadError, parseContentYaml, readFrontMatter, type YamlReadError } from "./yaml";

/** A content file as read: its data (and a Markdown file's text), or why it can't be read. */
export type ContentRead = { data: unknown; body: string } | { error: YamlReadError };

interface Kept {
  mtimeMs: number;
  ctimeMs: number;
  size: number;
  read: ContentRead;
}

/**
 * The files read so far in this build, by absolute path. Each use compares the file's times and
 * size (one `stat`) with those it was read at, so a file changed under `gatsby develop` (the owner's
 * editor, a `git pull`) is read again when its file node is made again. The check and the nodes are
 * both the content plugin's gatsby-node, which Gatsby loads once per build: one reading each.
 * Callers must not change what it holds.
 */
const kept = new Map<string, Kept>();

/** The content file at `file` (absolute), as read; undefined when there is none. */
export function readContentFile(file: string): ContentRead | undefined {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) {
    kept.delete(file);
    return undefined;
  }
  const known = kept.get(file);
  if (
    known &&
    known.mtimeMs === stat.mtimeMs &&
    known.ctimeMs === stat.ctimeMs &&
    known.size === stat.size
  ) {
    return known.read;
  }
  // Stat before read: an edit in between leaves a newer time on disk, so it is read again.
  const read = parseFile(file);
  kept.set(file, { mtimeMs: stat.mtimeMs, ctimeMs: stat.ctimeMs, size: stat.size, read });
  return read;
}

function parseFile(file: string): ContentRead {
  const source = fs.readFileSync(file, "utf8");
  try {
    if (!file.endsWith(".md")) return { data: parseContentYaml(source), body: "" };
    const { data, body } = readFrontMatter(source);
    return { data, body };
  } catch (error) {
    return { error: asReadError(error) };
  }
}

/** The data of a content file (`file`, absolute); undefined when it can't be read. */
export function readContentData(file: string): unknown {
  const read = readContentFile(file);
  return read && "data" in read ? read.data : undefined;
}

/** The data of a content file's twin in `locale`; undefined when it has none or can't be read. */
export function readTwin(englishFile: string, locale: string): unknown {
  // A twin that can't be read (not YAML, front matter in another language, aliases): the English
  // text stands in (at its start, a build stops on it with the line: ../check/twins.ts).
  return readContentData(twinPath(englishFile, locale));
}
