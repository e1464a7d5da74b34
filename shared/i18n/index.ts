import type { Locale } from "../lib/locale";
import { english } from "./en";
import type { Language } from "./language";
import type { UiStrings } from "./strings";
import { kiswahili } from "./sw";

export type { Language } from "./language";
export type { UiStrings } from "./strings";

/**
 * The site's languages, one folder each (shared/i18n/<locale>/: its words and its clock), by their
 * code in LOCALES (shared/lib/locale.ts). Only the build (the plugins under plugins/) and tests
 * import this: a page gets its language's words in its context, never a bundle.
 */
export const LANGUAGES: Readonly<Record<Locale, Language>> = { en: english, sw: kiswahili };

/** Every language's interface words. */
export const UI_STRINGS = Object.fromEntries(
  Object.entries(LANGUAGES).map(([locale, language]) => [locale, language.words]),
) as Readonly<Record<Locale, UiStrings>>;
