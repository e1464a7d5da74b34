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

/** How Swahili says a price on request, in every place it is said: "ask the price". */
export const PRICE_ON_REQUEST_SW = "Uliza bei";

/** A price in the page's language: amounts stay "KES 1,100"; a price on request is said in Swahili. */
export function formatPrice(price: string, locale: "en" | "sw" = "en"): string {
  return locale === "sw" && price === PRICE_ON_REQUEST ? PRICE_ON_REQUEST_SW : price;
}
