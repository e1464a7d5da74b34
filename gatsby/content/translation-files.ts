/**
 * The one reader of the twins ("home.sw.yaml" beside "home.yaml", "manicure.sw.md" beside
 * "manicure.md"): the content check (gatsby/validate/twins.ts) and the pages' resolvers (the
 * language plugin's Swahili copies, through translateFile) read each twin through it, so each twin
 * is read and parsed once per build, by the content check's own parser (./yaml.ts). The pages read
 * the English YAML files through it too (readContentData), not from gatsby-transformer-yaml's
 * nodes, whose parser reads some values otherwise.
 */
import fs from "node:fs";
import type { FieldSpec } from "./fields";
import { translateContent, twinPath, type Translated } from "./translations";
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
 * (one `stat`), so a twin edited under `gatsby develop` is read again without any hook having to
 * clear it; the language plugin also forgets a Markdown twin when Gatsby sees its file change.
 * Gatsby compiles each plugin's gatsby-node into a bundle of its own, each with its own copy of
 * this module, so the map is kept once per process (under a registered symbol) for the content
 * plugin's check and the language plugin's resolvers to share. Callers must not change what it
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
  // text stands in (at its start, a build stops on it with the line: gatsby/validate/twins.ts).
  return read && "data" in read ? read.data : undefined;
}

/** The locale reading of a content file's data (its translated fields from its twin). */
export function translateFile<T>(
  root: FieldSpec,
  englishFile: string,
  english: T,
  locale: string,
): Translated<T> {
  return translateContent(root, english, readTwin(englishFile, locale));
}
