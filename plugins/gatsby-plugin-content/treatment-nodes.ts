// Each treatment's Markdown file becomes a Treatment node in every language, so GraphiQL shows
// `allTreatment` with the treatment's own fields instead of a generic MarkdownRemark with
// frontmatter. In another language the node holds the translated fields from the file's twin
// ("manicure.sw.md") and the twin's description, or the English one, listed in `untranslated` as
// "body", where the twin has none.
import path from "path";
import type { Node } from "gatsby";
import { treatments } from "./model";
import { nodeFields } from "./model/graphql";
import type { TreatmentFrontmatter } from "./model/treatments";
import { readContentFile } from "./model/content-reader";
import { inLanguage, isBehind, marksOf, twinPath } from "./model/translations";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../shared/lib/locale";
import {
  contentFileOf,
  createLanguageNode,
  type CreateNodeArgs,
  type FileNode,
} from "./language-nodes";

type MarkdownNode = Node & { fileAbsolutePath?: string };

/**
 * A treatment's nodes, as gatsby-transformer-remark makes the Markdown node of its file: the
 * English file makes one in every language; a twin makes its language's again, from the English
 * file's Markdown node (when Gatsby has made it yet: if not, that file makes every language's).
 */
export function createTreatmentNodes(args: CreateNodeArgs): void {
  const { node, getNode } = args;
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return;
  const file = getNode(node.parent) as (FileNode & { relativeDirectory?: string }) | undefined;
  if (!file || file.relativeDirectory !== "treatments") return;
  const of = contentFileOf(file);
  if (!of) return;
  if (of.locale) {
    const english = (args.getNodesByType("MarkdownRemark") as MarkdownNode[]).find(
      (markdown) => markdown.fileAbsolutePath === of.english,
    );
    const read = readContentFile(of.english);
    if (english && read && "data" in read) {
      createTreatmentNode(args, english, of.english, read, of.locale, node);
    }
    return;
  }
  // Read by the content reader (YAML front matter only, no aliases), which the check read it
  // through, not from the remark node's front matter: the page shows exactly what the check
  // accepted. A file it refuses makes no Treatment; checkContentFile has named it and the rule.
  const read = readContentFile(of.english);
  if (!read || "error" in read) return;
  const markdownNodes = args.getNodesByType("MarkdownRemark") as MarkdownNode[];
  for (const locale of LOCALES) {
    const twin = markdownNodes.find(
      (markdown) => markdown.fileAbsolutePath === twinPath(of.english, locale),
    );
    createTreatmentNode(args, node, of.english, read, locale, twin);
  }
}

/**
 * `locale`'s Treatment of the file `englishFile` (read as `read`), a child of its Markdown node
 * (`markdown`); `twinMarkdown` is the Markdown node of its twin in `locale`, if Gatsby has made it.
 */
function createTreatmentNode(
  args: CreateNodeArgs,
  markdown: MarkdownNode,
  englishFile: string,
  read: { data: unknown; body: string },
  locale: Locale,
  twinMarkdown?: MarkdownNode,
) {
  const english = nodeFields(treatments, read.data as TreatmentFrontmatter);
  // The file's name is its id; the description as plain text, and the Markdown node whose HTML
  // the page shows (`descriptionHtml`: plugins/gatsby-plugin-content/model/treatments.ts).
  const slug = path.basename(englishFile, ".md");
  const own = { slug, description: read.body.trim(), markdown: markdown.id };
  if (locale === DEFAULT_LOCALE) {
    createLanguageNode(args, treatments, slug, markdown, {
      ...inLanguage(treatments.root.spec, english, locale),
      ...own,
    });
    return;
  }
  const file = twinPath(englishFile, locale);
  const twin = readContentFile(file);
  const translated = inLanguage(
    treatments.root.spec,
    english,
    locale,
    twin && "data" in twin ? twin.data : undefined,
  ) as Record<string, unknown> & { untranslated?: string[] };
  // A description behind the English one (changed since it was translated) shows as missing.
  const twinBody = twin && "body" in twin ? twin.body.trim() : "";
  const body = isBehind(
    marksOf(twin && "data" in twin ? twin.data : undefined).body,
    read.body,
    twinBody,
  )
    ? ""
    : twinBody;
  createLanguageNode(args, treatments, slug, markdown, {
    ...translated,
    ...own,
    ...(body && twinMarkdown
      ? { description: body, markdown: twinMarkdown.id }
      : { untranslated: [...(translated.untranslated ?? []), "body"] }),
  });
}
