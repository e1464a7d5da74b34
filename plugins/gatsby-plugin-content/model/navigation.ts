import { labelled, list, object, text, translated } from "./fields";
import { yamlFile } from "./content-type";
import { ruled } from "./rules";

export const navigation = yamlFile("navigation", "Navigation", "The header's links, in order", {
  items: labelled(
    "Links",
    list(
      "The links, in order.",
      object("NavigationLink", "A header link.", {
        name: labelled("Link text", translated(text("The link's text."))),
        link: labelled(
          "Goes to",
          ruled('Where the link goes, a path on this site, e.g. "/#services".', "sitePath"),
        ),
        page: labelled(
          "Highlighted on",
          ruled(
            'The page (route) the link belongs to, e.g. "/contact": the header highlights it there.',
            "sitePath",
          ),
        ),
      }),
      { summary: "{{fields.name}}", matchBy: "link" },
    ),
  ),
});
