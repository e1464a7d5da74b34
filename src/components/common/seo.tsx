import { graphql } from "gatsby";

// Writes out what a page puts in <head> (title, description, canonical and language links, link
// previews, the business's structured data). The build works it all out from the content in the
// page's language (src/lib/page-head.ts, resolved as `pageHead` in gatsby-node.ts), so the pages'
// bundles carry only this. Used by each page's `Head` export.
export function Seo({ head }: { head: Queries.PageHeadFieldsFragment }) {
  return (
    <>
      <title>{head.title}</title>
      {head.meta.map((meta) => (
        <meta
          key={`${meta.name ?? meta.property}:${meta.content}`}
          name={meta.name ?? undefined}
          property={meta.property ?? undefined}
          content={meta.content}
        />
      ))}
      {head.links.map((link) => (
        <link
          key={`${link.rel}:${link.hrefLang}`}
          rel={link.rel}
          hrefLang={link.hrefLang ?? undefined}
          href={link.href}
        />
      ))}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: head.jsonLd }} />
    </>
  );
}

export const query = graphql`
  fragment PageHeadFields on PageHead {
    title
    meta {
      name
      property
      content
    }
    links {
      rel
      hrefLang
      href
    }
    jsonLd
  }
`;
