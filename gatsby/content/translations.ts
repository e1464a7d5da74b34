/**
 * The Swahili side of the content: each content file's twin ("home.sw.yaml" beside "home.yaml",
 * "manicure.sw.md" beside "manicure.md", where the editor writes them) holds the fields the model
 * marks translated. A Swahili page reads the English value, with each translated field replaced by
 * its Swahili text; a Swahili text that is missing falls back to the English one and is reported
 * (a build warning naming the file and the field), never an error.
 */
import type { FieldSpec } from "./fields";

export interface Translated<T> {
  /** The English value with every translated field that has Swahili text replaced by it. */
  value: T;
  /** The translated fields that fell back to English, as paths ("hero.heading", "items.2.title"). */
  missing: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const hasText = (value: unknown): boolean =>
  (typeof value === "string" && value.trim() !== "") ||
  (Array.isArray(value) && value.length > 0 && value.every((item) => hasText(item)));

function containsTranslated(spec: FieldSpec): boolean {
  return (
    spec.translated === true ||
    Object.values(spec.fields ?? {}).some(containsTranslated) ||
    (spec.item !== undefined && containsTranslated(spec.item))
  );
}

function merge(
  spec: FieldSpec,
  english: unknown,
  swahili: unknown,
  path: string,
  missing: string[],
): unknown {
  if (spec.translated) {
    // An English value left empty on purpose (an optional caption) needs no Swahili.
    if (!hasText(english)) return english;
    if (hasText(swahili)) return swahili;
    missing.push(path);
    return english;
  }
  if (!containsTranslated(spec)) return english;
  if (spec.type === "object" && isRecord(english)) {
    const other = isRecord(swahili) ? swahili : {};
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => {
        const field = spec.fields?.[key];
        return [
          key,
          field ? merge(field, value, other[key], path ? `${path}.${key}` : key, missing) : value,
        ];
      }),
    );
  }
  if (spec.type === "list" && Array.isArray(english) && spec.item) {
    const other = Array.isArray(swahili) ? swahili : [];
    return english.map((value, index) =>
      merge(spec.item!, value, other[index], `${path}.${index}`, missing),
    );
  }
  return english;
}

/**
 * The Swahili reading of one content file (or a Markdown entry's frontmatter): `root` is the
 * model's spec of the file, `english` its English data, `swahili` its twin's data (undefined when
 * there is no twin). Entries of a list are matched by position, as the editor keeps them.
 */
export function translateContent<T>(root: FieldSpec, english: T, swahili: unknown): Translated<T> {
  const missing: string[] = [];
  const value = merge(root, english, swahili, "", missing) as T;
  return { value, missing };
}

/** "content/home.yaml" → "content/home.sw.yaml": the file a language's text is kept in. */
export function twinPath(file: string, locale: string): string {
  return file.replace(/(\.[a-z]+)$/, `.${locale}$1`);
}
