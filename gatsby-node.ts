import fs from "fs";
import path from "path";
import type { GatsbyNode, Node } from "gatsby";
import type { GraphQLFieldResolver, GraphQLObjectType } from "graphql";
import sanitizeHtml from "sanitize-html";
import { compressIcons, manifestIconFiles } from "./gatsby/compress-icons";
import { contentModel, treatments } from "./gatsby/content";
import { graphqlTypeDefs, nodeFields } from "./gatsby/content/graphql";
import { translateFile } from "./gatsby/content/translation-files";
import { readFrontMatter, YamlReadError, type FrontMatter } from "./gatsby/content/yaml";
import { twinPath } from "./gatsby/content/translations";
import type { TreatmentFrontmatter } from "./gatsby/content/treatments";
import {
  editorBackendFromEnv,
  editorModeFromEnv,
  editorSetupProblem,
} from "./gatsby/editor/config";
import { EDITOR_DIR } from "./gatsby/editor/files";
import { writeEditor } from "./gatsby/editor/write";
import { nodeVersionProblem } from "./gatsby/node-version";
import { writeSecurityHeaders } from "./gatsby/security-headers";
import { robotsTxt, sitemapPaths, sitemapXml } from "./gatsby/seo-files";
import { environmentAddressProblem, siteUrl, siteUrlSetting } from "./gatsby/site-url";
import {
  checkContent,
  formatContentErrors,
  formatContentWarnings,
  formatMissingTranslations,
  isWarning,
} from "./gatsby/validate-content";
import { isLanguageTwin } from "./gatsby/validate/load";
import { formatMadeUp, goesLive, madeUpFindings } from "./gatsby/validate/made-up";
import { DESCRIPTION_TAGS } from "./gatsby/validate/markdown-body";
import { LANGUAGES, UI_STRINGS, type UiStrings } from "./src/i18n";
import { BRAND_PLUM } from "./src/theme/brand";
import { DEFAULT_LOCALE, isLocale, LOCALES, localePath } from "./src/lib/locale";
import { dayParts } from "./src/lib/booking-days";
import { closedStatus } from "./src/lib/opening-hours";
import { isTimeZone, zoneOffsets, type ZoneOffsets } from "./src/lib/zone-offsets";
import { pageHead, type PageHead, type PageHeadInput } from "./src/lib/page-head";
import type { PageKey } from "./src/lib/pages";
import type { LocalizedPageContext } from "./src/i18n/page-context";

const repoRoot = __dirname;
const contentDir = path.join(repoRoot, "content");
const publicDir = path.join(repoRoot, "public");

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
// that names the file, the field and the rule (see gatsby/validate-content.ts). The content types
// and their rules are declared once, in gatsby/content/.
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  // Gatsby's workers are started with this same Node.js, so one check covers them.
  const { engines } = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
    engines: { node: string };
  };
  const nodeProblem = nodeVersionProblem(process.version, engines.node);
  if (nodeProblem) reporter.panic(nodeProblem);
  const { findings, missing, content } = await checkContent(contentDir, repoRoot);
  const warnings = findings.filter(isWarning);
  const errors = findings.filter((finding) => !isWarning(finding));
  if (errors.length > 0) {
    reporter.panic(formatContentErrors(errors));
  }
  if (warnings.length > 0) reporter.warn(formatContentWarnings(warnings));
  // Swahili text that is missing: the Swahili page shows the English text (marked as English).
  // Listed by the validator's reading of the twins above, so no file is read twice.
  for (const locale of LOCALES.filter((other) => other !== DEFAULT_LOCALE)) {
    const texts = missing.get(locale) ?? [];
    if (texts.length > 0) reporter.warn(formatMissingTranslations(locale, texts));
  }
  // A production build must not ship an /admin/ that can save nothing.
  const problem = editorSetupProblem(
    editorModeFromEnv(process.env),
    editorBackendFromEnv(process.env),
    process.env.NODE_ENV === "production",
  );
  if (problem) reporter.panic(problem);
  // Addresses given to the build instead of content are checked by the same rule.
  const address = siteUrlSetting(process.env);
  for (const [name, value] of [
    [address?.name ?? "SITE_URL", address?.value],
    ["GATSBY_CONTACT_FORM_ENDPOINT", process.env.GATSBY_CONTACT_FORM_ENDPOINT],
  ] as const) {
    const problem = environmentAddressProblem(name, value);
    if (problem) reporter.panic(problem);
  }
  // Example facts and generated photos: a build that goes live stops on the facts; every build
  // lists what is left (gatsby/validate/made-up.ts).
  const live = goesLive(editorModeFromEnv(process.env), process.env.NODE_ENV === "production");
  const madeUp = await madeUpFindings(content, { env: process.env, repoRoot, live });
  const notes = madeUp.filter(isWarning);
  if (notes.length > 0) reporter.warn(formatMadeUp(notes, false));
  const stops = madeUp.filter((finding) => !isWarning(finding));
  if (stops.length > 0) reporter.panic(formatMadeUp(stops, true));
};

