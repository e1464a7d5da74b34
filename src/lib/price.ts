// Prices are written as text in content ("KES 1,100" or "Contact for pricing"); search engines and
// the structured data need the number.
export const PRICE_ON_REQUEST = "Contact for pricing";

export function priceAmount(price: string): number | null {
  const match = /^KES ([\d,]+)$/.exec(price.trim());
  return match ? Number(match[1].replace(/,/g, "")) : null;
}
