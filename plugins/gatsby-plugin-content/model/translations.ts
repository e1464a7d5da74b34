/**
 * The Swahili side of the content: each content file's twin ("home.sw.yaml" beside "home.yaml",
 * "manicure.sw.md" beside "manicure.md", where the editor writes them) holds the fields the model
 * marks translated. A Swahili page reads the English value, with each translated field replaced by
 * its Swahili text; a Swahili text that is missing falls back to the English one and is reported
 * (a build warning naming the file and the field), never an error.
 */
import { DEFAULT_LOCALE } from "../../../shared/lib/locale";
import type { FieldSpec } from "./fields";
import { pairEntries } from "./list-match";
import { isBehind, isRecord, marksOf } from "./marks";

export * from "./marks";

export interface Translated<T> {
  /** The English value with every translated field that has Swahili text replaced by it. */
  value: T;
  /**
   * The translated fields that fell back to English, as paths ("hero.heading", "items.2.title"):
   * no Swahili text, or one behind the English (`behind`).
   */
  missing: string[];
  /** Of those, the ones whose Swahili text translates an English text that has since changed. */
  behind: string[];
}

/**
 * The field each object with translated fields of its own gets on a page in another language: its
 * fields that fell back to English, by key ("heading"; "body" for a Markdown entry's text).
 */
export const UNTRANSLATED = "untranslated";

const hasText = (value: unknown): boolean =>
  (typeof value === "string" && value.trim() !== "") ||
  (Array.isArray(value) && value.length > 0 && value.every((item) => hasText(item)));

/** No text at all: left out, empty, only spaces, or an empty list. */
const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/**
 * A field, or its description for an editor (plugins/gatsby-plugin-content/model/describe.ts): its fields by key or in
 * a list, and a list's entry as `item` (spec) or `field` (description).
 */
interface TranslatableField {
  translated?: boolean;
  fields?: Readonly<Record<string, TranslatableField>> | readonly TranslatableField[];
  item?: TranslatableField;
  field?: TranslatableField;
}

/** Whether a field, or anything inside it, is written once per language. */
export function containsTranslated(field: TranslatableField): boolean {
  const entry = field.item ?? field.field;
  return (
    field.translated === true ||
    Object.values(field.fields ?? {}).some(containsTranslated) ||
    (entry !== undefined && containsTranslated(entry))
  );
}

/** What a reading of a twin collects: its fallbacks, and the marks it reads them by. */
interface Reading {
  missing: string[];
  behind: string[];
  marksOf: Readonly<Record<string, unknown>>;
}

function merge(
  spec: FieldSpec,
  english: unknown,
  swahili: unknown,
  path: string,
  reading: Reading,
  marks: boolean,
): unknown {
  const { missing } = reading;
  if (spec.translated) {
    // An English value left empty on purpose (an optional caption) needs no Swahili.
    if (!hasText(english)) return english;
    if (isBlank(swahili)) {
      missing.push(path);
      return english;
    }
    if (isBehind(reading.marksOf[path], english, swahili)) {
      missing.push(path);
      reading.behind.push(path);
      return english;
    }
    // Whatever the twin holds, even of the wrong kind: the validator checks the result with the
    // field's own rules (plugins/gatsby-plugin-content/check/twins.ts) and stops the build on a wrong one.
    return swahili;
  }
  if (!containsTranslated(spec)) return english;
  // A group of fields or a list where the twin has something else: kept, so the validator names it.
  const given = swahili !== undefined && swahili !== null;
  if (given && spec.type === "object" && !isRecord(swahili)) return swahili;
  if (given && spec.type === "list" && !Array.isArray(swahili)) return swahili;
  if (spec.type === "object" && isRecord(english)) {
    const other = isRecord(swahili) ? swahili : {};
    const fellBack: string[] = [];
    const merged = Object.fromEntries(
      Object.entries(english).map(([key, value]) => {
        const field = spec.fields?.[key];
        if (!field) return [key, value];
        const before = missing.length;
        const result = merge(
          field,
          value,
          other[key],
          path ? `${path}.${key}` : key,
          reading,
          marks,
        );
        if (field.translated && missing.length > before) fellBack.push(key);
        return [key, result];
      }),
    );
    // The object's own fields that show English, so whatever shows them can mark them
    // `lang="en"` (the `untranslated` field in GraphQL, plugins/gatsby-plugin-content/model/graphql.ts).
    return marks && fellBack.length > 0 ? { ...merged, [UNTRANSLATED]: fellBack } : merged;
  }
  if (spec.type === "list" && Array.isArray(english) && spec.item) {
    const other = Array.isArray(swahili) ? swahili : [];
    const { twinOf } = pairEntries(spec, english, other);
    return english.map((value, index) => {
      const twin = twinOf[index];
      return merge(
        spec.item!,
        value,
        twin === undefined ? undefined : other[twin],
        `${path}.${index}`,
        reading,
        marks,
      );
    });
  }
  return english;
}

/**
 * The Swahili reading of one content file (or a Markdown entry's frontmatter): `root` is the
 * model's spec of the file, `english` its English data, `swahili` its twin's data (undefined when
 * there is no twin). Entries of a list are paired by the key the model names for it, or by place
 * where it names none (plugins/gatsby-plugin-content/model/list-match.ts).
 */
export function translateContent<T>(
  root: FieldSpec,
  english: T,
  swahili: unknown,
  /** Give each object its `untranslated` list (for the pages; not for the validator). */
  marks = true,
): Translated<T> {
  const reading: Reading = { missing: [], behind: [], marksOf: marksOf(swahili) };
  const value = merge(root, english, swahili, "", reading, marks) as T;
  return { value, missing: reading.missing, behind: reading.behind };
}

/**
 * The field every content node has, and every object of it whose type computes fields in its
 * language (a tab's treatments, the opening hours' lines): the language its texts are in.
 */
export const LOCALE_FIELD = "locale";

function withLocale(spec: FieldSpec, value: unknown, locale: string): unknown {
  if (spec.type === "list" && spec.item && Array.isArray(value)) {
    return value.map((entry) => withLocale(spec.item!, entry, locale));
  }
  if (!isRecord(value)) return value;
  const fields = Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      const child = spec.fields?.[key];
      return [key, child ? withLocale(child, field, locale) : field];
    }),
  );
  const computes = Object.keys(spec.graphql?.computed ?? {}).length > 0;
  return computes ? { ...fields, [LOCALE_FIELD]: locale } : fields;
}

/**
 * A content file's data as its node in `locale` holds it: in the default language the English
 * data; in another, each translated field from the file's twin (`twin`, its
 * data), each object listing its own fields that fell back to English in `untranslated`. The node
 * and each object that computes fields in its language carry `locale`.
 */
export function inLanguage(
  root: FieldSpec,
  english: Readonly<Record<string, unknown>>,
  locale: string,
  twin?: unknown,
): Record<string, unknown> {
  const value = locale === DEFAULT_LOCALE ? english : translateContent(root, english, twin).value;
  return {
    ...(withLocale(root, value, locale) as Record<string, unknown>),
    [LOCALE_FIELD]: locale,
  };
}

/**
 * "content/home.yaml" → "content/home.sw.yaml": the file a language's text is kept in (the editor
 * writes the same path with "{{locale}}" for the language).
 */
export function twinPath(file: string, locale: string): string {
  return file.replace(/(\.[a-z]+)$/, `.${locale}$1`);
}
