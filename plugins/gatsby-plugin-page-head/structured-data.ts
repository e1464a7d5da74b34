import { parseCoordinates } from "../../shared/lib/map-place";
import { priceAmount } from "../../shared/lib/price";
import { readSpecialHours } from "../../shared/lib/special-hours";

export interface StructuredDataInput {
  siteUrl: string;
  site: {
    name: string;
    description: string;
    phone: string;
    email: { bookings: string };
    priceRange: string;
    address: {
      streetAddress: string;
      locality: string;
      country: string;
      /** "-1.0575, 36.7756", as the content writes them (checked: a place in Kenya). */
      coordinates: string;
    };
    hours: {
      opens: string;
      closes: string;
      /** Holidays and special hours, as content writes them (shared/lib/special-hours.ts). */
      special?: readonly { from: string; to?: string | null; hours: string }[] | null;
    };
  };
  /** The day of the build on the salon's calendar: special days over before it are left out. */
  today?: string;
  sameAs: readonly string[];
  treatments: readonly {
    name: string;
    price: string;
    description: string;
    /** Its offer, as content writes it: a price until a day. */
    offer?: { price: string; until: string } | null;
  }[];
  logoPath: string;
  imagePath: string;
  /** The page this is on, with its language (see buildWebPage). */
  page?: WebPageInput;
}

const EVERY_DAY = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

// schema.org BeautySalon for search engines, built from the same content the pages show.
export function buildBeautySalon({
  siteUrl,
  site,
  sameAs,
  treatments,
  logoPath,
  imagePath,
  page,
  today = "",
}: StructuredDataInput): Record<string, unknown> {
  const special = specialHoursSpecification(site.hours.special ?? [], today);
  return {
    "@context": "https://schema.org",
    "@type": "BeautySalon",
    "@id": `${siteUrl}/#business`,
    name: site.name,
    description: site.description,
    url: `${siteUrl}/`,
    logo: `${siteUrl}${logoPath}`,
    image: `${siteUrl}${imagePath}`,
    telephone: site.phone.replace(/\s/g, ""),
    email: site.email.bookings,
    priceRange: site.priceRange,
    currenciesAccepted: "KES",
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.streetAddress,
      addressLocality: site.address.locality,
      addressCountry: site.address.country,
    },
    geo: { "@type": "GeoCoordinates", ...parseCoordinates(site.address.coordinates) },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...EVERY_DAY],
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ],
    ...(special.length > 0 ? { specialOpeningHoursSpecification: special } : {}),
    sameAs: [...sameAs],
    makesOffer: treatments.map((treatment) => ({
      "@type": "Offer",
      itemOffered: {
        "@type": "Service",
        name: treatment.name,
        description: treatment.description,
      },
      ...offerTerms(treatment, today),
    })),
    ...(page ? { mainEntityOfPage: buildWebPage(page) } : {}),
  };
}

type TreatmentData = StructuredDataInput["treatments"][number];

// A treatment's price in KES as an Offer says it: during an offer (not over on the day of the
// build), its price, valid until its last day. None for a price on request.
function offerTerms(treatment: TreatmentData, today: string) {
  const { offer } = treatment;
  const onOffer = offer && offer.until >= today ? offer : null;
  const amount = priceAmount(onOffer?.price ?? treatment.price);
  return {
    ...(amount === null ? {} : { price: String(amount), priceCurrency: "KES" }),
    ...(onOffer ? { priceValidUntil: onOffer.until } : {}),
  };
}

/**
 * schema.org Service for a treatment's own page: its name, description and picture, its Offer in
 * KES, provided by the salon (the whole BeautySalon, a LocalBusiness, with the page it is on), so
 * the page keeps one JSON-LD script.
 */
export function buildTreatmentService(
  input: StructuredDataInput & { page: WebPageInput; treatment: TreatmentData; image: string },
): Record<string, unknown> {
  const { page, treatment, image, today = "", ...business } = input;
  const {
    "@context": context,
    mainEntityOfPage,
    ...provider
  } = buildBeautySalon({
    ...business,
    today,
    page,
  });
  return {
    "@context": context,
    "@type": "Service",
    "@id": `${page.url}#service`,
    name: treatment.name,
    description: treatment.description,
    url: page.url,
    image,
    provider,
    offers: { "@type": "Offer", url: page.url, ...offerTerms(treatment, today) },
    mainEntityOfPage,
  };
}

/**
 * Holidays and special hours as schema.org says them: each with the days it is valid, closed all
 * day written as opening and closing at 00:00. A special day over before `today` is left out (and
 * search engines drop the rest once `validThrough` has passed).
 */
function specialHoursSpecification(
  special: readonly { from: string; to?: string | null; hours: string }[],
  today: string,
) {
  return special.flatMap(({ from, to, hours }) => {
    const last = to && to >= from ? to : from;
    if (last < today) return [];
    const times = readSpecialHours(hours) ?? { opens: "00:00", closes: "00:00" };
    return [
      {
        "@type": "OpeningHoursSpecification",
        validFrom: from,
        validThrough: last,
        opens: times.opens,
        closes: times.closes,
      },
    ];
  });
}

// The characters JSON may hold that HTML would read as markup: "<" and ">" (a "</script>" closes
// the element), "&" (Gatsby's Head handling parses the page's <head> and rebuilds each <script>
// from its decoded text, so "&lt;/script&gt;" would become a real "</script>" and "&quot;" a quote
// that ends the JSON string) and "'". U+2028/2029 are line ends to older JavaScript parsers.
const SCRIPT_UNSAFE = /[<>&'\u2028\u2029]/g;

const escapeForScript = (character: string): string =>
  `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * JSON for an inline `<script>`: every character HTML could read as markup or an entity is written
 * as a JSON escape, so the text is the same before and after any HTML parsing and parses back to
 * exactly `data`.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(SCRIPT_UNSAFE, escapeForScript);
}

export interface WebPageInput {
  /** The page's own address (its canonical URL). */
  url: string;
  name: string;
  description: string;
  /** BCP 47 language of the page, e.g. "sw". */
  inLanguage: string;
}

// schema.org WebPage for the page the business is described on: its language (a BeautySalon has
// none of its own) and address. It goes in the business's `mainEntityOfPage`, so each page keeps
// one JSON-LD script.
export function buildWebPage({ url, name, description, inLanguage }: WebPageInput) {
  return { "@type": "WebPage", "@id": url, url, name, description, inLanguage };
}
