import fs from "fs";
import path from "path";
import type { GatsbyNode, Node } from "gatsby";
import type { GraphQLFieldResolver, GraphQLObjectType } from "graphql";
import sanitizeHtml from "sanitize-html";
import sharp from "sharp";
import { compressIcons, manifestIconFiles } from "./gatsby/compress-icons";
import { typeDefs } from "./gatsby/schema";
import { writeSecurityHeaders } from "./gatsby/security-headers";
import { robotsTxt, sitemapPaths, sitemapXml } from "./gatsby/seo-files";
import { siteUrl } from "./gatsby/site-url";
import { formatContentErrors, validateContent } from "./gatsby/validate-content";
import { priceAmount } from "./src/lib/price";

const repoRoot = __dirname;
const contentDir = path.join(repoRoot, "content");

interface TreatmentFrontmatter {
  id: string;
  name: string;
  duration: string;
  price: string;
  categories: string[];
  order: number;
}

interface ResolverContext {
  nodeModel: {
    getNodeById: (args: { id: string; type?: string }) => Node | null;
    findAll: (args: {
      type: string;
      query?: Record<string, unknown>;
    }) => Promise<{ entries: Iterable<Node> }>;
  };
}

// Content errors stop `gatsby build` and `gatsby develop` before anything is built, with a report
// that names the file, the field and the rule (see gatsby/validate-content.ts).
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const errors = await validateContent(contentDir, repoRoot);
  if (errors.length > 0) {
    reporter.panic(formatContentErrors(errors));
  }
};

// Each treatment Markdown file becomes a Treatment node, so GraphiQL shows `allTreatment` with the
// treatment's own fields instead of a generic MarkdownRemark with frontmatter.
export const onCreateNode: GatsbyNode["onCreateNode"] = ({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
}) => {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return;
  const file = getNode(node.parent) as (Node & { relativeDirectory?: string }) | undefined;
  if (!file || file.relativeDirectory !== "treatments") return;

  const fm = node.frontmatter as TreatmentFrontmatter;
  const description = String(node.rawMarkdownBody ?? "").trim();
  const fields = {
    slug: fm.id,
    name: fm.name,
    duration: fm.duration,
    price: fm.price,
    priceAmount: priceAmount(fm.price),
    categories: fm.categories,
    order: fm.order,
    description,
  };
  const treatment = {
    ...fields,
    id: createNodeId(`treatment-${fm.id}`),
    parent: node.id,
    children: [],
    internal: { type: "Treatment", contentDigest: createContentDigest(fields) },
  };
  actions.createNode(treatment);
  actions.createParentChildLink({ parent: node, child: treatment as unknown as Node });
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension({
    name: "formEndpoint",
    extend: () => ({
      resolve: (source: { formEndpoint: string }) =>
        process.env.GATSBY_CONTACT_FORM_ENDPOINT || source.formEndpoint,
    }),
  });

  actions.createFieldExtension({
    name: "categoryTreatments",
    extend: () => ({
      async resolve(
        source: { yamlId: string; showsAll?: boolean | null },
        _args: unknown,
        context: ResolverContext,
      ) {
        const { entries } = await context.nodeModel.findAll({
          type: "Treatment",
          query: source.showsAll ? {} : { filter: { categories: { in: [source.yamlId] } } },
        });
        return [...entries].sort(
          (a, b) =>
            (a as unknown as TreatmentFrontmatter).order -
            (b as unknown as TreatmentFrontmatter).order,
        );
      },
    }),
  });

  // Raw HTML in Markdown reaches remark's `html` untouched; only plain formatting is let through.
  actions.createFieldExtension({
    name: "treatmentHtml",
    extend: () => ({
      async resolve(
        source: Node,
        args: Record<string, unknown>,
        context: ResolverContext,
        info: Parameters<GraphQLFieldResolver<unknown, unknown>>[3],
      ) {
        const markdown = context.nodeModel.getNodeById({ id: source.parent as string });
        const markdownType = info.schema.getType("MarkdownRemark") as GraphQLObjectType;
        const resolveHtml = markdownType.getFields().html.resolve!;
        const html = (await resolveHtml(markdown, args, context, info)) as string;
        return sanitizeHtml(html, {
          allowedTags: ["p", "strong", "em", "ul", "ol", "li", "br"],
          allowedAttributes: {},
        });
      },
    }),
  });

  actions.createFieldExtension({
    name: "imageDimension",
    args: { side: "String!" },
    extend: (options: { side: "width" | "height" }) => ({
      async resolve(
        source: { image: string; parent: string },
        _args: unknown,
        context: ResolverContext,
      ) {
        const yamlFile = context.nodeModel.getNodeById({ id: source.parent }) as
          (Node & { absolutePath?: string }) | null;
        const yamlPath = yamlFile?.absolutePath ?? path.join(contentDir, "gallery.yaml");
        const meta = await sharp(path.resolve(path.dirname(yamlPath), source.image)).metadata();
        return meta[options.side];
      },
    }),
  });

  actions.createTypes(typeDefs);
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<{
    allSitePage: { nodes: { path: string }[] };
    siteYaml: { formEndpoint: string; map: { embedUrl: string } };
  }>(`
    query PostBuild {
      allSitePage {
        nodes {
          path
        }
      }
      siteYaml {
        formEndpoint
        map {
          embedUrl
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the pages and site facts after the build", result.errors);
    return;
  }
  const paths = sitemapPaths(result.data.allSitePage.nodes.map((node) => node.path));
  const publicDir = path.join(repoRoot, "public");
  fs.writeFileSync(path.join(publicDir, "sitemap.xml"), sitemapXml(siteUrl, paths));
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));
  writeSecurityHeaders(publicDir, {
    formEndpoint: result.data.siteYaml.formEndpoint,
    mapEmbedUrl: result.data.siteYaml.map.embedUrl,
  });
  const icons = await compressIcons(manifestIconFiles(publicDir));
  const saved = icons.reduce((sum, { before, after }) => sum + before - after, 0);
  reporter.info(`Compressed ${icons.length} icons: ${Math.round(saved / 1000)} kB smaller`);
};
