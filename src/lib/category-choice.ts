/**
 * The services list's categories (its tabs) over one list of every treatment: a category switch
 * shows and hides rows already in the page instead of rendering a new list (on a low-tier phone,
 * rendering a category's rows anew took longer than the 200 ms a tap should take to answer:
 * scripts/bench/interaction-probe.mjs). Each treatment names the categories it is in; the one
 * showing all holds every treatment.
 */

export interface Category {
  id: string;
  showsAll: boolean | null;
}

/** The places of the categories `treatment` is in, in the list's order, the one showing all too. */
export function categoryPlaces(
  treatment: { categories: readonly string[] },
  categories: readonly Category[],
): number[] {
  return categories.flatMap((category, place) =>
    category.showsAll || treatment.categories.includes(category.id) ? [place] : [],
  );
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
 * category serves each (categoryPlaces). The rules name categories by their places, never by their
 * ids from the content: nothing the owner wrote reaches a style sheet.
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
