import { createContext, useContext } from "react";
import type { Locale } from "../../shared/lib/locale";
import type { LocalizedPageContext } from "../../shared/i18n/page-context";

/** The shell's facts: what each page's query asks for with `...SiteShell` (src/hooks/use-site.ts). */
export type SiteData = Queries.SiteShellFragment;

// The store notice's two facts stay with the layout, which alone shows them.
export interface PageLocale extends Omit<
  LocalizedPageContext,
  "pricesAsOf" | "fromStore" | "pagePath"
> {
  /** The page's address, as the language switch needs it. */
  pathname: string;
  /** The shell's facts, from the page's query (`...SiteShell`), in the page's language. */
  site: SiteData;
}

/**
 * Set by the layout on every page from the page's context (plugins/gatsby-plugin-languages) and query: no default,
 * so no bundled words. (No check for a missing provider either: every page has the layout, and
 * the check's message would cost every page's bundle.)
 */
export const PageLocaleContext = createContext<PageLocale>(null!);

/** The page's language, words, address and shell facts. */
export const usePageLocale = () => useContext(PageLocaleContext);

/** The page's interface words, in its language. */
export const useStrings = () => usePageLocale().strings;

/** The page's language. */
export const useLocale = (): Locale => usePageLocale().locale;
