/**
 * The one reader of the twins ("home.sw.yaml" beside "home.yaml", "manicure.sw.md" beside
 * "manicure.md"): the content check (plugins/gatsby-plugin-content/check/twins.ts) and the content nodes in each
 * language (plugins/gatsby-plugin-content/language-nodes.ts) read each twin through it, so each
 * twin is read and parsed once per change, by the content check's own parser (./yaml.ts). The
 * nodes read the English files through it too (readContentData).
 */
import fs from "node:fs";
import { twinPath } from "./translations";
import { asReadError, parseContentYaml, readFrontMatter, type YamlReadError } from "./yaml";

/** A twin as read: its data (and a Markdown twin's text), or why it can't be read. */
export type TwinRead = { data: unknown; body: string } | { error: YamlReadError };

interface Cached {
  mtimeMs: number;
  size: number;
  read: TwinRead;
}

/**
 * The twins read so far, by absolute path. Each use checks the file's modification time and size
 * (one `stat`), so a twin edited under `gatsby develop` is read again; the content plugin also
 * forgets a file when Gatsby sees it change.
 * Gatsby compiles each plugin's gatsby-node into a bundle of its own, each with its own copy of
 * this module, so the map is kept once per process (under a registered symbol) for the content
 * plugin's check and its nodes to share. Callers must not change what it
 * holds.
 */
const STORE = Symbol.for("immeasure.content.twins");
const holder = globalThis as { [STORE]?: Map<string, Cached> };
const twins = (holder[STORE] ??= new Map<string, Cached>());

/** The twin at `file` (absolute), as read; undefined when there is none. */
export function readTwinFile(file: string): TwinRead | undefined {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) {
    twins.delete(file);
    return undefined;
  }
  const known = twins.get(file);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.read;
  // Stat before read: an edit in between leaves a newer time on disk, so it is read again.
  const read = parseTwin(file);
  twins.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, read });
  return read;
}

/** Drops what was read of `file`, so its next use reads it again (its file node changed). */
export function forgetTwin(file: string): void {
  twins.delete(file);
}

function parseTwin(file: string): TwinRead {
  const source = fs.readFileSync(file, "utf8");
  try {
    if (!file.endsWith(".md")) return { data: parseContentYaml(source), body: "" };
    const { data, body } = readFrontMatter(source);
    return { data, body };
  } catch (error) {
    return { error: asReadError(error) };
  }
}

/**
 * The data of a content file (`file`, absolute) as the content reader reads it, through the same
 * cache as the twins; undefined when it can't be read.
 */
export function readContentData(file: string): unknown {
  const read = readTwinFile(file);
  return read && "data" in read ? read.data : undefined;
}

/** The data of a content file's twin in `locale`; undefined when it has none or can't be read. */
export function readTwin(englishFile: string, locale: string): unknown {
  const read = readTwinFile(twinPath(englishFile, locale));
  // A twin that can't be read (not YAML, front matter in another language, aliases): the English
  // text stands in (at its start, a build stops on it with the line: plugins/gatsby-plugin-content/check/twins.ts).
  return read && "data" in read ? read.data : undefined;
}
