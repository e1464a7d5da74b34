import { categoryPlaces, staticCategoryCss } from "../src/lib/category-choice";

const categories = [
  { id: "all", showsAll: true },
  { id: "nails", showsAll: false },
  { id: "face", showsAll: null },
];

describe("the places of a treatment's categories", () => {
  it("names each category it is in by its place, the one showing all included", () => {
    expect(categoryPlaces({ categories: ["face"] }, categories)).toEqual([0, 2]);
    expect(categoryPlaces({ categories: ["nails", "face"] }, categories)).toEqual([0, 1, 2]);
    expect(categoryPlaces({ categories: ["all"] }, categories)).toEqual([0]);
  });

  it("without a category showing all, only those it names; an unknown one names none", () => {
    expect(categoryPlaces({ categories: ["face", "gone"] }, categories.slice(1))).toEqual([1]);
  });
});

describe("the static list's categories", () => {
  it("shows, per category, only the rows in it while the list is static and its choice is checked", () => {
    expect(staticCategoryCss(2).split("\n")).toEqual([
      '[data-static-list]:has([data-category-index="0"]:checked) li[data-treatment]:not([data-categories~="0"]){display:none}',
      '[data-static-list]:has([data-category-index="1"]:checked) li[data-treatment]:not([data-categories~="1"]){display:none}',
    ]);
  });
});
