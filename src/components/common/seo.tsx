import { graphql } from "gatsby";

// Writes out what a page puts in <head> (title, description, canonical and language links, link
// previews, the business's structured data). The build works it all out from the content in the
// page's language (plugins/gatsby-plugin-page-head/, resolved as `pageHead`), so the pages'
// bundles carry only this. Used by each page's `Head` export. Each element's attributes are
// written as they come: React leaves out the null ones ("name" on an Open Graph property).
type Attributes = Record<string, string>;

export function Seo({ head }: { head: Queries.PageHeadFieldsFragment }) {
  return (
    <>
      <title>{head.title}</title>
      {head.meta.map((meta, index) => (
        // A fixed list: its place is a stable key.
        <meta key={index} {...(meta as Attributes)} />
      ))}
      {head.links.map((link, index) => (
        <link key={index} {...(link as Attributes)} />
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
