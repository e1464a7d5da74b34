import type { IGatsbyImageData } from "gatsby-plugin-image";
import { dayParts } from "../../shared/lib/booking-days";
import type { ClockRules } from "../../shared/lib/opening-hours";
import { closedStatus } from "../../shared/lib/opening-hours";
import type { UiStrings } from "../../shared/i18n/strings";
import { zoneOffsets } from "../../plugins/gatsby-plugin-content/model/zone-offsets";

// What every page's query could return, with content that is no language's words: each text is
// a token of its own ("Qv1", "Qv2"…), so a page rendered from it shows only the interface's
// words, besides what content writes for the formatters to say in the page's language
// (durations, prices). The hours' lines are worked out as the build works them out, in `words`
// and by `clock`.

let next = 0;
/** A content text that is in no language. */
export const token = (): string => `Qv${(next += 1)}`;
/** A translated content text as a page's query gives it, in the page's language. */
export const said = (): { text: string; lang: string | null } => ({ text: token(), lang: null });
/** Letters no language's words hold: a content token's. */
export const TOKEN_LETTERS = "qv";

const picture: IGatsbyImageData = {
  layout: "constrained",
  width: 80,
  height: 60,
  images: { fallback: { src: "/picture.jpg" }, sources: [] },
};
const image = () => ({ childImageSharp: { gatsbyImageData: picture } });
const items = (count: number, make: () => object) => Array.from({ length: count }, make);

/**
 * Durations and prices as content writes them: minutes, hours, a fraction, a course (joined, not
 * booked), a visit priced on request.
 */
export const TREATMENTS = [
  { duration: "30 mins", price: "KES 400" },
  { duration: "1 hr", price: "KES 1,100" },
  { duration: "1.5 hrs", price: "KES 2,500" },
  { duration: "3 months", price: "Contact for pricing" },
  { duration: "45 mins", price: "Contact for pricing" },
].map((fields, index) => ({
  id: `treatment-${index}`,
  slug: `treatment-${index}`,
  name: said(),
  descriptionHtml: { text: `<p>${token()}</p>`, lang: null },
  offer: null,
  ...fields,
}));

export const HOURS = { opens: "08:00", closes: "21:00" };
const NAIROBI = zoneOffsets("Africa/Nairobi", Date.UTC(2025, 0, 1), Date.UTC(2035, 0, 1));

/** Every page's query data at once (each page reads its own), for a page in `words` and `clock`. */
export function pageData(words: UiStrings, clock: ClockRules) {
  const shell = {
    siteYaml: {
      name: token(),
      shortName: token(),
      tagline: said(),
      phone: "+254 700 000 000",
      whatsapp: "254700000000",
      formEndpoint: "/form",
      email: { bookings: "qv1@qv.qv", support: "qv2@qv.qv" },
      address: {
        display: said(),
        mapEmbedUrl: "https://maps.example.com/embed",
        mapLink: "https://maps.example.com",
      },
      map: { title: said() },
      hours: {
        ...HOURS,
        label: said(),
        offsets: NAIROBI,
        closedStatus: closedStatus(HOURS, words.contact.closedOpens, clock),
        closedUntilTomorrow: closedStatus(HOURS, words.contact.closedOpensTomorrow, clock),
        dayParts: dayParts(HOURS, words.booking.dayParts, clock),
      },
    },
    socialYaml: {
      items: ["facebook", "instagram"].map((network) => ({
        network,
        name: token(),
        url: `https://${network}.example.com`,
        onContactPage: true,
      })),
    },
    navigationYaml: {
      items: ["home", "services", "about", "contact"].map((page) => ({
        name: said(),
        link: page === "home" ? "/" : `/${page}/`,
        page,
      })),
    },
  };
  const section = () => ({ heading: said(), text: said(), alt: said(), image: image() });
  const titled = () => ({ title: said() });
  return {
    ...shell,
    pageHead: { title: token(), jsonLd: "{}", meta: [], links: [] },
    site: { siteMetadata: { siteUrl: "https://qv.example" } },
    homeYaml: {
      hero: { ...section(), welcome: said() },
      split: section(),
      rituals: { ...section(), eyebrow: said(), items: items(3, titled) },
      treatments: { ...section(), items: items(3, titled) },
      team: section(),
      reviews: section(),
    },
    testimonialsYaml: {
      items: items(3, () => ({
        name: token(),
        service: said(),
        rating: 5,
        feedback: token(),
        language: "English",
        alt: said(),
        image: image(),
      })),
    },
    aboutYaml: {
      hero: { ...section(), tagline: said() },
      apart: { ...section(), items: items(3, () => ({ ...titled(), description: said() })) },
      wideImage: section(),
      values: {
        ...section(),
        items: items(3, () => ({ ...titled(), icon: "heart", description: said() })),
      },
    },
    servicesYaml: {
      ...section(),
      signature: { ...section(), subtitle: said() },
      booking: section(),
      gallery: section(),
    },
    categoriesYaml: {
      items: [
        { id: "all", name: said(), showsAll: true, treatments: TREATMENTS },
        { id: "one", name: said(), showsAll: false, treatments: TREATMENTS },
      ],
    },
    galleryYaml: {
      items: items(3, () => ({
        ...titled(),
        description: said(),
        alt: said(),
        image: { childImageSharp: { slide: picture, thumb: picture } },
      })),
    },
    contactYaml: {
      ...section(),
      details: {
        heading: said(),
        phoneLabel: said(),
        whatsappLabel: said(),
        whatsappLink: said(),
        emailLabel: said(),
        bookingsLabel: said(),
        supportLabel: said(),
        socialLabel: said(),
      },
      form: { heading: said(), note: said() },
      map: { heading: said(), linkText: said() },
    },
  };
}
