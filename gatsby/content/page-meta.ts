import { PAGE_KEYS } from "../../src/lib/pages";
import { labelled, list, object, paragraph, select, text, translated } from "./fields";
import { yamlFile } from "./content-type";

export const pageMeta = yamlFile(
  "page-meta",
  "Page titles and descriptions",
  "Title, description and keywords of each page, for search results and link previews",
  {
    items: labelled(
      "Pages",
      list(
        "One entry per page.",
        object("PageMeta", "Title, description and keywords of one page.", {
          key: labelled(
            "Page",
            select("Which page this is.", PAGE_KEYS, {
              id: "page-meta-unknown",
              what: "a page of this site",
            }),
          ),
          title: translated(
            text('The title; the browser tab reads "<title> | <business name> Kenya".'),
          ),
          description: translated(
            paragraph("One or two sentences for search results and link previews."),
          ),
          keywords: labelled(
            "Search words",
            translated(
              list("Words and phrases people search for.", text("A search word or phrase."), {
                min: 1,
              }),
            ),
          ),
        }),
        { unique: "key", summary: "{{fields.key}}: {{fields.title}}" },
      ),
    ),
  },
);
