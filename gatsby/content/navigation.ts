import { list, object, text } from "./fields";
import { yamlFile } from "./content-type";
import { ruled } from "./rules";

export const navigation = yamlFile("navigation", "Navigation", "The header's links, in order", {
  items: list(
    "The links, in order.",
    object("NavigationLink", "A header link.", {
      id: ruled("A short id for the link.", "id"),
      name: text("The link's text."),
      link: ruled('Where the link goes, a path on this site, e.g. "/#services".', "sitePath"),
      page: ruled("The page the link belongs to, for highlighting it.", "sitePath"),
    }),
    { unique: "id" },
  ),
});
