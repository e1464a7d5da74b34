/**
 * The same keys, each made unique by a "-2", "-3", … suffix on its second and later uses, for
 * element ids and React keys built from content the build accepts twice (two category tabs with
 * one short name: both are shown, and each needs its own id).
 */
export function uniqueKeys(keys: readonly string[]): string[] {
  const used = new Set<string>();
  return keys.map((key) => {
    let unique = key;
    for (let n = 2; used.has(unique); n += 1) unique = `${key}-${n}`;
    used.add(unique);
    return unique;
  });
}
