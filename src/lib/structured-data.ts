import { priceAmount } from "./price";

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
      latitude: number;
      longitude: number;
    };
    hours: { opens: string; closes: string };
  };
  sameAs: readonly string[];
  treatments: readonly { name: string; price: string; description: string }[];
  logoPath: string;
  imagePath: string;
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
}: StructuredDataInput): Record<string, unknown> {
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
    geo: {
      "@type": "GeoCoordinates",
      latitude: site.address.latitude,
      longitude: site.address.longitude,
    },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...EVERY_DAY],
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ],
    sameAs: [...sameAs],
    makesOffer: treatments.map((treatment) => {
      const amount = priceAmount(treatment.price);
      return {
        "@type": "Offer",
        itemOffered: {
          "@type": "Service",
          name: treatment.name,
          description: treatment.description,
        },
        ...(amount === null ? {} : { price: String(amount), priceCurrency: "KES" }),
      };
    }),
  };
}

// JSON inside <script> must not be able to close the tag.
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
