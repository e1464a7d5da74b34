import { graphql, useStaticQuery } from "gatsby";

export type SiteData = Queries.SiteShellQuery;

// The identity, contact facts, social profiles and navigation that the shell shows on every page.
export function useSite(): SiteData {
  return useStaticQuery<Queries.SiteShellQuery>(graphql`
    query SiteShell {
      siteYaml {
        name
        shortName
        tagline
        phone
        whatsapp
        email {
          bookings
          support
        }
        address {
          display
        }
      }
      socialYaml {
        items {
          network
          name
          url
          onContactPage
        }
      }
      navigationYaml {
        items {
          name
          link
          page
        }
      }
    }
  `);
}
