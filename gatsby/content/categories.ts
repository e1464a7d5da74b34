import { list, object, optionalBoolean, text } from "./fields";
import { yamlFile } from "./content-type";
import { ruled } from "./rules";

export const categories = yamlFile(
  "categories",
  "Treatment categories",
  "The tabs of the booking list on the services page, in order",
  {
    items: list(
      "The tabs, in order. A treatment joins a tab by naming its id in its own categories.",
      object(
        "Category",
        "A tab of the booking list.",
        {
          id: ruled("The id treatments use to join this tab.", "id"),
          name: text("The tab's label."),
          showsAll: optionalBoolean("This tab shows every treatment (exactly one tab has it)."),
        },
        {
          computed: {
            treatments: {
              type: "[Treatment!]!",
              description: "The treatments in this tab, in display order.",
              directive: "@categoryTreatments",
            },
          },
        },
      ),
      {
        unique: "id",
        check: (items, ctx) => {
          const showingAll = items.filter((category) => category.showsAll === true).length;
          if (showingAll === 1) return;
          ctx.addIssue({
            code: "custom",
            message: `${showingAll} tabs have "showsAll: true"; exactly one tab (All Services) must have it.`,
            params: { rule: "shows-all" },
          });
        },
      },
    ),
  },
);