// Each treatment Markdown file becomes a Treatment node, so GraphiQL shows `allTreatment` with the
// treatment's own fields instead of a generic MarkdownRemark with frontmatter.
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  getNode,
  actions,
  createNodeId,
  createContentDigest,
  loadNodeContent,
  reporter,
}) => {
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
    const rule = error instanceof YamlReadError ? ` (rule ${error.rule})` : "";
    reporter.panicOnBuild(`content/treatments/${file.base}${rule}: ${String(error)}`);
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
};

// The services page's order of treatments, which the structured data's list follows too: by place
// in the list, and treatments sharing a place by name (the build allows it: the editor cannot see
// the other files' numbers).
const treatmentOrder = (a: TreatmentFrontmatter, b: TreatmentFrontmatter) =>
  a.order - b.order || a.name.localeCompare(b.name);

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
        source: { id: string; showsAll?: boolean | null },
        _args: unknown,
        context: ResolverContext,
      ) {
        const { entries } = await context.nodeModel.findAll({
          type: "Treatment",
          query: source.showsAll ? {} : { filter: { categories: { in: [source.id] } } },
        });
        const sorted = [...entries].sort((a, b) =>
          treatmentOrder(
            a as unknown as TreatmentFrontmatter,
            b as unknown as TreatmentFrontmatter,
          ),
        );
        return Promise.all(sorted.map((node) => localized(node, context as LocaleResolverContext)));
      },
    }),
  });

  // Raw HTML in Markdown reaches remark's `html` untouched; only plain formatting is let through.
  // The build refuses a description holding anything else (gatsby/validate/markdown-body.ts), so
  // this removes nothing from valid content: it is the second line.
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
          allowedTags: [...DESCRIPTION_TAGS],
          allowedAttributes: {},
        });
      },
    }),
  });

  actions.createTypes(graphqlTypeDefs(contentModel));
  // What each page puts in <head>, worked out by the build (src/lib/page-head.ts; see pageHead
  // in createResolvers below).
  actions.createTypes(`
    """One <meta> element of a page's head: a name or a property, and its content."""
    type PageHeadMeta {
      name: String
      property: String
      content: String!
    }
    """One <link> element of a page's head."""
    type PageHeadLink {
      rel: String!
      hrefLang: String
      href: String!
    }
    """A part of the day a booking may ask for."""
    type BookingDayPart {
      id: String!
      "As the booking panel lists it, e.g. Morning 8am-12pm."
      label: String!
      "As the booking message names it, e.g. morning."
      text: String!
    }
    """A time zone's offsets from UTC, as the build worked them out (src/lib/zone-offsets.ts)."""
    type ZoneOffsets {
      "Instants (ms since 1970, UTC), ascending; each starts the offset at the same index."
      from: [Float!]!
      "Minutes the zone is ahead of UTC from the matching instant on."
      minutes: [Int!]!
    }
    """Everything a page puts in <head>, in the page's language."""
    type PageHead {
      title: String!
      meta: [PageHeadMeta!]!
      links: [PageHeadLink!]!
      "The business's structured data (JSON-LD), safe inside an inline script."
      jsonLd: String!
    }
  `);
};

// Four years from 1 January of the build's year: a page keeps telling the right time until long
// after its next build, and the span (so the page data) only changes once a year.
const OFFSET_YEARS = 4;
const offsetsByZone = new Map<string, ZoneOffsets | null>();

function offsetsOf(timeZone: string): ZoneOffsets | null {
  if (!offsetsByZone.has(timeZone)) {
    const year = new Date().getUTCFullYear();
    // A name Intl doesn't know: the content check has warned (gatsby/validate/cross-file.ts), and
    // the pages show no open/closed line.
    offsetsByZone.set(
      timeZone,
      isTimeZone(timeZone)
        ? zoneOffsets(timeZone, Date.UTC(year, 0, 1), Date.UTC(year + OFFSET_YEARS, 0, 1))
        : null,
    );
  }
  return offsetsByZone.get(timeZone)!;
}

