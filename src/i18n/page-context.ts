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
  strings: UiStrings;
}
