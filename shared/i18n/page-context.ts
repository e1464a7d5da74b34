import type { UiStrings } from "./strings";
import type { Locale } from "../lib/locale";

/**
 * What plugins/gatsby-plugin-languages gives every page besides its query's data: its language, and that
 * language's interface words (so they arrive with the page data, not in a bundle). The layout
 * hands them on to the page's components in a React context (PageLocaleContext,
 * src/hooks/use-strings.ts).
 */
export interface LocalizedPageContext {
  locale: Locale;
  /**
   * The page's own address ("/sw/services/"), which its query hands to the head it asks for
   * (`pageHead(path: $pagePath)`: the canonical and language links).
   */
  pagePath: string;
  strings: UiStrings;
  /**
   * The day of the build, in the page's language ("28 November 2026"): the date its prices are
   * "as of" when the page comes from the phone's store
   * (plugins/gatsby-plugin-languages/prices-as-of.ts).
   */
  pricesAsOf: string;
  /**
   * Set by the offline worker, never by the build, on page data it answers from the phone's store
   * (gatsby/offline/store-copy.js).
   */
  fromStore?: boolean;
}
