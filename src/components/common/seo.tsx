import { graphql, useStaticQuery } from "gatsby";
import type { PageKey } from "../../lib/pages";
import { pageTitle } from "../../lib/page-title";
import { buildBeautySalon, serializeJsonLd } from "../../lib/structured-data";
import { BRAND_PLUM } from "../../theme/brand";

interface SeoProps {
  pageKey: PageKey;
  pathname: string;
  /** For pages without their own metadata entry (the 404 page). */
  titleOverride?: string;
  noindex?: boolean;
}

const OG_IMAGE = { path: "/og-image.jpg", width: 1200, height: 630 };

// Everything a page puts in <head>: title, description, keywords, canonical link, link previews and
// the business's structured data. Used by each page's `Head` export.
export function Seo({ pageKey, pathname, titleOverride, noindex }: SeoProps) {
  const data = useStaticQuery<Queries.SeoQuery>(graphql`
    query Seo {
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
  `);

  const site = data.siteYaml!;
  const siteUrl = data.site!.siteMetadata!.siteUrl!;
  const meta = data.pageMetaYaml![pageKey];
  const title = pageTitle(titleOverride ?? meta.title, site.name);
  const canonical = `${siteUrl}${pathname}`;
  const image = `${siteUrl}${OG_IMAGE.path}`;
  const jsonLd = buildBeautySalon({
    siteUrl,
    site,
    sameAs: data.socialYaml!.items.map((item) => item.url),
    treatments: data.allTreatment.nodes,
    logoPath: "/icons/icon-512x512.png",
    imagePath: OG_IMAGE.path,
  });

  return (
    <>
      <title>{title}</title>
      <meta name="description" content={meta.description} />
      <meta name="keywords" content={meta.keywords.join(", ")} />
      <meta name="robots" content={noindex ? "noindex, follow" : "index, follow"} />
      {!noindex && <link rel="canonical" href={canonical} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content="en_KE" />
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
  fragment PageMetaFields on PageMeta {
    title
    description
    keywords
  }
`;
