// A treatment's own page ("/services/micro-blading/", its Swahili twin under "/sw/" by the site's
// one address rule, shared/lib/locale.ts): its address, and the one line its link preview, its
// share picture and its Share control name it by ("Micro-blading · 2 hrs · KES 10,000").
import { formatDuration, type DurationWords } from "./duration";
import { formatPrice } from "./price";

/** The services page, under whose address each treatment's own page lives. */
export const SERVICES_PATH = "/services/";

/**
 * A treatment's page in the default language, from its id (its file's name, which the build
 * checks by the content model's file-name rule before it makes the page: gatsby-node.ts).
 */
export const treatmentPath = (slug: string): string =>
  `${SERVICES_PATH}${encodeURIComponent(slug)}/`;

/** Between the parts of a treatment's summary. */
const SEPARATOR = " · ";

export interface SummaryFormats {
  durations: DurationWords;
  /** The page's words for a price on request ("Contact for pricing", "Uliza bei"). */
  priceOnRequest: string;
}

/** Name, duration and price in the page's words: ["Micro-blading", "2 hrs", "KES 10,000"]. */
export function treatmentFacts(
  treatment: { name: string; duration: string; price: string },
  formats: SummaryFormats,
): [name: string, duration: string, price: string] {
  return [
    treatment.name,
    formatDuration(treatment.duration, formats.durations),
    formatPrice(treatment.price, formats.priceOnRequest),
  ];
}

/** "Micro-blading · 2 hrs · KES 10,000": the treatment's facts on one line. */
export function treatmentSummary(
  treatment: { name: string; duration: string; price: string },
  formats: SummaryFormats,
): string {
  return joinFacts(treatmentFacts(treatment, formats));
}

/** Facts on one line: "2 hrs · KES 10,000". */
export const joinFacts = (facts: readonly string[]): string => facts.join(SEPARATOR);