// Every page exists in every language: the English one at the address it always had, each other
// language's under its prefix ("/sw/services/"). Each gets its language and that language's
// interface words in its context, so they arrive with its page data (src/i18n/strings.ts). The
// 404 page's copy that Gatsby makes as "/404.html" gets one in each language too ("/sw/404.html"):
// Cloudflare Pages answers an unknown address with the nearest 404.html up its path, so
// "/sw/nope/" gets the Swahili one (Netlify, which has only the root one, is told so in
// netlify.toml). Only the development 404 stays English-only.
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if ((page.context as Partial<LocalizedPageContext> | undefined)?.locale) return;
  const { createPage, deletePage } = actions;
  const withLocale = (locale: (typeof LOCALES)[number]) => ({
    ...page,
    path: localePath(page.path, locale),
    context: {
      ...page.context,
      locale,
      strings: UI_STRINGS[locale],
    } satisfies LocalizedPageContext,
  });
  deletePage(page);
  createPage(withLocale(DEFAULT_LOCALE));
  if (page.path.startsWith("/dev-404-page")) return;
  for (const locale of LOCALES.filter((other) => other !== DEFAULT_LOCALE)) {
    createPage(withLocale(locale));
  }
};

// A Swahili page's data: each content node its query reads (the page's context holds its language)
// comes back with the translated fields in that language, from the file's twin. The copy is
// tracked as the node's own, so its photos still resolve relative to the content file.
interface LocaleResolverContext extends ResolverContext {
  locale?: string;
  nodeModel: ResolverContext["nodeModel"] & {
    trackInlineObjectsInRootNode: (node: Node) => void;
    findOne: (args: { type: string; query: Record<string, unknown> }) => Promise<Node | null>;
  };
}

async function localized(node: Node | null, context: LocaleResolverContext): Promise<Node | null> {
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

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const rootFields = contentModel.flatMap((type) => {
    const typeName = type.root.spec.graphql?.typeName ?? "";
    const field = typeName.charAt(0).toLowerCase() + typeName.slice(1);
    return [field, `all${typeName}`];
  });
  type Resolve = (
    source: unknown,
    args: unknown,
    context: LocaleResolverContext,
    info: { originalResolver: Resolve },
  ) => Promise<unknown>;
  const resolvers = Object.fromEntries(
    rootFields.map((field) => [
      field,
      {
        resolve: (async (source, args, context, info) => {
          const result = await info.originalResolver(source, args, context, info);
          if (!result || typeof result !== "object") return result;
          if ("nodes" in result) {
            const connection = result as { nodes: Node[] };
            return {
              ...connection,
              nodes: await Promise.all(connection.nodes.map((node) => localized(node, context))),
            };
          }
          return localized(result as Node, context);
        }) satisfies Resolve,
      },
    ]),
  );
  createResolvers({
    // Texts of the opening hours that depend on the content only, in the page's words: the contact
    // page's closed line (src/lib/opening-hours.ts) and the parts of the day a booking may ask for
    // (src/lib/booking-days.ts), and the time zone's offsets from UTC, by which a page tells the
    // salon's time and day without Intl (src/lib/zone-offsets.ts). Worked out here, so the pages'
    // bundles carry none of that code.
    SiteHours: {
      offsets: {
        type: "ZoneOffsets",
        description:
          "The time zone's offsets from UTC from 1 January of the build's year for four years, by which the pages tell the salon's time and day; null for a time zone the build doesn't know.",
        resolve: (source: { timeZone: string }) => offsetsOf(source.timeZone),
      },
      closedStatus: {
        type: "String!",
        description:
          "The contact page's status line while the salon is closed, in the page's language, e.g. \"Closed, opens 8am\".",
        resolve: (source: { opens: string }, _args: unknown, context: PageWordsContext) =>
          closedStatus(source, pageWords(context).contact.closedOpens, pageClock(context)),
      },
      closedUntilTomorrow: {
        type: "String!",
        description:
          'The status line after closing time, when the salon opens the next day, e.g. "Tumefunga, tunafungua kesho saa 2 asubuhi" (in English the same line as closedStatus).',
        resolve: (source: { opens: string }, _args: unknown, context: PageWordsContext) =>
          closedStatus(source, pageWords(context).contact.closedOpensTomorrow, pageClock(context)),
      },
      dayParts: {
        type: "[BookingDayPart!]!",
        description:
          "Morning, afternoon and evening as the booking panel offers them: cut to the opening hours, named in the page's language.",
        resolve: (
          source: { opens: string; closes: string },
          _args: unknown,
          context: PageWordsContext,
        ) => dayParts(source, pageWords(context).booking.dayParts, pageClock(context)),
      },
    },
    Query: {
      ...resolvers,
      pageHead: {
        type: "PageHead!",
        description:
          "What the page puts in <head>, in its language: `page` names its title, description and search words in content/page-meta.yaml; `notFound` is the 404 page (its title from the page's words, kept out of search results).",
        args: { page: "String!", notFound: "Boolean" },
        resolve: (
          _source: unknown,
          args: { page: PageKey; notFound?: boolean | null },
          context: LocaleResolverContext & { path: string; strings?: UiStrings },
        ) => resolvePageHead(args, context),
      },
    },
  });
};

