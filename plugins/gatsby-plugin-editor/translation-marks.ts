import {
  fingerprint,
  isBehind,
  isRecord,
  markedText,
  TRANSLATION_OF,
  translationMark,
} from "../gatsby-plugin-content/public-browser";

// Swahili that never contradicts the English. Each Swahili twin keeps, for each of its texts, a
// mark of the English and the Swahili it was written with (TRANSLATION_OF: the build reads it,
// plugins/gatsby-plugin-content/model/translations.ts). As she saves, the editor brings the marks
// up to date: a Swahili text she wrote (or changed) is marked as translating the English text of
// now; a Swahili text she left as it was keeps its mark, so where she changed the English alone,
// the Swahili is behind it. She is told which before the save is written, and says whether they
// still say the same (./start.ts); those she leaves behind, the Swahili pages show in English,
// marked as English, until she writes them.

/** The config's name for the hidden field that carries the marks (./config.ts). */
export const MARKS_FIELD = TRANSLATION_OF;

/** A field of config.yml, as far as finding the translated texts goes. */
export interface ConfigField {
  name: string;
  label?: string;
  widget?: string;
  i18n?: boolean | string;
  fields?: ConfigField[];
  field?: ConfigField;
}

/** A translated text's place in an entry ("hero.heading", "items.*.title", "body") and its label. */
export interface TranslatedPath {
  pattern: string;
  label: string;
}

/**
 * The translated texts of a collection's fields, as config.yml declares them (`i18n: true` on a
 * text, a group holding some, or a list of entries holding some, in which "*" stands for any
 * entry). The marks field itself is none of them.
 */
export function translatedPaths(
  fields: readonly ConfigField[],
  prefix = "",
  labels = "",
): TranslatedPath[] {
  return fields.flatMap((field) => {
    if (field.name === MARKS_FIELD) return [];
    const label = labels ? `${labels} › ${field.label ?? field.name}` : (field.label ?? field.name);
    const path = `${prefix}${field.name}`;
    if (field.fields) {
      const inside = field.widget === "list" ? `${path}.*.` : `${path}.`;
      return translatedPaths(field.fields, inside, label);
    }
    return field.i18n === true ? [{ pattern: path, label }] : [];
  });
}

function valueAt(data: unknown, path: readonly string[]): unknown {
  let value = data;
  for (const key of path) {
    if (Array.isArray(value)) value = value[Number(key)];
    else if (isRecord(value)) value = value[key];
    else return undefined;
  }
  return value;
}

/** The concrete paths of a pattern in `data` ("items.*.title" → "items.0.title", …). */
function expand(pattern: string, data: unknown): string[] {
  const star = pattern.indexOf("*");
  if (star < 0) return [pattern];
  const listPath = pattern.slice(0, star - 1);
  const list = valueAt(data, listPath ? listPath.split(".") : []);
  if (!Array.isArray(list)) return [];
  return list.flatMap((_entry, index) =>
    expand(`${listPath}.${index}${pattern.slice(star + 1)}`, data),
  );
}

export interface MarkedSave {
  /** The twin's marks after this save. */
  marks: Record<string, string>;
  /** The translated texts whose Swahili is now behind the English, by label and path. */
  behind: { path: string; label: string }[];
}

/**
 * The marks of an entry being saved: `english` and `swahili` are its data as it is saved, `marks`
 * the twin's marks as it was read. A Swahili text changed since its mark (or never marked) is
 * marked with the English of now; one left as it was keeps its mark; one that is gone, its mark.
 * With `stillRight` (she says the Swahili left behind still says the same), every text is marked
 * with the English of now, and none is behind.
 */
export function markSave(
  paths: readonly TranslatedPath[],
  english: unknown,
  swahili: unknown,
  marks: Readonly<Record<string, string>>,
  { stillRight = false }: { stillRight?: boolean } = {},
): MarkedSave {
  const next: Record<string, string> = {};
  const behind: MarkedSave["behind"] = [];
  for (const { pattern, label } of paths) {
    for (const path of expand(pattern, english)) {
      const keys = path.split(".");
      const [englishText, swahiliText] = [
        markedText(valueAt(english, keys)),
        markedText(valueAt(swahili, keys)),
      ];
      if (englishText === undefined || swahiliText === undefined) continue;
      const mark = marks[path];
      const unchanged = mark?.split(":")[1] === fingerprint(swahiliText);
      next[path] =
        mark && unchanged && !stillRight ? mark : translationMark(englishText, swahiliText);
      if (isBehind(next[path], englishText, swahiliText)) {
        // An entry of a list is named by its place in it, as the editor lists them.
        const place = /\.(\d+)\./.exec(`${path}.`)?.[1];
        behind.push({ path, label: place ? `${label} (${Number(place) + 1})` : label });
      }
    }
  }
  return { marks: next, behind };
}
