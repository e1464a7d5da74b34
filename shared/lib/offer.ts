import type { BookableTreatment } from "./treatment-line";

// A treatment's offer: a price until a day (its last, on the salon's calendar), with a short line
// in the page's language ("Festive offer"). The build leaves out an offer over before it ran; the
// page checks the rest against the visitor's clock after it has loaded (src/hooks/use-salon-today.ts),
// so an offer goes from the row, the WhatsApp messages and the booking's totals on the day after
// its last with no new build.

/** An offer's price: an amount in KES (a price on request can't be an offer). */
export const OFFER_PRICE = /* @__PURE__ */ /^KES [1-9]\d{0,2}(?:,\d{3})*$/;

export interface Offer {
  readonly price: string;
  /** Its last day, "YYYY-MM-DD". */
  readonly until: string;
  readonly line: { readonly text: string };
}

/**
 * Whether `offer` holds on `today` ("YYYY-MM-DD" on the salon's calendar); null (not known yet:
 * the server's HTML and the first render) takes the build's word, which left out an offer over.
 */
export const isOfferOn = (offer: Offer | null | undefined, today: string | null): boolean =>
  Boolean(offer) && (today === null || today <= offer!.until);

/** A treatment as it is booked on `today`: at its offer's price, with the offer's line. */
export function priceNow<T extends BookableTreatment & { readonly offer?: Offer | null }>(
  treatment: T,
  today: string | null,
): T {
  const { offer } = treatment;
  return offer && isOfferOn(offer, today)
    ? { ...treatment, price: offer.price, offerLine: offer.line.text }
    : treatment;
}
