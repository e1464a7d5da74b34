/**
 * Reads the Swahili twins of the content files from disk (the build's side of
 * gatsby/content/translations.ts), for the Swahili pages' GraphQL data. The build's warnings about
 * Swahili text that is missing come from the validator's reading of the twins
 * (gatsby/validate/twins.ts).
 */
import fs from "node:fs";
import type { FieldSpec } from "./fields";
import { translateContent, twinPath, type Translated } from "./translations";
import { parseContentYaml, readFrontMatter } from "./yaml";

interface ReadTwin {
  mtimeMs: number;
  size: number;
  data: unknown;
}

/**
 * The twins read so far, by path. A node is resolved again for each query that reads it, so
 * without this a twin is read and parsed many times per build. Each use checks the file's
 * modification time and size (one `stat`), so a twin edited under `gatsby develop` is read again;
 * no lifecycle hook has to remember to clear it. Shared, so callers must not change what it holds.
 */
const twins = new Map<string, ReadTwin>();

/** The data of a content file's twin in `locale`, or undefined when it has none (or can't be read). */
export function readTwin(englishFile: string, locale: string): unknown {
  const file = twinPath(englishFile, locale);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) {
    twins.delete(file);
    return undefined;
  }
  const known = twins.get(file);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.data;
  // Stat before read: an edit in between leaves a newer time on disk, so it is read again.
  const data = parseTwin(file);
  twins.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, data });
  return data;
}

function parseTwin(file: string): unknown {
  try {
    const source = fs.readFileSync(file, "utf8");
    // The content check's reader (./yaml.ts): what it accepted is what the pages read.
    return file.endsWith(".md") ? readFrontMatter(source).data : parseContentYaml(source);
  } catch {
    // A twin that can't be read (not YAML, front matter in another language, aliases): the English
    // text stands in (at its start, a build stops on it with the line: gatsby/validate/twins.ts).
    return undefined;
  }
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
