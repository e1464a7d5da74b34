// Prices are written as text in content ("KES 1,100" or "Contact for pricing"); search engines and
// the structured data need the number. The content model checks prices with the same pattern.
export const PRICE_ON_REQUEST = "Contact for pricing";

// Commas are required from 1,000 so every price on the page reads the same way. Only the build
// checks prices with it: marked pure, so the pages' bundles, which never read it, leave it out.
export const PRICE_PATTERN = /* @__PURE__ */ new RegExp(
  `^(?:KES [1-9]\\d{0,2}(?:,\\d{3})*|${PRICE_ON_REQUEST})$`,
);

export function isValidPrice(value: unknown): value is string {
  return typeof value === "string" && PRICE_PATTERN.test(value);
}

export function priceAmount(price: string): number | null {
  const match = /^KES ([\d,]+)$/.exec(price.trim());
  return match ? Number(match[1].replace(/,/g, "")) : null;
}

/**
 * A price in the page's language: amounts stay "KES 1,100"; a price on request is said in the
 * page's words for it (`formats.priceOnRequest`, shared/i18n/).
 */
export function formatPrice(price: string, onRequest: string): string {
  return price === PRICE_ON_REQUEST ? onRequest : price;
}
