import { graphql } from "gatsby";
import { usePageLocale, type SiteData } from "./use-strings";

export type { SiteData };

/**
 * The identity, contact facts, social profiles and navigation the shell shows on every page. Each
 * page's query asks for them (`...SiteShell`), so they come in the page's language with its data;
 * the layout hands them on with the page's language (src/hooks/use-strings.ts).
 */
export const useSite = (): SiteData => usePageLocale().site;

export const query = graphql`
  fragment SiteShell on Query {
    siteYaml(locale: { eq: $locale }) {
      name
      shortName
      tagline {
        ...ContentText
      }
      phone
      whatsapp
      email {
        bookings
        support
      }
      address {
        display {
          ...ContentText
        }
      }
    }
    socialYaml(locale: { eq: $locale }) {
      items {
        network
        name
        url
        onContactPage
      }
    }
    navigationYaml(locale: { eq: $locale }) {
      items {
        name {
          ...ContentText
        }
        link
        page
      }
    }
  }
`;
