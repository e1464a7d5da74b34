// One node per content file and language, made as the file is read (Gatsby's onCreateNode): the
// English node from the file, and one node in each other language with the translated fields from
// the file's twin ("home.sw.yaml", "manicure.sw.md"), the fields that fell back to English listed
// in `untranslated` (plugins/gatsby-plugin-content/model/translations.ts). Each node says its language in `locale`, and
// a page's query picks its own: `siteYaml(locale: { eq: $locale })`. A twin is a file node of its
// own, so under `gatsby develop` a changed twin makes its language's node again.
import path from "path";
import type { GatsbyNode, Node } from "gatsby";
import { contentModel, type ContentType } from "./model";
import { classifyContentPath } from "./model/content-files";
import { readContentData, readTwin } from "./model/content-reader";
import { inLanguage, isRecord } from "./model/translations";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../shared/lib/locale";
import { isYamlFile } from "./file-checks";

export type CreateNodeArgs = Parameters<NonNullable<GatsbyNode["onCreateNode"]>>[0];
export type FileNode = Node & { absolutePath: string; relativePath: string };

/** `locale`'s node of `type` (one of `key`'s: its file), a child of `parent`, holding `fields`. */
export function createLanguageNode(
  { actions, createNodeId, createContentDigest }: CreateNodeArgs,
  type: ContentType,
  key: string,
  parent: Node,
  fields: Record<string, unknown>,
) {
  const node = {
    ...fields,
    id: createNodeId(`${type.name} ${key} ${String(fields.locale)}`),
    parent: parent.id,
    children: [],
    internal: {
      type: type.root.spec.graphql!.typeName!,
      contentDigest: createContentDigest(fields),
    },
  };
  actions.createNode(node);
  actions.createParentChildLink({ parent, child: node as unknown as Node });
}

/**
 * A content file the node `file` is, or is the twin of: the English file's absolute path and, for
 * a twin, its language; undefined for a file that isn't content.
 */
export function contentFileOf(file: FileNode) {
  const found = classifyContentPath(contentModel, file.relativePath, false);
  if (found.kind === "file") return { english: file.absolutePath, relative: file.relativePath };
  if (found.kind !== "twin") return undefined;
  const english = path.join(path.dirname(file.absolutePath), path.posix.basename(found.english));
  return { english, relative: found.english, locale: found.locale as Locale };
}

/**
 * A YAML content file's nodes: the English file makes one in every language; a twin makes its
 * language's again, from the English file's node (when Gatsby has made it yet: if not, that file
 * makes every language's in its turn).
 */
export function createYamlNodes(args: CreateNodeArgs): void {
  const file = args.node as FileNode;
  if (!isYamlFile(file) || !file.relativePath) return;
  const of = contentFileOf(file);
  const type = contentModel.find(
    (candidate) => candidate.source.kind === "file" && candidate.source.path === of?.relative,
  );
  if (!of || !type) return;
  // Through the content reader, which reads a file again when it has changed on disk.
  const english = readContentData(of.english);
  // A file the reader refuses makes no node: the content check has named it and its rule.
  if (!isRecord(english)) return;
  const parent = of.locale
    ? (args.getNodesByType("File") as FileNode[]).find((node) => node.absolutePath === of.english)
    : file;
  if (!parent) return;
  for (const locale of of.locale ? [of.locale] : LOCALES) {
    const twin = locale === DEFAULT_LOCALE ? undefined : readTwin(of.english, locale);
    createLanguageNode(
      args,
      type,
      type.name,
      parent,
      inLanguage(type.root.spec, english, locale, twin),
    );
  }
}
