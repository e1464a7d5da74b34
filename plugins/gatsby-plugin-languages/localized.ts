// A content node in the page's language: on a Swahili page, a copy of the node with the translated
// fields from the file's twin (gatsby/content/translation-files.ts), each object listing those of
// its own that show English (`untranslated`). The copy is tracked as the node's own, so its photos
// still resolve relative to the content file.
import type { Node } from "gatsby";
import { contentModel } from "../../gatsby/content";
import type { ResolverContext } from "../../gatsby/content/resolver-context";
import { translateFile } from "../../gatsby/content/translation-files";
import { twinPath } from "../../gatsby/content/translations";
import { DEFAULT_LOCALE } from "../../src/lib/locale";

export async function localized(node: Node | null, context: ResolverContext): Promise<Node | null> {
  const locale = context.locale;
  if (!node || !locale || locale === DEFAULT_LOCALE) return node;
  const type = contentModel.find((item) => item.root.spec.graphql?.typeName === node.internal.type);
  const file = contentFileOf(node, context);
  if (!type || !file) return node;
  const { value } = translateFile(type.root.spec, file, node as Record<string, unknown>, locale);
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
