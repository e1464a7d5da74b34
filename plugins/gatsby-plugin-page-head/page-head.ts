import {
  alternatePaths,
  DEFAULT_LOCALE,
  localePath,
  OG_LOCALES,
  type Locale,
} from "../../shared/lib/locale";
import { SHARE_IMAGE } from "../gatsby-plugin-content/public";
import { pageTitle } from "./page-title";
import {
  buildBeautySalon,
  buildTreatmentService,
  serializeJsonLd,
  type StructuredDataInput,
  type WebPageInput,
} from "./structured-data";

export interface PageHeadInput {
  siteUrl: string;
  /** The page's address, in any language ("/sw/about/"). */
  pathname: string;
  locale: Locale;
  /** The business, in the page's language. */
  site: StructuredDataInput["site"];
  /** The page's title, description and search words, in its language. */
  meta: { title: string; description: string; keywords: readonly string[] };
  sameAs: readonly string[];
  treatments: StructuredDataInput["treatments"];
  /** The browser's colour for its bar around the page (the brand's, shared/theme/brand.ts). */
  themeColor: string;
  /** Pages kept out of search results (the 404 page): no canonical, no alternates. */
  noindex?: boolean;
  /** The day of the build on the salon's calendar (special days over before it are left out). */
  today?: string;
  /**
   * A treatment's own page: the treatment (its structured data is a Service the salon provides)
   * and its own share picture (./treatment-image.ts), with the words that describe it.
   */
  treatment?: {
    data: StructuredDataInput["treatments"][number];
    image: { path: string; alt: string };
  };
}

export interface PageHeadMeta {
  name: string | null;
  property: string | null;
  content: string;
}

export interface PageHeadLink {
  rel: string;
  hrefLang: string | null;
  href: string;
}

/** Everything a page puts in <head>, ready to be written as it is. */
export interface PageHead {
  title: string;
  meta: PageHeadMeta[];
  links: PageHeadLink[];
  /** The business's structured data, safe inside an inline <script> (serializeJsonLd). */
  jsonLd: string;
}

/** The share picture, as the build writes it from the site facts' (plugins/gatsby-plugin-content/model/site-pictures.ts). */
export const OG_IMAGE = { path: "/og-image.jpg", type: "image/jpeg", ...SHARE_IMAGE };

const named = (name: string, content: string): PageHeadMeta => ({ name, property: null, content });
const property = (name: string, content: string): PageHeadMeta => ({
  name: null,
  property: name,
  content,
});

// What a page puts in <head>: title, description, keywords, canonical link, every language's
// version (and x-default), link previews and the business's structured data. Worked out by the
// build (./gatsby-node.ts resolves it into each page's data as `pageHead`), so the browser only
// writes it out: none of this code is in the pages' bundles.
export function pageHead(input: PageHeadInput): PageHead {
  const { siteUrl, pathname, locale, site, meta, noindex = false } = input;
  const title = pageTitle(meta.title, site.name);
  const canonical = `${siteUrl}${localePath(pathname, locale)}`;
  const alternates = alternatePaths(pathname);
  const { treatment } = input;
  const image = `${siteUrl}${treatment?.image.path ?? OG_IMAGE.path}`;
  const business: StructuredDataInput & { page: WebPageInput } = {
    siteUrl,
    site,
    sameAs: input.sameAs,
    treatments: input.treatments,
    logoPath: "/icons/icon-512x512.png",
    imagePath: OG_IMAGE.path,
    page: { url: canonical, name: title, description: meta.description, inLanguage: locale },
    today: input.today,
  };
  const jsonLd = treatment
    ? buildTreatmentService({ ...business, treatment: treatment.data, image })
    : buildBeautySalon(business);
  const links: PageHeadLink[] = noindex
    ? []
    : [
        { rel: "canonical", hrefLang: null, href: canonical },
        ...alternates.map((alternate) => ({
          rel: "alternate",
          hrefLang: alternate.locale,
          href: `${siteUrl}${alternate.path}`,
        })),
        // Every other visitor: the English page.
        {
          rel: "alternate",
          hrefLang: "x-default",
          href: `${siteUrl}${localePath(pathname, DEFAULT_LOCALE)}`,
        },
      ];
  return {
    title,
    meta: [
      named("description", meta.description),
      named("keywords", meta.keywords.join(", ")),
      named("robots", noindex ? "noindex, follow" : "index, follow"),
      property("og:type", "website"),
      property("og:site_name", site.name),
      property("og:locale", OG_LOCALES[locale]),
      ...alternates
        .filter((alternate) => alternate.locale !== locale)
        .map((alternate) => property("og:locale:alternate", OG_LOCALES[alternate.locale])),
      property("og:title", title),
      property("og:description", meta.description),
      property("og:url", canonical),
      property("og:image", image),
      property("og:image:width", String(OG_IMAGE.width)),
      property("og:image:height", String(OG_IMAGE.height)),
      property("og:image:type", OG_IMAGE.type),
      property("og:image:alt", treatment?.image.alt ?? `${site.name}, ${site.address.locality}`),
      named("twitter:card", "summary_large_image"),
      named("twitter:title", title),
      named("twitter:description", meta.description),
      named("twitter:image", image),
      named("theme-color", input.themeColor),
    ],
    links,
    jsonLd: serializeJsonLd(jsonLd),
  };
}