// A resolver's page context: its language and that language's words (onCreatePage); English for
// a query outside a page (GraphiQL).
interface PageWordsContext {
  locale?: string;
  strings?: UiStrings;
}
const pageLocale = (context: PageWordsContext) =>
  isLocale(context.locale) ? context.locale : DEFAULT_LOCALE;
const pageWords = (context: PageWordsContext) => context.strings ?? UI_STRINGS[DEFAULT_LOCALE];
const pageClock = (context: PageWordsContext) => LANGUAGES[pageLocale(context)].clock;

// A page's <head> from the content in the page's language (the resolver context holds the page's
// context, its language and words, and its path).
async function resolvePageHead(
  { page, notFound }: { page: PageKey; notFound?: boolean | null },
  context: LocaleResolverContext & { path: string; strings?: UiStrings },
): Promise<PageHead> {
  const locale = pageLocale(context);
  const one = async (type: string) => {
    const { entries } = await context.nodeModel.findAll({ type });
    const [node] = [...entries];
    if (!node) throw new Error(`pageHead: no ${type} node (its content file is missing).`);
    return (await localized(node, context)) as unknown as Record<string, unknown>;
  };
  const site = (await one("SiteYaml")) as unknown as PageHeadInput["site"];
  const pageMeta = (await one("PageMetaYaml")) as unknown as Record<PageKey, PageHeadInput["meta"]>;
  const social = (await one("SocialYaml")) as unknown as { items: { url: string }[] };
  // In the order the services page lists them.
  const { entries } = await context.nodeModel.findAll({ type: "Treatment" });
  const treatments = await Promise.all(
    [...entries]
      .map((node) => node as unknown as TreatmentFrontmatter & Node)
      .sort(treatmentOrder)
      .map((node) => localized(node, context)),
  );
  const meta = pageMeta[page];
  if (!meta) throw new Error(`pageHead(page: "${page}"): not a page of content/page-meta.yaml.`);
  return pageHead({
    siteUrl,
    pathname: context.path,
    locale,
    site,
    meta: notFound && context.strings ? { ...meta, title: context.strings.notFound.title } : meta,
    sameAs: social.items.map((item) => item.url),
    treatments: treatments.map((node) => node as unknown as PageHeadInput["treatments"][number]),
    themeColor: BRAND_PLUM,
    noindex: notFound === true,
  });
}

// The owner's editor at /admin/ (pinned Sveltia CMS and its config.yml, generated from the
// content model), written in both `gatsby build` and `gatsby develop` unless CMS_EDITOR=off.
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = () => {
  writeEditor(repoRoot, publicDir, process.env, siteUrl);
};

// The development server serves no folder's index.html; the editor's page is one.
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  app.get(
    `/${EDITOR_DIR}/`,
    (_request: unknown, response: { sendFile: (file: string) => void }) => {
      response.sendFile(path.join(publicDir, EDITOR_DIR, "index.html"));
    },
  );
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
  fs.writeFileSync(path.join(publicDir, "sitemap.xml"), sitemapXml(siteUrl, paths));
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));
  // Last, after every plugin's onPostBuild (Gatsby runs the site's own gatsby-node after them):
  // gatsby-plugin-startup's bundle loader is an inline script the hashes must include.
  try {
    writeSecurityHeaders(publicDir, {
      formEndpoint: result.data.siteYaml.formEndpoint,
      mapEmbedUrl: result.data.siteYaml.map.embedUrl,
    });
  } catch (error) {
    // An inline script the site didn't write, or an address with no plain origin: the pages must
    // not go out with a policy that allows it.
    reporter.panicOnBuild(`Security headers: ${(error as Error).message}`);
    return;
  }
  const icons = await compressIcons(manifestIconFiles(publicDir));
  const saved = icons.reduce((sum, { before, after }) => sum + before - after, 0);
  reporter.info(`Compressed ${icons.length} icons: ${Math.round(saved / 1000)} kB smaller`);
};
