import { labelled, list, object, paragraph, text, translated, type Field } from "./fields";
import { yamlFile } from "./content-type";

// The pages that have their own title, description and keywords in content/page-meta.yaml (each
// page's query names its own: `pageHead(page: "home")`).
export const PAGE_KEYS = ["home", "about", "services", "contact"] as const;

export type PageKey = (typeof PAGE_KEYS)[number];

/** One page's title, description and keywords. */
const pageMetaFor = (page: PageKey) =>
  labelled(
    `${page.charAt(0).toUpperCase()}${page.slice(1)} page`,
    object("PageMeta", "Title, description and keywords of one page.", {
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
  );

// One group of fields per page the site has (PAGE_KEYS), so no page can be left without its
// title and none can be written twice.
const pages = Object.fromEntries(PAGE_KEYS.map((page) => [page, pageMetaFor(page)])) as Record<
  PageKey,
  ReturnType<typeof pageMetaFor>
> satisfies Record<string, Field>;

export const pageMeta = yamlFile(
  "page-meta",
  "Page titles and descriptions",
  "Title, description and keywords of each page, for search results and link previews",
  pages,
);
