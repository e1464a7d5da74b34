/**
 * Reads the Swahili twins of the content files from disk (the build's side of
 * gatsby/content/translations.ts), for the Swahili pages' GraphQL data. The build's warnings about
 * Swahili text that is missing come from the validator's reading of the twins
 * (gatsby/validate/twins.ts).
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { parse } from "yaml";
import type { ContentType } from "./content-type";
import type { FieldSpec } from "./fields";
import { translateContent, twinPath, type Translated } from "./translations";

/** The data of a content file's twin in `locale`, or undefined when it has none (or can't be read). */
export function readTwin(englishFile: string, locale: string): unknown {
  const file = twinPath(englishFile, locale);
  if (!fs.existsSync(file)) return undefined;
  try {
    const source = fs.readFileSync(file, "utf8");
    return file.endsWith(".md") ? matter(source).data : (parse(source) as unknown);
  } catch {
    // A twin that isn't valid YAML: the English text stands in (at its start, a build stops on it
    // with the line: gatsby/validate/twins.ts).
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

export interface TwinProblem {
  file: string;
  message: string;
}

/**
 * Twins the Swahili pages can't use: one with no English file beside it (a misspelt name: nothing
 * reads it).
 */
export function twinProblems(
  model: readonly ContentType[],
  contentDir: string,
  repoRoot: string,
  locale: string,
): TwinProblem[] {
  const dirs = [
    contentDir,
    ...model.flatMap((type) =>
      type.source.kind === "folder" ? [path.join(contentDir, type.source.path)] : [],
    ),
  ];
  const twin = new RegExp(`\\.${locale}\\.(ya?ml|md)$`);
  return dirs.flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((name) => twin.test(name))
      .flatMap((name): TwinProblem[] => {
        const absolute = path.join(dir, name);
        const file = path.relative(repoRoot, absolute).split(path.sep).join("/");
        const english = absolute.replace(twin, ".$1");
        if (!fs.existsSync(english)) {
          return [
            {
              file,
              message: `has no English file "${path.basename(english)}" beside it, so nothing reads it. Name it after the English file.`,
            },
          ];
        }
        // A twin that isn't valid YAML, or holds a text of the wrong kind, stops the build
        // (gatsby/validate/twins.ts).
        return [];
      }),
  );
}
