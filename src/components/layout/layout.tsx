import type { PageProps } from "gatsby";
import type { ReactNode } from "react";
import type { SiteData } from "../../hooks/use-site";
import { useMenu, useNavAnchors, useReveals } from "../../hooks/use-shell";
import { PageLocaleContext } from "../../hooks/use-strings";
import type { LocalizedPageContext } from "../../../shared/i18n/page-context";
import { lazyPart } from "../common/lazy-part";
import { Section } from "../common/section";
import { StoreNotice } from "./store-notice";

// The header and the footer are links, a popover menu and buttons the colour-mode script runs:
// their sections never hydrate, and their code is fetched only where the browser renders a page
// itself. What they do beyond HTML, the layout gives them (src/hooks/use-shell.ts).
const loadHeader = () => import(/* webpackChunkName: "part-header" */ "./header");
const loadFooter = () => import(/* webpackChunkName: "part-footer" */ "./footer");
const Header = lazyPart(loadHeader, "Header");
const Footer = lazyPart(loadFooter, "Footer");

/**
 * Fetches the header's and footer's code ahead of a navigation in the browser, which draws them
 * for the next page: Gatsby asks for the next page's data the same way, a few seconds after a
 * link to it has come on the screen (onPrefetchPathname, the root gatsby-browser.tsx).
 */
export function prefetchShellParts(): void {
  void loadHeader().catch(() => undefined);
  void loadFooter().catch(() => undefined);
}

interface LayoutProps {
  children: ReactNode;
  /**
   * The page's props as wrapPageElement gets them: its context from plugins/gatsby-plugin-languages (its language
   * and that language's words), its address, and its data (its query includes `...SiteShell`).
   */
  page: Pick<PageProps<unknown, unknown>, "location" | "pageContext" | "data">;
}

/**
 * Every page's shell: plain elements (their look is the theme's, shared/theme/shell.ts), so that
 * the code every page hydrates holds none of Chakra's.
 */
export function Layout({ children, page }: LayoutProps) {
  const { locale, strings, pricesAsOf, fromStore } = page.pageContext as LocalizedPageContext;
  const pathname = page.location.pathname;
  const site = page.data as SiteData;
  useMenu();
  useNavAnchors(pathname);
  useReveals(pathname);
  // A new value only when the page changes: the layout is rendered again only with a new page
  // element (Gatsby's wrapPageElement), so no memo is needed to keep its readers still.
  // The header and footer are drawn anew for each page (keyed by its address): never hydrated,
  // they could not take the next page's address as an update (React 18 would throw their server
  // HTML away with an error, "received an update before it finished hydrating").
  return (
    <PageLocaleContext.Provider value={{ locale, strings, pathname, site }}>
      <div className="site-shell">
        <a href="#main" className="skip-link">
          {strings.shell.skipToContent}
        </a>
        <Section key={`header ${pathname}`} name="header" when="never" skipOffscreen={false}>
          <Header />
        </Section>
        <StoreNotice
          fromStore={fromStore}
          pricesAsOf={pricesAsOf}
          text={strings.offline.fromStore}
        />
        <main id="main" className="site-main" tabIndex={-1}>
          {children}
        </main>
        <Section key={`footer ${pathname}`} name="footer" when="never" skipOffscreen>
          <Footer />
        </Section>
      </div>
    </PageLocaleContext.Provider>
  );
}
