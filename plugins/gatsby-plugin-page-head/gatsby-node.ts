// What each page puts in <head> (./page-head.ts: title, description, canonical and language links,
// link previews, the business's structured data), worked out by the build from the content in the
// page's language and resolved into each page's data as `pageHead`, so the pages' bundles carry
// only the component that writes it out (src/components/common/seo.tsx).
import fs from "fs";
import path from "path";
import type { GatsbyNode, Node } from "gatsby";
import {
  buildDay,
  localeOf,
  type PageKey,
  pictureFile,
  type ResolverContext,
  siteFolder,
  siteNode,
  sitePictures,
  type TreatmentFrontmatter,
  treatmentOrder,
  wordsOf,
} from "../gatsby-plugin-content/public";
import { BRAND_PLUM } from "../../shared/theme/brand";
import { UI_STRINGS } from "../../shared/i18n";
import { isLocale, LOCALES, type Locale } from "../../shared/lib/locale";
import { joinFacts, treatmentFacts, treatmentSummary } from "../../shared/lib/treatment-page";
import { OG_IMAGE, pageHead, type PageHead, type PageHeadInput } from "./page-head";
import { writeShareImage } from "./share-image";
import { plainDescription } from "./plain-description";
import { fontForPictures, treatmentImagePath, writeTreatmentImage } from "./treatment-image";

/** A Treatment node's own fields, as the content layer sets them (in its language). */
type TreatmentNode = TreatmentFrontmatter &
  Node & { slug: string; locale: string; description: string };

// The share picture every page's link preview names, made from the one the site facts name; and
// each treatment's own, in each language, named by its page's (treatmentImagePath).
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ getNodesByType, reporter }) => {
  const root = siteFolder();
  const contentDir = path.join(root, "content");
  const site = siteNode(getNodesByType);
  const { share, icon } = sitePictures(contentDir, site);
  await writeShareImage(share, path.join(root, "public", OG_IMAGE.path));
  const fontfile = await fontForPictures(root);
  const salons = new Map(
    LOCALES.map((locale) => [locale, String(siteNode(getNodesByType, locale).name)]),
  );
  const treatments = getNodesByType("Treatment") as unknown as TreatmentNode[];
  for (const treatment of treatments) {
    const locale = treatment.locale;
    if (!isLocale(locale)) continue;
    const [name, ...facts] = treatmentFacts(treatment, UI_STRINGS[locale].formats);
    await writeTreatmentImage({
      salon: salons.get(locale) ?? "",
      name,
      facts: joinFacts(facts),
      logo: icon,
      // The owner's photo of it, if she gave one (checked by the content check as every photo).
      photo: treatment.photo
        ? pictureFile(contentDir, "photo", treatment.photo, {
            file: `treatments/${treatment.slug}.md`,
            editor: "Treatments",
          })
        : null,
      fontfile,
      out: path.join(root, "public", treatmentImagePath(treatment.slug, locale)),
    });
  }
  fs.rmSync(path.dirname(fontfile), { recursive: true, force: true });
  reporter.info(`Share pictures: ${treatments.length} treatment pictures written`);
};

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
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

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    Query: {
      pageHead: {
        type: "PageHead!",
        description:
          "What the page puts in <head>, in its language (`locale`, the page's `$locale`) and at its address (`path`, the page's `$pagePath`): `page` names its title, description and search words in content/page-meta.yaml; `notFound` is the 404 page (its title from the page's words, kept out of search results); `treatment` (its id) is a treatment's own page: its name, duration and price as the title, its description, its share picture and a Service as its structured data.",
        args: {
          page: "String!",
          locale: "String!",
          path: "String!",
          notFound: "Boolean",
          treatment: "String",
        },
        resolve: (_source: unknown, args: PageHeadArgs, context: ResolverContext) =>
          resolvePageHead(args, context),
      },
    },
  });
};

type PageHeadArgs = {
  page: PageKey;
  locale: string;
  path: string;
  notFound?: boolean | null;
  treatment?: string | null;
};

// A page's <head> from the content nodes in the page's language, at the page's address.
async function resolvePageHead(
  { page, locale, path: pathname, notFound, treatment: slug }: PageHeadArgs,
  context: ResolverContext,
): Promise<PageHead> {
  const inLocale = { filter: { locale: { eq: locale } } };
  const one = async (type: string) => {
    const node = await context.nodeModel.findOne({ type, query: inLocale });
    if (!node) throw new Error(`pageHead: no ${type} node (its content file is missing).`);
    return node as unknown as Record<string, unknown>;
  };
  const site = (await one("SiteYaml")) as unknown as PageHeadInput["site"];
  const pageMeta = (await one("PageMetaYaml")) as unknown as Record<PageKey, PageHeadInput["meta"]>;
  const social = (await one("SocialYaml")) as unknown as { items: { url: string }[] };
  // In the order the services page lists them.
  const { entries } = await context.nodeModel.findAll({ type: "Treatment", query: inLocale });
  const treatments = [...entries]
    .map((node) => node as unknown as TreatmentFrontmatter & Node)
    .sort(treatmentOrder);
  // The site's address as gatsby-config.ts gives it (siteMetadata, from gatsby/build-settings.ts).
  const { siteMetadata } = (await context.nodeModel.getNodeById({ id: "Site" })) as unknown as {
    siteMetadata: { siteUrl: string };
  };
  const meta = pageMeta[page];
  if (!meta) throw new Error(`pageHead(page: "${page}"): not a page of content/page-meta.yaml.`);
  const treatment = slug
    ? (treatments.find((node) => (node as TreatmentNode).slug === slug) as
        TreatmentNode | undefined)
    : undefined;
  if (slug && !treatment) throw new Error(`pageHead(treatment: "${slug}"): no such treatment.`);
  const words = wordsOf({ locale });
  const summary = treatment && treatmentSummary(treatment, words.formats);
  return pageHead({
    siteUrl: siteMetadata.siteUrl,
    pathname,
    locale: localeOf({ locale }),
    site,
    meta: notFound
      ? { ...meta, title: words.notFound.title }
      : treatment && summary
        ? {
            title: summary,
            description: plainDescription(treatment.description),
            keywords: [treatment.name, ...meta.keywords],
          }
        : meta,
    sameAs: social.items.map((item) => item.url),
    treatments: treatments.map((node) => node as unknown as PageHeadInput["treatments"][number]),
    themeColor: BRAND_PLUM,
    noindex: notFound === true,
    today: buildDay((site as unknown as { hours: { timeZone: string } }).hours.timeZone),
    ...(treatment && summary
      ? {
          treatment: {
            data: treatment as unknown as PageHeadInput["treatments"][number],
            image: {
              path: treatmentImagePath(treatment.slug, localeOf({ locale }) as Locale),
              alt: `${summary} · ${site.name}`,
            },
          },
        }
      : {}),
  });
}
