// The site's languages and where each page lives in each of them. English keeps the addresses it
// always had ("/services/"); Swahili pages live under "/sw/" ("/sw/services/"). Pure and tiny: the
// header's language switch and the page <head> read it; the words themselves arrive with each
// page's data (shared/i18n/, handed over by plugins/gatsby-plugin-languages in the page context).

/**
 * The site's languages, one entry each: its code (also its address prefix and its folder in
 * shared/i18n/), its name in itself as the language switch shows it, and Open Graph's name for it
 * as spoken in Kenya. A new language is its entry here and its folder of words (registered in
 * shared/i18n/index.ts, which TypeScript asks for); every page, address and list follows from
 * these.
 */
const LANGUAGE_TABLE = {
  en: { name: "English", ogLocale: "en_KE" },
  sw: { name: "Kiswahili", ogLocale: "sw_KE" },
} as const;

export type Locale = keyof typeof LANGUAGE_TABLE;
export const LOCALES = Object.keys(LANGUAGE_TABLE) as readonly Locale[];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language named in itself, as the switch shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, LANGUAGE_TABLE[locale].name]),
) as Record<Locale, string>;

/**
 * Marks the header's language switch; its value is the language the link leads to. Following it
 * is remembered for the next visit (shared/lib/locale-choice.ts, a script of its own in <head>).
 */
export const LOCALE_CHOICE_ATTRIBUTE = "data-locale-choice";

/** Open Graph's names for the languages as spoken in Kenya. */
export const OG_LOCALES: Readonly<Record<Locale, string>> = Object.fromEntries(
  LOCALES.map((locale) => [locale, LANGUAGE_TABLE[locale].ogLocale]),
) as Record<Locale, string>;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

// "/sw" at the start of an address: each language but the default one, as LOCALES names them.
const PREFIX = new RegExp(
  `^/(${LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join("|")})(?=/|$)`,
);

/** "/sw/services/" → "sw", "/services/" → "en". */
export function localeOfPath(pathname: string): Locale {
  const match = PREFIX.exec(pathname);
  return match && isLocale(match[1]) ? match[1] : DEFAULT_LOCALE;
}

/** "/sw/services/" → "/services/": the page's address in the default language. */
export function basePath(pathname: string): string {
  const rest = pathname.replace(PREFIX, "");
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** "/services/" in "sw" → "/sw/services/"; any page's address in `locale`. */
export function localePath(pathname: string, locale: Locale): string {
  const base = basePath(pathname);
  return locale === DEFAULT_LOCALE ? base : `/${locale}${base}`;
}

/** The page's address in every language, e.g. for hreflang links and the sitemap. */
export function alternatePaths(pathname: string): { locale: Locale; path: string }[] {
  return LOCALES.map((locale) => ({ locale, path: localePath(pathname, locale) }));
}

/**
 * `lang` for words kept as someone wrote them (a client's review, in the language named in itself:
 * "English", "Kiswahili") on a page in `pageLocale`: their language where it is another one.
 */
export function writtenIn(languageName: string, pageLocale: Locale): Locale | undefined {
  const written = LOCALES.find((locale) => LOCALE_NAMES[locale] === languageName);
  return written && written !== pageLocale ? written : undefined;
}

/** "{name} added." with { name: "Manicure" } → "Manicure added.": the words' placeholders filled. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
