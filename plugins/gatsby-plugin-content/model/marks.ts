/**
 * Marks of what each Swahili text translates (TRANSLATION_OF below). Small and without imports:
 * the build reads them (./translations.ts) and the owner's editor writes them
 * (plugins/gatsby-plugin-editor/translation-marks.ts), in one bundle with no more of the model.
 */

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The key of a twin that records, for each translated text, which English text its Swahili
 * translates: by path ("hero.heading", "items.2.title", "body"), the fingerprints of the English
 * and of the Swahili text as they were when the Swahili was last written, "<english>:<swahili>",
 * written as a list of "path=english:swahili" lines (a list of texts, which the editor carries
 * as it is in a hidden field).
 * The owner's editor writes it as she saves (plugins/gatsby-plugin-editor/translation-marks.ts);
 * she never sees it. A Swahili text is behind when the English has changed since and the Swahili
 * has not: the Swahili page then shows the English text (marked as English) rather than a Swahili
 * one that now says something else, and the build warns.
 */
export const TRANSLATION_OF = "translationOf";

/** A short fingerprint of a text (FNV-1a, 32 bits, hex): enough to tell an edit, not a secret. */
export function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text.trim()) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, "0");
}

/** The record of an English and a Swahili text, as TRANSLATION_OF holds it. */
export const translationMark = (english: string, swahili: string): string =>
  `${fingerprint(english)}:${fingerprint(swahili)}`;

/**
 * Whether `swahili` is behind `english` by its `mark`: the English changed since the mark was
 * written, and the Swahili did not. No mark (content from before marks, a file written by hand):
 * taken as up to date.
 */
export function isBehind(mark: unknown, english: unknown, swahili: unknown): boolean {
  const [englishText, swahiliText] = [markedText(english), markedText(swahili)];
  if (typeof mark !== "string" || englishText === undefined || swahiliText === undefined) {
    return false;
  }
  const [markedEnglish, markedSwahili] = mark.split(":");
  return markedEnglish !== fingerprint(englishText) && markedSwahili === fingerprint(swahiliText);
}

/** A value as marks weigh it: a text, or a list of texts (a page's search words), one a line. */
export function markedText(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim() === "" ? undefined : value;
  if (Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === "string")) {
    return value.join("\n");
  }
  return undefined;
}

/** The marks as a twin holds them ("path=english:swahili" lines), by path; none when it has none. */
export function readMarks(value: unknown): Record<string, string> {
  if (!Array.isArray(value)) return {};
  return Object.fromEntries(
    value
      .filter((line): line is string => typeof line === "string")
      .map((line) => [line.slice(0, line.lastIndexOf("=")), line.slice(line.lastIndexOf("=") + 1)])
      .filter(([path, mark]) => path !== "" && mark !== ""),
  );
}

/** The marks as a twin writes them. */
export const writeMarks = (marks: Readonly<Record<string, string>>): string[] =>
  Object.entries(marks).map(([path, mark]) => `${path}=${mark}`);

/** A twin's marks (TRANSLATION_OF), by path; none when it has none. */
export const marksOf = (twin: unknown): Readonly<Record<string, string>> =>
  readMarks(isRecord(twin) ? twin[TRANSLATION_OF] : undefined);
