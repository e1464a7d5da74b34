import { browserStorage, readJson, writeJson, type KeyValueStorage } from "./local-storage";
import { DEFAULT_LOCALE, isLocale, localePath, type Locale } from "./locale";

// The language a visitor chose with the header's switch, kept for their next visit. It only ever
// sends someone who opens the English home page directly (typed, or from a bookmark: no referring
// page, a fresh navigation) to the home page in their language. A crawler keeps nothing, and a
// visitor who followed a link (from a search result, a message, another page) lands where it led.

export const LOCALE_CHOICE_KEY = "immeasure-language";

export function rememberLocale(locale: Locale, storage: KeyValueStorage | null = browserStorage()) {
  writeJson(storage, LOCALE_CHOICE_KEY, locale);
}

export function rememberedLocale(
  storage: KeyValueStorage | null = browserStorage(),
): Locale | null {
  const value = readJson(storage, LOCALE_CHOICE_KEY);
  return isLocale(value) ? value : null;
}

export interface Arrival {
  pathname: string;
  /** document.referrer: "" when the address was typed or bookmarked. */
  referrer: string;
  /** The navigation's type (PerformanceNavigationTiming): "navigate", "reload", "back_forward". */
  navigationType: string;
}

/** Where to send a visitor arriving like this, or null to leave them where they are. */
export function rememberedHome(arrival: Arrival, remembered: Locale | null): string | null {
  if (!remembered || remembered === DEFAULT_LOCALE) return null;
  if (arrival.pathname !== "/" || arrival.referrer !== "") return null;
  if (arrival.navigationType !== "navigate") return null;
  return localePath("/", remembered);
}
