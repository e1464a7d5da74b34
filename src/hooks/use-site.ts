import { graphql } from "gatsby";
import { createContext, useContext } from "react";

export type SiteData = Queries.SiteShellFragment;

/**
 * The identity, contact facts, social profiles and navigation the shell shows on every page. Each
 * page's query asks for them (`...SiteShell`), so they come in the page's language with its data;
 * the layout hands them on.
 */
export const SiteShellContext = createContext<SiteData | null>(null);

export function useSite(): SiteData {
  const value = useContext(SiteShellContext);
  if (!value) throw new Error("useSite: the page's query has no ...SiteShell.");
  return value;
}

export const query = graphql`
  fragment SiteShell on Query {
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
`;
