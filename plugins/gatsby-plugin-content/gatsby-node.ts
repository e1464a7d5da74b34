// The content layer: the content model (plugins/gatsby-plugin-content/model/) checked before anything is built, made
// into GraphQL types, each content file into one node per language (./language-nodes.ts), and the
// resolvers the model declares beside its types handed to Gatsby.
import path from "path";
import type { GatsbyNode, Node } from "gatsby";
import { contentModel } from "./model";
import { computedResolvers, fieldExtensions, graphqlTypeDefs } from "./model/graphql";
import {
  checkContent,
  formatContentErrors,
  formatContentWarnings,
  formatMissingTranslations,
  isWarning,
} from "./check/index";
import { buildGoesLive, formatMadeUp, madeUpFindings } from "./check/made-up";
import { DEFAULT_LOCALE, LOCALES } from "../../shared/lib/locale";
import { checkContentFile, isMarkdownFile, isYamlFile } from "./file-checks";
import { createYamlNodes } from "./language-nodes";
import { siteFolder } from "./site-folder";
import { createTreatmentNodes } from "./treatment-nodes";
import { treatmentList } from "./model/treatments";

// Content errors stop `gatsby build` and `gatsby develop` before anything is built, with a report
// that names the file, the field and the rule (see plugins/gatsby-plugin-content/check/index.ts).
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const repoRoot = siteFolder();
  const { findings, missing, content } = await checkContent(
    path.join(repoRoot, "content"),
    repoRoot,
  );
  const warnings = findings.filter(isWarning);
  const errors = findings.filter((finding) => !isWarning(finding));
  if (errors.length > 0) reporter.panic(formatContentErrors(errors));
  if (warnings.length > 0) reporter.warn(formatContentWarnings(warnings));
  // Swahili text that is missing: the Swahili page shows the English text (marked as English).
  // Listed by the check's reading of the twins, which the pages' resolvers read them through too.
  for (const locale of LOCALES.filter((other) => other !== DEFAULT_LOCALE)) {
    const texts = missing.get(locale) ?? [];
    if (texts.length > 0) reporter.warn(formatMissingTranslations(locale, texts));
  }
  // Example facts and generated photos: a build that goes live stops on the facts; every build
  // lists what is left (plugins/gatsby-plugin-content/check/made-up.ts).
  const live = buildGoesLive(process.env, process.env.NODE_ENV === "production");
  const madeUp = await madeUpFindings(content, { env: process.env, repoRoot, live });
  const notes = madeUp.filter(isWarning);
  if (notes.length > 0) reporter.warn(formatMadeUp(notes, false));
  const stops = madeUp.filter((finding) => !isWarning(finding));
  if (stops.length > 0) reporter.panic(formatMadeUp(stops, true));
};

// Each Markdown and YAML file read as the check reads it (also under `gatsby develop`, where the
// check above ran only at start-up), and made one node per language: each YAML file (and its
// twin) a node of its type, each treatment's Markdown (and its twin's) a Treatment.
export const shouldOnCreateNode: GatsbyNode<Node>["shouldOnCreateNode"] = ({ node }) =>
  node.internal.type === "MarkdownRemark" || isMarkdownFile(node) || isYamlFile(node);
export const onCreateNode: GatsbyNode["onCreateNode"] = (args) => {
  checkContentFile(args);
  createYamlNodes(args);
  createTreatmentNodes(args);
};

// The model's types, with the field extensions its fields name (`@treatmentHtml`, …), each
// written beside the type that names it.
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  for (const { name, resolve } of fieldExtensions(contentModel)) {
    actions.createFieldExtension({ name, extend: () => ({ resolve }) });
  }
  actions.createTypes(graphqlTypeDefs(contentModel));
};

// The model's computed fields that follow a type's own fields (the opening hours' closed lines,
// day parts and offsets: plugins/gatsby-plugin-content/model/site-hours.ts), and the treatments in
// the services page's order (`treatmentList`, model/treatments.ts).
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({ ...computedResolvers(contentModel), Query: { treatmentList } });
};
