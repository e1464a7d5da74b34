/** @jest-environment node */
import { pageHead, type PageHeadInput } from "../plugins/gatsby-plugin-page-head/page-head";

const SITE_URL = "https://salon.example";
const INPUT: PageHeadInput = {
  siteUrl: SITE_URL,
  pathname: "/sw/about/",
  locale: "sw",
  site: {
    name: "Immeasure Beauty Spa",
    description: "Spa ya urembo, Rongai.",
    phone: "+254 700 000 000",
    email: { bookings: "bookings@salon.example" },
    priceRange: "KES 100 - KES 10,000",
    address: {
      streetAddress: "Rongai",
      locality: "Rongai",
      country: "KE",
      coordinates: "-1.4, 36.7",
    },
    hours: { opens: "08:00", closes: "21:00" },
  },
  meta: { title: "Kuhusu sisi", description: "Saluni yetu.", keywords: ["spa", "urembo"] },
  sameAs: ["https://www.instagram.com/salon"],
  treatments: [{ name: "Manicure", price: "KES 400", description: "Kucha." }],
  themeColor: "#4a1d3f",
};

const metaContent = (head: ReturnType<typeof pageHead>, key: string) =>
  head.meta.filter((meta) => (meta.name ?? meta.property) === key).map((meta) => meta.content);

describe("a page's <head>, as the build writes it", () => {
  it("names the page's language, both versions and x-default, with a self canonical", () => {
    const head = pageHead(INPUT);
    expect(head.title).toBe("Kuhusu sisi | Immeasure Beauty Spa Kenya");
    expect(head.links).toEqual([
      { rel: "canonical", hrefLang: null, href: `${SITE_URL}/sw/about/` },
      { rel: "alternate", hrefLang: "en", href: `${SITE_URL}/about/` },
      { rel: "alternate", hrefLang: "sw", href: `${SITE_URL}/sw/about/` },
      { rel: "alternate", hrefLang: "x-default", href: `${SITE_URL}/about/` },
    ]);
    expect(metaContent(head, "og:locale")).toEqual(["sw_KE"]);
    expect(metaContent(head, "og:locale:alternate")).toEqual(["en_KE"]);
    expect(metaContent(head, "og:url")).toEqual([`${SITE_URL}/sw/about/`]);
    expect(metaContent(head, "keywords")).toEqual(["spa, urembo"]);
    expect(metaContent(head, "theme-color")).toEqual(["#4a1d3f"]);
    const jsonLd = JSON.parse(head.jsonLd) as { mainEntityOfPage: Record<string, unknown> };
    expect(jsonLd.mainEntityOfPage).toMatchObject({
      inLanguage: "sw",
      url: `${SITE_URL}/sw/about/`,
      name: head.title,
    });
  });

  it("keeps a page out of search results with no canonical and no alternates", () => {
    const head = pageHead({ ...INPUT, pathname: "/sw/404/", noindex: true });
    expect(head.links).toEqual([]);
    expect(metaContent(head, "robots")).toEqual(["noindex, follow"]);
  });

  it("writes its JSON-LD safe inside an inline script", () => {
    const head = pageHead({ ...INPUT, meta: { ...INPUT.meta, title: "</script><b>" } });
    expect(head.jsonLd).not.toMatch(/[<>]/);
    expect(JSON.parse(head.jsonLd)).toMatchObject({
      mainEntityOfPage: { name: "</script><b> | Immeasure Beauty Spa Kenya" },
    });
  });

  it("on a treatment's page: its own picture, and a Service with its Offer in KES, by the salon", () => {
    const treatment = {
      name: "Micro-blading",
      price: "KES 10,000",
      description: "Nyusi.",
      offer: { price: "KES 9,000", until: "2026-12-31" },
    };
    const head = pageHead({
      ...INPUT,
      pathname: "/sw/services/micro-blading/",
      meta: { title: "Micro-blading · saa 2 · KES 10,000", description: "Nyusi.", keywords: [] },
      today: "2026-12-07",
      treatment: {
        data: treatment,
        image: { path: "/share/sw/micro-blading.jpg", alt: "Micro-blading" },
      },
    });
    const image = `${SITE_URL}/share/sw/micro-blading.jpg`;
    expect(metaContent(head, "og:image")).toEqual([image]);
    expect(metaContent(head, "twitter:image")).toEqual([image]);
    expect(metaContent(head, "og:image:type")).toEqual(["image/jpeg"]);
    expect(metaContent(head, "og:image:alt")).toEqual(["Micro-blading"]);
    const url = `${SITE_URL}/sw/services/micro-blading/`;
    expect(JSON.parse(head.jsonLd)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Service",
      name: "Micro-blading",
      url,
      image,
      offers: {
        "@type": "Offer",
        url,
        price: "9000",
        priceCurrency: "KES",
        priceValidUntil: "2026-12-31",
      },
      provider: { "@type": "BeautySalon", "@id": `${SITE_URL}/#business`, name: INPUT.site.name },
      mainEntityOfPage: { "@type": "WebPage", url, inLanguage: "sw" },
    });
    expect(JSON.parse(head.jsonLd).provider).not.toHaveProperty("@context");
  });
});
