/**
 * The formats content values must follow, each written once as a pattern with its wording. The
 * content types use them through `patterned` fields; the `is…` helpers test a single value.
 */
import { DEFAULT_LOCALE, LOCALES } from "../../../shared/lib/locale";
import { COORDINATES_IN_KENYA, MAP_PLACE } from "../../../shared/lib/map-place";
import { SPECIAL_HOURS } from "../../../shared/lib/special-hours";
import { OFFER_PRICE } from "../../../shared/lib/offer";
import { PRICE_ON_REQUEST, PRICE_PATTERN } from "../../../shared/lib/price";
import { date, patterned, type GraphqlHints, type RuleWording } from "./fields";

interface Rule {
  id: string;
  regex: RegExp;
  wording: RuleWording;
}

/**
 * A path on this site, as the browser reads every form of it the pages make. Browsers read "//host"
 * and "/\\host" as another host (in a web address a backslash counts as "/"), and drop tabs and line
 * breaks before they look, so no backslash, space or control character may appear, and the second
 * character may not be "/". The pages show each link in every language (localePath in
 * shared/lib/locale.ts): they take a language's prefix ("/sw") off the start, where one is followed
 * by "/" or ends the path, and put the page's own in front. Put in front, the prefix keeps the path
 * on the site ("/sw" + "/x"); taken off, what is left ("/sw//evil.example" → "//evil.example") must
 * be a path on this site too: so after a prefix there may not be a second "/". What is left holds
 * no character the whole may not, so nothing else needs checking. The editor's field pattern is
 * this same expression (FieldSpec.pattern).
 */
const PREFIXES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).join("|");
const SITE_PATH = new RegExp(
  // Control characters are what the last part keeps out.
  `^(?!/(?:${PREFIXES})/[/\\\\])/(?![/\\\\])[^\\s\\\\\\x00-\\x1f\\x7f]*$`,
);

const rule = (id: string, regex: RegExp, what: string, how = ""): Rule => ({
  id,
  regex,
  wording: { what, how },
});

