/**
 * The build's warnings about a twin's lists: a Swahili entry that goes with no English one is not
 * shown (its text would sit under another entry's name), and the warning names it, so the owner
 * can open the list in the editor and see both languages. Entries are paired as the pages pair
 * them (plugins/gatsby-plugin-content/model/list-match.ts).
 */
import type { FieldSpec } from "../model/fields";
import { entryName, pairEntries } from "../model/list-match";
import { formatFieldPath, type ContentError, type PathSegment } from "./errors";

/** Each Swahili entry with the English entry it goes with (undefined for none), and its index. */
export function pairedEntries(
  spec: FieldSpec,
  english: readonly unknown[],
  twin: readonly unknown[],
): [unknown, unknown, number][] {
  const { twinOf } = pairEntries(spec, english, twin);
  const englishOf = new Map<number, number>();
  twinOf.forEach((twinIndex, index) => {
    if (twinIndex !== undefined) englishOf.set(twinIndex, index);
  });
  return twin.map((item, index) => {
    const match = englishOf.get(index);
    return [match === undefined ? undefined : english[match], item, index];
  });
}

export function listWarnings(
  spec: FieldSpec,
  english: readonly unknown[],
  twin: readonly unknown[],
  at: PathSegment[],
  file: string,
  englishName: string,
): ContentError[] {
  const { orphans } = pairEntries(spec, english, twin);
  const field = formatFieldPath(at);
  if (spec.matchBy === undefined) {
    return twin.length === english.length
      ? []
      : [
          {
            file,
            field,
            rule: "twin-list-length",
            message: `"${field}" has ${twin.length} entries here and ${english.length} in ${englishName}. Entries are matched by their place, so a Swahili text may sit beside the wrong English entry: open the entry in the editor and check both languages.`,
            severity: "warning",
          },
        ];
  }
  return orphans.map((index) => ({
    file,
    field: formatFieldPath([...at, index]),
    rule: "twin-entry-unmatched",
    message: `${entryName(spec, twin[index], index)} of "${field}" has no entry with the same ${spec.matchBy} in ${englishName}, so the Swahili pages don't show it. Open the list in the editor: the Swahili side follows the English one.`,
    severity: "warning" as const,
  }));
}
