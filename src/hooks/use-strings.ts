import { createContext, useContext } from "react";
import type { Locale } from "../lib/locale";
import type { PageLocaleContext as PageContext } from "../i18n/page-context";

export interface PageLocale extends PageContext {
  /** The page's address, as the language switch needs it. */
  pathname: string;
}

/** Set by the layout from the page's context (gatsby-node.ts); no default, so no bundled words. */
export const PageLocaleContext = createContext<PageLocale | null>(null);

function usePageLocale(): PageLocale {
  const value = useContext(PageLocaleContext);
  if (!value) throw new Error("useStrings: the page has no language (no PageLocaleContext).");
  return value;
}

/** The page's interface words, in its language. */
export const useStrings = () => usePageLocale().strings;

/** The page's language. */
export const useLocale = (): Locale => usePageLocale().locale;

/** The page's language and address. */
export { usePageLocale };
