// A content node in the page's language: on a Swahili page, a copy of the node with the translated
// fields from the file's twin (gatsby/content/translation-files.ts), each object listing those of
// its own that show English (`untranslated`). The copy is tracked as the node's own, so its photos
// still resolve relative to the content file.
//
// A YAML file's node, in every language, holds the file as the content check read it: its fields
// come from the check's reader (readContentData), not from gatsby-transformer-yaml, whose parser
// reads "tagline: 2024-01-01" as a date and "0b101" as 5 where the check read text.
import type { Node } from "gatsby";
import { contentModel, type ContentType } from "../../gatsby/content";
import type { ResolverContext } from "../../gatsby/content/resolver-context";
import { readContentData, translateFile } from "../../gatsby/content/translation-files";
import { twinPath } from "../../gatsby/content/translations";
import { DEFAULT_LOCALE } from "../../src/lib/locale";

/** What Gatsby keeps on every node, beside the content. */
const NODE_KEYS = ["id", "parent", "children", "internal"];

/** A YAML file's node with its content as the check's reader reads `file`. */
function asChecked(type: ContentType, node: Node, file: string): Node {
  if (type.source.kind !== "file") return node;
  const data = readContentData(file);
  // A file the reader refuses stops the build; under `gatsby develop` it is reported, and the
  // node stays as it was.
  if (!data || typeof data !== "object" || Array.isArray(data)) return node;
  const kept = Object.entries(node).filter(([key]) => NODE_KEYS.includes(key));
  return { ...Object.fromEntries(kept), ...data } as Node;
}

export async function localized(node: Node | null, context: ResolverContext): Promise<Node | null> {
  if (!node) return node;
  const type = contentModel.find((item) => item.root.spec.graphql?.typeName === node.internal.type);
  const file = type && contentFileOf(node, context);
  if (!type || !file) return node;
  const english = asChecked(type, node, file);
  const locale = context.locale;
  if (!locale || locale === DEFAULT_LOCALE) {
    // Tracked like the Swahili copies below, for its photos.
    if (english !== node) context.nodeModel.trackInlineObjectsInRootNode(english);
    return english;
  }
  const { value } = translateFile(type.root.spec, file, english as Record<string, unknown>, locale);
  // Each object with translated fields lists those of its own that show English (`untranslated`).
  const copy = value as unknown as Node & { description?: string; untranslated?: string[] };
  if (type.source.kind === "folder" && type.source.body.translated) {
    // The description in the page's language: the twin's Markdown, whose HTML the description's
    // resolver reads from the node's parent.
    const twin = await context.nodeModel.findOne({
      type: "MarkdownRemark",
      query: { filter: { fileAbsolutePath: { eq: twinPath(file, locale) } } },
    });
    const body = String(
      (twin as { rawMarkdownBody?: string } | null)?.rawMarkdownBody ?? "",
    ).trim();
    if (twin && body) Object.assign(copy, { parent: twin.id, description: body });
    else copy.untranslated = [...(copy.untranslated ?? []), "body"];
  }
  // Not in Gatsby's documentation (its node model calls it on every node it hands out): without
  // it, `@fileByRelativePath` cannot find the content file of the copy's nested photos. Kept on
  // purpose, and guarded by __tests__/node-model-contract.test.ts, which says why no documented
  // route was taken and fails plainly if Gatsby changes it.
  context.nodeModel.trackInlineObjectsInRootNode(copy);
  return copy;
}

function contentFileOf(node: Node, context: ResolverContext): string | undefined {
  let current: Node | null = node;
  for (let depth = 0; current && depth < 3; depth += 1) {
    const absolutePath = (current as Node & { absolutePath?: string }).absolutePath;
    if (current.internal.type === "File" && absolutePath) return absolutePath;
    current = current.parent ? context.nodeModel.getNodeById({ id: current.parent }) : null;
  }
  return undefined;
}

/** A resolver's result in the page's language: a node, a list of nodes, or a connection's. */
export async function localizedResult(result: unknown, context: ResolverContext): Promise<unknown> {
  if (!result || typeof result !== "object") return result;
  if (Array.isArray(result)) {
    return Promise.all(result.map((node: Node) => localized(node, context)));
  }
  if ("nodes" in result) {
    const connection = result as { nodes: Node[] };
    return {
      ...connection,
      nodes: await Promise.all(connection.nodes.map((node) => localized(node, context))),
    };
  }
  return localized(result as Node, context);
}
