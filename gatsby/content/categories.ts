import { labelled, list, object, optionalBoolean, text, translated } from "./fields";
import { yamlFile } from "./content-type";
import { ruled } from "./rules";

export const categories = yamlFile(
  "categories",
  "Treatment categories",
  "The tabs of the booking list on the services page, in order",
  {
    items: labelled(
      "Tabs",
      list(
        "The tabs, in order. A treatment joins a tab by ticking it in the treatment's own Categories.",
        object(
          "Category",
          "A tab of the booking list.",
          {
            id: labelled(
              "Short name",
              ruled(
                'The short name a treatment\'s file uses for this tab, e.g. "nails": lower-case letters, digits and hyphens. Changing it takes the tab away from the treatments in it.',
                "id",
              ),
            ),
            name: labelled("Tab name", translated(text("The tab's label, as visitors see it."))),
            showsAll: labelled(
              "Shows every treatment",
              optionalBoolean(
                "This tab lists every treatment (exactly one tab has it: All Services).",
              ),
            ),
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
          summary: "{{fields.name}}",
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
    ),
  },
);
