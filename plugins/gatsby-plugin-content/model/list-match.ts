/**
 * Which Swahili entry of a list goes with which English one. The editor keeps the two lists in
 * step (a list holding translated text is `i18n: duplicate` there: moving, adding or removing an
 * entry in English does the same in Swahili, plugins/gatsby-plugin-editor/config.ts) and copies each entry's
 * untranslated fields into the Swahili twin. A list whose model names a `matchBy` key (a client's
 * name, a photo, a tab's short name) is paired by that copy, never by place: a Swahili entry whose
 * copy names no English entry is left out, so its text can't show under another entry's name, and
 * the English entry shows its own text instead (a build warning names the entry). A list without
 * one (only translated text, e.g. numbered titles) is paired by place.
 */
import type { FieldSpec } from "./fields";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The value a key compares by: text trimmed, anything else as JSON; undefined when absent. */
function keyOf(item: unknown, key: string): string | undefined {
  if (!isRecord(item)) return undefined;
  const value = item[key];
  if (value === undefined || value === null) return undefined;
  return typeof value === "string" ? value.trim() : JSON.stringify(value);
}

export interface ListPairing {
  /** For each English entry, the index of its Swahili entry, or undefined when it has none. */
  twinOf: (number | undefined)[];
  /** Swahili entries that go with no English entry, by index. */
  orphans: number[];
}

/**
 * Pairs the entries of a list: `english` with `swahili` (the twin's entries), by `spec.matchBy`
 * when the list names one, else by place. Entries sharing one key (a client with two reviews) are
 * paired in their order: the first English with the first Swahili, and so on.
 */
export function pairEntries(
  spec: FieldSpec,
  english: readonly unknown[],
  swahili: readonly unknown[],
): ListPairing {
  const key = spec.matchBy;
  if (key === undefined) {
    return {
      twinOf: english.map((_, index) => (index < swahili.length ? index : undefined)),
      orphans: swahili.map((_, index) => index).filter((index) => index >= english.length),
    };
  }
  // The Swahili entries by key, in their order; each is taken once.
  const waiting = new Map<string, number[]>();
  swahili.forEach((item, index) => {
    const value = keyOf(item, key);
    if (value === undefined) return;
    waiting.set(value, [...(waiting.get(value) ?? []), index]);
  });
  const twinOf = english.map((item) => {
    const value = keyOf(item, key);
    return value === undefined ? undefined : waiting.get(value)?.shift();
  });
  const paired = new Set(twinOf.filter((index): index is number => index !== undefined));
  return {
    twinOf,
    orphans: swahili.map((_, index) => index).filter((index) => !paired.has(index)),
  };
}

/** How an entry is named in a message: its key's value when it has one ("Wanjiru K."), else its place. */
export function entryName(spec: FieldSpec, item: unknown, index: number): string {
  const value = spec.matchBy === undefined ? undefined : keyOf(item, spec.matchBy);
  return value === undefined ? `entry ${index + 1}` : `entry ${index + 1} ("${value}")`;
}