export const RULES = {
  id: rule(
    "id-format",
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "a valid id",
    'Use lower-case letters, digits and hyphens, e.g. "nail-art-01".',
  ),
  // A treatment's file name, which is its id (in its address and in a stored booking). The editor
  // makes it from the treatment's name with Sveltia CMS's ASCII slugs (accents dropped, every other
  // character but letters, digits, "_", "-" and "~" turned into "-", lower-cased), so every name it
  // can make is one of these.
  fileName: rule(
    "file-name",
    /^[a-z0-9_~-]+$/,
    "a treatment's file name",
    'Use lower-case letters, digits and hyphens, e.g. "gel-polish.md".',
  ),
  // A whole web address: https, a plain host name (letters, digits, hyphens, dots; an optional
  // port) and then a path, query or fragment without the characters that could end a header value
  // or a Content-Security-Policy source (";", ",", spaces, quotes, control characters) or start
  // markup ("<", ">"). The build puts these addresses' origins into the site's headers.
  httpsUrl: rule(
    "https-url",
    // Control characters are what this pattern keeps out.
    // eslint-disable-next-line no-control-regex
    /^https:\/\/(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#][^\s;,"'`<>\\^{|}\x00-\x1f\x7f-\x9f]*)?$/,
    'a whole web address starting with "https://"',
    'Copy it from the browser\'s address bar, e.g. "https://www.instagram.com/yourname". It can\'t contain spaces, quotes, ";" or "," (write a comma as %2C).',
  ),
  // An address and nothing else: it goes into "mailto:" links, where a "?" or "&" would start
  // headers of the visitor's new message ("?cc=…&body=…"). Letters, digits and "._+-" before the
  // "@", a host name after it.
  email: rule(
    "email-format",
    /^[A-Za-z0-9._+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/,
    "an e-mail address",
    'Write it like "bookings@example.com".',
  ),
  // A path on this site ("/contact", "/#services"), never another site, as written and as the
  // pages write it: see SITE_PATH below.
  sitePath: rule(
    "path-format",
    SITE_PATH,
    "a path on this site",
    'Start it with "/", e.g. "/contact" or "/#services", and don\'t follow it, or a language\'s "/sw", with a second "/".',
  ),
  time: rule(
    "time-format",
    /^(?:[01]\d|2[0-3]):[0-5]\d$/,
    "a time",
    // What she types, as she types it: the hours and minutes with a colon between, nothing around.
    "Type the hours and minutes with a colon between, on the 24-hour clock: 08:00 for 8 in the morning, 21:00 for 9 at night.",
  ),
  day: rule(
    "date-format",
    /^\d{4}-\d{2}-\d{2}$/,
    "a date",
    'Choose it with the date picker, or write it as year-month-day, e.g. "2026-12-25".',
  ),
  // An offer is an amount: "Contact for pricing" can't be a special price.
  offerPrice: rule(
    "offer-price-format",
    OFFER_PRICE,
    "an offer's price",
    'Write "KES <amount>" with digits and thousands commas, e.g. "KES 900".',
  ),
  specialHours: rule(
    "special-hours-format",
    SPECIAL_HOURS,
    "the hours of a day",
    'Write "closed", or the opening and closing times on the 24-hour clock with a dash between, e.g. "10:00-16:00".',
  ),
  price: rule(
    "price-format",
    PRICE_PATTERN,
    "a price",
    `Write "KES <amount>" with digits and thousands commas (e.g. "KES 1,100"), or "${PRICE_ON_REQUEST}".`,
  ),
  // Visitors read "1 hr" and "2 hrs"; "1 hrs" or "2 hr" would look careless on the price list, and a
  // duration of 0 means nothing.
  duration: rule(
    "duration-format",
    /^(?:1(?:\.0+)? (?:min|hr|month)|(?!(?:1|0)(?:\.0+)? )(?:0|[1-9]\d*)(?:\.\d+)? (?:mins|hrs|months))$/,
    "a duration",
    'Write a number and a unit: "1 min"/"30 mins", "1 hr"/"2 hrs" or "1 month"/"3 months".',
  ),
  phone: rule(
    "phone-format",
    /^\+?\d[\d ()-]{6,}\d$/,
    "a phone number",
    'Write it with the country code, e.g. "+254 700 000 000".',
  ),
  // wa.me wants digits only, country code first: no "+", no leading 0, no spaces.
  whatsapp: rule(
    "whatsapp-format",
    /^[1-9]\d{7,14}$/,
    "a WhatsApp number",
    'Write digits only, country code first, with no "+", spaces or leading 0, e.g. "254700000000".',
  ),
  country: rule("country-format", /^[A-Z]{2}$/, "a two-letter country code", 'Use "KE" for Kenya.'),
  // Typed on a phone as text, so the minus of a southern latitude stays (a number keyboard has
  // none), and only inside Kenya: a latitude that lost its minus is 250 km north of the equator.
  coordinates: rule(
    "coordinates-in-kenya",
    COORDINATES_IN_KENYA,
    "a place in Kenya",
    'Write the latitude, a comma, then the longitude, as Google Maps shows them when you touch and hold the salon\'s place, e.g. "-1.0575, 36.7756". South of the equator the first number starts with "-".',
  ),
  mapPlace: rule(
    "map-place",
    MAP_PLACE,
    "an address or a Google Maps link",
    "Type the salon's address as you would search for it on Google Maps (the building, the street, the town), or paste the link Google Maps gives (Share, then Copy link).",
  ),
} as const;

/** A text field that must follow one of the RULES. */
export function ruled(description: string, which: keyof typeof RULES, graphql?: GraphqlHints) {
  const { id, regex, wording } = RULES[which];
  return patterned(description, id, regex, wording, graphql);
}

/** A calendar day by the `day` rule: the phone's date picker in the editor. */
export function dayField(description: string, { required }: { required: boolean }) {
  const { id, regex, wording } = RULES.day;
  return date(description, id, regex, wording, { required });
}

/** Whether `value` is an https address (the build's settings are checked by it: gatsby/build-settings.ts). */
export const isHttpsUrl = (value: unknown): value is string =>
  typeof value === "string" && RULES.httpsUrl.regex.test(value);

/** Stars a testimonial may give. */
export const RATING = { min: 1, max: 5 } as const;
