import { yamlFile } from "./content-type";
import { labelled, list, object, optionalBoolean, text, translated } from "./fields";
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
        object("Category", "A tab of the booking list.", {
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
              "This tab lists every treatment (one tab should have it: All Services).",
            ),
          ),
        }),
        // A short name used twice, and no tab or several showing every treatment, are build
        // warnings (plugins/gatsby-plugin-content/check/cross-file.ts): the editor cannot compare entries.
        { unique: "id", summary: "{{fields.name}}", matchBy: "id" },
      ),
    ),
  },
);
