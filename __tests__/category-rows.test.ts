import { categoryRows, rowCategories, staticCategoryCss } from "../src/lib/category-rows";

const t = (slug: string) => ({ slug });
const categories = [
  { showsAll: true, treatments: [t("facial"), t("tips"), t("gel"), t("manicure")] },
  { showsAll: false, treatments: [t("tips"), t("gel")] },
  { showsAll: false, treatments: [t("facial")] },
];
const keys = ["all", "nails", "face"];

describe("the services list's rows", () => {
  it("lists every treatment once, in the All order, naming the categories it is in", () => {
    expect(categoryRows(categories, keys)).toEqual([
      { treatment: t("facial"), inCategories: ["all", "face"] },
      { treatment: t("tips"), inCategories: ["all", "nails"] },
      { treatment: t("gel"), inCategories: ["all", "nails"] },
      { treatment: t("manicure"), inCategories: ["all"] },
    ]);
  });

  it("without a category showing all, lists each treatment where it first appears", () => {
    expect(categoryRows(categories.slice(1), keys.slice(1))).toEqual([
      { treatment: t("tips"), inCategories: ["nails"] },
      { treatment: t("gel"), inCategories: ["nails"] },
      { treatment: t("facial"), inCategories: ["face"] },
    ]);
  });
});

describe("the static list's categories", () => {
  it("names each row's categories by their places, the one showing all included", () => {
    const rows = categoryRows(categories, keys);
    expect(rows.map((row) => rowCategories(row, keys))).toEqual(["0 2", "0 1", "0 1", "0"]);
  });

  it("shows, per category, only the rows in it while the list is static and its choice is checked", () => {
    expect(staticCategoryCss(2).split("\n")).toEqual([
      '[data-static-list]:has([data-category-index="0"]:checked) li[data-treatment]:not([data-categories~="0"]){display:none}',
      '[data-static-list]:has([data-category-index="1"]:checked) li[data-treatment]:not([data-categories~="1"]){display:none}',
    ]);
  });
});
