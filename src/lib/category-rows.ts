/**
 * The services list's rows, for a category switch that shows and hides rows already in the page
 * instead of rendering a new list: on a low-tier phone, rendering a category's rows anew took
 * longer than the 200 ms a tap should take to answer (scripts/bench/interaction-probe.mjs).
 *
 * Every treatment is one row, in the "All Services" order (every category lists its treatments in
 * the same order, so each is a subsequence of it; without a category showing all, in the order of
 * first appearance); each row names the categories it is in, and is hidden while another is
 * shown.
 */

export interface CategoryOfRows<T> {
  showsAll: boolean | null;
  treatments: readonly T[];
}

export interface Row<T> {
  treatment: T;
  /** The keys of the categories the row is in. */
  inCategories: string[];
}

/** Every treatment once, naming the keys of the categories it is in. */
export function categoryRows<T extends { slug: string }>(
  categories: readonly CategoryOfRows<T>[],
  keys: readonly string[],
): Row<T>[] {
  const rows = new Map<string, Row<T>>();
  const add = (treatment: T, key: string) => {
    const row = rows.get(treatment.slug) || { treatment, inCategories: [] };
    if (key) row.inCategories.push(key);
    rows.set(treatment.slug, row);
  };
  for (const category of categories) {
    if (category.showsAll) for (const treatment of category.treatments) add(treatment, "");
  }
  categories.forEach((category, index) => {
    for (const treatment of category.treatments) add(treatment, keys[index]!);
  });
  // Array.from, not a spread: the browsers' build turns a spread of an iterator into a helper.
  return Array.from(rows.values());
}
