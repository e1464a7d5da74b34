// Each treatment Markdown file becomes a Treatment node, so GraphiQL shows `allTreatment` with the
// treatment's own fields instead of a generic MarkdownRemark with frontmatter.
import type { GatsbyNode, Node } from "gatsby";
import { treatments } from "../../gatsby/content";
import { nodeFields } from "../../gatsby/content/graphql";
import type { TreatmentFrontmatter } from "../../gatsby/content/treatments";
import { readFrontMatter, YamlReadError, type FrontMatter } from "../../gatsby/content/yaml";
import { isLanguageTwin } from "../../gatsby/validate/load";

type CreateNodeArgs = Parameters<NonNullable<GatsbyNode["onCreateNode"]>>[0];

export async function createTreatmentNode({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
  loadNodeContent,
  reporter,
}: CreateNodeArgs): Promise<void> {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return;
  const file = getNode(node.parent) as
    (Node & { relativeDirectory?: string; base?: string; name?: string }) | undefined;
  if (!file || file.relativeDirectory !== "treatments") return;
  // A treatment's text in another language ("manicure.sw.md"): read through its English twin.
  if (isLanguageTwin(file.base ?? "")) return;

  // Read by the content check's own reader (YAML only, no aliases), not from the remark node's
  // front matter, so the page shows exactly what the check accepted.
  let read: FrontMatter;
  try {
    read = readFrontMatter(await loadNodeContent(file));
  } catch (error) {
    // A file the reader refuses makes no Treatment; checkContentFile has named it and the rule.
    if (error instanceof YamlReadError) return;
    reporter.panicOnBuild(`content/treatments/${file.base}: ${String(error)}`);
    return;
  }
  const fm = read.data as TreatmentFrontmatter;
  // The model's fields (the validator has checked them), plus the computed ones: the file's name
  // as its id, and the plain-text description.
  const slug = String(file.name);
  const fields = {
    ...nodeFields(treatments, fm),
    slug,
    description: read.body.trim(),
  };
  const treatment = {
    ...fields,
    id: createNodeId(`treatment-${slug}`),
    parent: node.id,
    children: [],
    internal: { type: "Treatment", contentDigest: createContentDigest(fields) },
  };
  actions.createNode(treatment);
  actions.createParentChildLink({ parent: node, child: treatment as unknown as Node });
}
