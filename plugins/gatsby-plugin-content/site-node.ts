import type { Node } from "gatsby";
import { DEFAULT_LOCALE, type Locale } from "../../shared/lib/locale";
import { site } from "./model/site";

/**
 * The site's facts (content/site.yaml) in `locale` (English unless told), as the node this plugin
 * made of the file holds them, checked: for a build step that runs once the nodes exist (a page
 * being made), instead of reading and parsing the file again each time.
 */
export function siteNode(
  getNodesByType: (type: string) => Node[],
  locale: Locale = DEFAULT_LOCALE,
): Node & Record<string, unknown> {
  const typeName = site.root.spec.graphql!.typeName!;
  const found = getNodesByType(typeName).find((node) => node.locale === locale);
  if (!found) {
    throw new Error(
      `The site's facts (content/site.yaml) have no ${typeName} node in "${locale}" yet: read them once the ` +
        "content nodes exist (from onCreatePage or createPages on).",
    );
  }
  return found;
}
