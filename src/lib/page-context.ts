import type { UiStrings } from "../i18n/strings";
import type { Locale } from "./locale";

/**
 * What gatsby-node.ts gives every page besides its query's data: its language, and that
 * language's interface words (so they arrive with the page data, not in a bundle).
 */
export interface PageLocaleContext {
  locale: Locale;
  strings: UiStrings;
}
