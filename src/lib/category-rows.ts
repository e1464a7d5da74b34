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

/** The attribute of the list while it is static: before (or without) the page's script. */
export const STATIC_LIST_ATTRIBUTE = "data-static-list";
/** The attribute of each static choice's radio button: its category's place in the list. */
export const CATEGORY_INDEX_ATTRIBUTE = "data-category-index";
/** The attribute of each row: the places of the categories it is in, space-separated. */
export const ROW_CATEGORIES_ATTRIBUTE = "data-categories";

/**
 * The static list's categories in CSS alone, for a list of `count` categories: while the list is
 * static, the rows of the category whose radio button is checked show, and the others don't. A
 * row names every category it is in by its place, the one showing all included, so one rule per
 * category serves each. The rules name categories by their places, never by their ids from the
 * content: nothing the owner wrote reaches a style sheet.
 */
export function staticCategoryCss(count: number): string {
  const rules: string[] = [];
  for (let i = 0; i < count; i += 1) {
    rules.push(
      `[${STATIC_LIST_ATTRIBUTE}]:has([${CATEGORY_INDEX_ATTRIBUTE}="${i}"]:checked) li[data-treatment]:not([${ROW_CATEGORIES_ATTRIBUTE}~="${i}"]){display:none}`,
    );
  }
  return rules.join("\n");
}

/** The places of the categories a row is in, the one showing all included (see above). */
export function rowCategories<T>(row: Row<T>, keys: readonly string[]): string {
  return row.inCategories.map((key) => keys.indexOf(key)).join(" ");
}
