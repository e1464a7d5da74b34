import type { ReactNode } from "react";
import { RootProvider } from "../../src/components/layout/root-provider";
import type { SiteData } from "../../src/hooks/use-site";
import { PageLocaleContext, type PageLocale } from "../../src/hooks/use-strings";
import { UI_STRINGS } from "../../shared/i18n";

// The shell facts of the page (header, footer), for parts of a page that don't read them.
const NO_SHELL = {} as SiteData;

// One value per page, as on a page: a new one at each render would render every reader again.
const locales = new Map<string, PageLocale>();

/**
 * A part of a page as an English page at `pathname` shows it: inside the site's providers and
 * the page's words (what gatsby-browser and the page's context give every page).
 */
export function inPage(element: ReactNode, pathname: string): ReactNode {
  return (
    <RootProvider>
      <PageLocaleContext.Provider value={localeOf(pathname)}>{element}</PageLocaleContext.Provider>
    </RootProvider>
  );
}

function localeOf(pathname: string): PageLocale {
  let locale = locales.get(pathname);
  if (!locale) {
    locale = { locale: "en", strings: UI_STRINGS.en, pathname, site: NO_SHELL };
    locales.set(pathname, locale);
  }
  return locale;
}
