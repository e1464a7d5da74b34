import { graphql } from "gatsby";
import {
  alternatePaths,
  DEFAULT_LOCALE,
  localePath,
  OG_LOCALES,
  type Locale,
} from "../../lib/locale";
import type { PageKey } from "../../lib/pages";
import { pageTitle } from "../../lib/page-title";
import { buildBeautySalon, serializeJsonLd } from "../../lib/structured-data";
import { BRAND_PLUM } from "../../theme/brand";

interface SeoProps {
  pageKey: PageKey;
  pathname: string;
  /** The page's language (its context from gatsby-node.ts). */
  locale: Locale;
  /** The page's data; its query includes `...SeoData`, so it is in the page's language. */
  data: Queries.SeoDataFragment;
  /** For pages without their own metadata entry (the 404 page). */
  titleOverride?: string;
  noindex?: boolean;
}

const OG_IMAGE = { path: "/og-image.jpg", width: 1200, height: 630 };

// Everything a page puts in <head>: title, description, keywords, canonical link, link previews and
// the business's structured data. Used by each page's `Head` export.
export function Seo({ pageKey, pathname, locale, data, titleOverride, noindex }: SeoProps) {
  const site = data.siteYaml!;
  const siteUrl = data.site!.siteMetadata!.siteUrl!;
  const meta = data.pageMetaYaml![pageKey];
  const title = pageTitle(titleOverride ?? meta.title, site.name);
  const canonical = `${siteUrl}${localePath(pathname, locale)}`;
  const alternates = alternatePaths(pathname);
  const image = `${siteUrl}${OG_IMAGE.path}`;
  const jsonLd = buildBeautySalon({
    siteUrl,
    site,
    sameAs: data.socialYaml!.items.map((item) => item.url),
    treatments: data.allTreatment.nodes,
    logoPath: "/icons/icon-512x512.png",
    imagePath: OG_IMAGE.path,
    page: { url: canonical, name: title, description: meta.description, inLanguage: locale },
  });

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      <meta name="keywords" content={meta.keywords.join(", ")} />
      <meta name="robots" content={noindex ? "noindex, follow" : "index, follow"} />
      {!noindex && <link rel="canonical" href={canonical} />}
      {/* Every language's version of this page, and the English one for everyone else. */}
      {!noindex &&
        alternates.map((alternate) => (
          <link
            key={alternate.locale}
            rel="alternate"
            hrefLang={alternate.locale}
            href={`${siteUrl}${alternate.path}`}
          />
        ))}
      {!noindex && (
        <link
          rel="alternate"
          hrefLang="x-default"
          href={`${siteUrl}${localePath(pathname, DEFAULT_LOCALE)}`}
        />
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      {alternates
        .filter((alternate) => alternate.locale !== locale)
        .map((alternate) => (
          <meta
            key={alternate.locale}
            property="og:locale:alternate"
            content={OG_LOCALES[alternate.locale]}
          />
        ))}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={meta.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta property="og:image:alt" content={`${site.name}, ${site.address.locality}`} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={meta.description} />
      <meta name="twitter:image" content={image} />
      <meta name="theme-color" content={BRAND_PLUM} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
      />
    </>
  );
}

export const query = graphql`
  fragment SeoData on Query {
    site {
      siteMetadata {
        siteUrl
      }
    }
    siteYaml {
      name
      description
      phone
      priceRange
      email {
        bookings
      }
      address {
        streetAddress
        locality
        country
        latitude
        longitude
      }
      hours {
        opens
        closes
      }
    }
    pageMetaYaml {
      home {
        ...PageMetaFields
      }
      about {
        ...PageMetaFields
      }
      services {
        ...PageMetaFields
      }
      contact {
        ...PageMetaFields
      }
    }
    socialYaml {
      items {
        url
      }
    }
    allTreatment(sort: [{ order: ASC }, { name: ASC }]) {
      nodes {
        name
        price
        description
      }
    }
  }

  fragment PageMetaFields on PageMeta {
    title
    description
    keywords
  }
`;
