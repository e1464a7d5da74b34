import {
  buildBeautySalon,
  buildWebPage,
  serializeJsonLd,
} from "../plugins/gatsby-plugin-page-head/structured-data";
import { parse } from "node-html-parser";
import { pageTitle } from "../plugins/gatsby-plugin-page-head/page-title";

const input = {
  siteUrl: "https://immeasurebeauty.example",
  site: {
    name: "Immeasure Beauty Spa",
    description: "A beauty spa in Rongai.",
    phone: "+254 700 000 000",
    email: { bookings: "bookings@immeasurebeauty.example" },
    priceRange: "KES 100 - KES 10,000",
    address: {
      streetAddress: "Rongai Supermarket",
      locality: "Githunguri",
      country: "KE",
      // As the owner types them on a phone: a text, its minus kept.
      coordinates: "-1.0575, 36.7756",
    },
    hours: { opens: "08:00", closes: "21:00" },
  },
  sameAs: ["https://www.facebook.com/x", "https://www.instagram.com/x"],
  treatments: [
    { name: "Manicure", price: "KES 400", description: "Hands." },
    { name: "Micro-blading", price: "KES 10,000", description: "Brows." },
    { name: "Beauty Training", price: "Contact for pricing", description: "A course." },
  ],
  logoPath: "/icons/icon-512x512.png",
  imagePath: "/og-image.jpg",
};

describe("pageTitle", () => {
  it("follows '<Page> | <name> Kenya'", () => {
    expect(pageTitle("Home", "Immeasure Beauty Spa")).toBe("Home | Immeasure Beauty Spa Kenya");
    expect(pageTitle("Contact", "Immeasure Beauty Spa")).toBe(
      "Contact | Immeasure Beauty Spa Kenya",
    );
  });
});

describe("buildBeautySalon", () => {
  const data = buildBeautySalon(input);

  it("describes a BeautySalon with address, geo, contact facts and profiles", () => {
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "BeautySalon",
      name: "Immeasure Beauty Spa",
      url: "https://immeasurebeauty.example/",
      telephone: "+254700000000",
      email: "bookings@immeasurebeauty.example",
      priceRange: "KES 100 - KES 10,000",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Rongai Supermarket",
        addressLocality: "Githunguri",
        addressCountry: "KE",
      },
      geo: { "@type": "GeoCoordinates", latitude: -1.0575, longitude: 36.7756 },
      sameAs: input.sameAs,
      logo: "https://immeasurebeauty.example/icons/icon-512x512.png",
    });
  });

  it("is open every day 08:00-21:00", () => {
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
        opens: "08:00",
        closes: "21:00",
      },
    ]);
  });

  it("offers each treatment, with a KES price where one is set", () => {
    const offers = data.makesOffer as Record<string, unknown>[];
    expect(offers).toHaveLength(3);
    expect(offers[0]).toMatchObject({
      "@type": "Offer",
      itemOffered: { "@type": "Service", name: "Manicure" },
      price: "400",
      priceCurrency: "KES",
    });
    expect(offers[1]).toMatchObject({ price: "10000", priceCurrency: "KES" });
    expect(offers[2]).not.toHaveProperty("price");
    expect(offers[2]).not.toHaveProperty("priceCurrency");
  });

  it("serialises to JSON that cannot close its <script> tag", () => {
    const text = serializeJsonLd({ note: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual({ note: "</script><script>alert(1)</script>" });
  });

  // Hostile content as an editor could write it: entities Gatsby's Head handling would decode,
  // quotes, and the two characters older JavaScript parsers take as line ends.
  const HOSTILE = [
    "Armpit Waxing &lt;/script&gt;&lt;script&gt;alert(document.domain)&lt;/script&gt;",
    'Nails &quot;, "x": &#34;1',
    "Tom's &amp; Jerry's <b>bold</b> > less",
    "line\u2028separator\u2029paragraph",
    "&#x3C;/script&#x3E; &#60;!-- <!-- -->",
  ];

  it.each(HOSTILE)("writes no character HTML reads as markup or an entity: %s", (value) => {
    const text = serializeJsonLd({ name: value, list: [value] });
    expect(text).not.toMatch(/[<>&'\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual({ name: value, list: [value] });
  });

  it.each(HOSTILE)("reads the same after Gatsby's Head handling parses it: %s", (value) => {
    // Gatsby rebuilds each <head> script from node-html-parser's decoded text.
    const text = serializeJsonLd({ name: value });
    const head = parse(`<script type="application/ld+json">${text}</script>`);
    const scripts = head.querySelectorAll("script");
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.text).toBe(text);
    expect(JSON.parse(scripts[0]!.text)).toEqual({ name: value });
  });
});

describe("the page the business is described on", () => {
  it("names the page's address and language in mainEntityOfPage", () => {
    const page = {
      url: "https://example.test/sw/services/",
      name: "Huduma | Immeasure Beauty Spa Kenya",
      description: "Huduma na bei.",
      inLanguage: "sw",
    };
    expect(buildWebPage(page)).toEqual({ "@type": "WebPage", "@id": page.url, ...page });
  });
});
