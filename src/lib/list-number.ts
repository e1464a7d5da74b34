/**
 * The number shown beside an entry of a numbered list ("01", "02", …): its place in the list,
 * counted from `first`. Content never writes these numbers, so moving, adding or removing an
 * entry renumbers the rest and no two can clash.
 */
export function listNumber(index: number, first = 1): string {
  return String(first + index).padStart(2, "0");
}
