// The salon's place on the map, as the owner gives it: her coordinates as Google Maps shows them
// ("-1.0575, 36.7756", typed on any phone keyboard: a text, so the minus stays), and the map as
// her address typed out or a Google Maps link she pasted (Share → Copy link). From these the build
// derives the map the contact page frames and the link that opens Google Maps; the editor shows
// her the same link beside what she types, before she saves. Pure: the content model checks the
// values with the patterns below, and the build and the editor's script both read this.

/** The one host the contact page's map is framed from: the page's policy allows it alone. */
export const MAP_EMBED_ORIGIN = "https://www.google.com";

/**
 * Kenya, as the box a place must be in: 4.72° south to 5.03° north, 33.9° to 41.9° east (a
 * little margin kept). A place outside it is a mistake: a latitude that lost its minus, or the
 * two numbers swapped.
 */
export const KENYA = { south: -5, north: 5.1, west: 33.5, east: 42 } as const;

/**
 * Two numbers, latitude then longitude, each as written by Google Maps (a minus for south or
 * west, a point for decimals), with a comma between. The content rule (model/rules.ts) adds
 * Kenya's box to it, so the editor refuses a place outside Kenya as the build does.
 */
const NUMBER = String.raw`-?\d{1,3}(?:\.\d+)?`;
const COORDINATES = new RegExp(String.raw`^\s*(${NUMBER})\s*,\s*(${NUMBER})\s*$`);

// The same box as a pattern, for a field's pattern (which can only say yes or no): latitudes from
// -4.999… to 5.0999…, longitudes from 33.5 to 42.
const LATITUDE_IN_KENYA = String.raw`(?:-?[0-4](?:\.\d+)?|5(?:\.0\d*)?)`;
const LONGITUDE_IN_KENYA = String.raw`(?:3[4-9](?:\.\d+)?|4[01](?:\.\d+)?|33\.[5-9]\d*|42(?:\.0+)?)`;
export const COORDINATES_IN_KENYA = new RegExp(
  String.raw`^\s*${LATITUDE_IN_KENYA}\s*,\s*${LONGITUDE_IN_KENYA}\s*$`,
);

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** "-1.0575, 36.7756" → { latitude: -1.0575, longitude: 36.7756 }; null when it isn't two numbers. */
export function parseCoordinates(text: string): Coordinates | null {
  const match = COORDINATES.exec(text);
  if (!match) return null;
  return { latitude: Number(match[1]), longitude: Number(match[2]) };
}

export const isInKenya = ({ latitude, longitude }: Coordinates): boolean =>
  latitude >= KENYA.south &&
  latitude <= KENYA.north &&
  longitude >= KENYA.west &&
  longitude <= KENYA.east;

/**
 * A Google Maps link as the app's Share gives it (maps.app.goo.gl/…, goo.gl/maps/…) or as the
 * browser's address bar shows it (www.google.com/maps/…, maps.google.com/…, google.co.ke/maps/…),
 * with none of the characters that could end an attribute or a header.
 */
export const GOOGLE_MAPS_LINK =
  /^https:\/\/(?:maps\.app\.goo\.gl\/|goo\.gl\/maps\/|(?:www\.)?google\.(?:com|co\.ke)\/maps(?:[/?#]|$)|maps\.google\.(?:com|co\.ke)\/)[^\s"'`<>\\^{|}]*$/;

/**
 * What the map field may hold: a Google Maps link, or an address typed out (not a web address of
 * another kind, and nothing that could start markup).
 */
export const MAP_PLACE = new RegExp(
  String.raw`^(?:${GOOGLE_MAPS_LINK.source.slice(1, -1)}|(?![a-z][a-z0-9+.-]*:)[^<>"\n]{3,300})$`,
  "i",
);

/** What a Google Maps link points at, as a search for the map: coordinates, else a name. */
function linkQuery(link: URL): string | null {
  const at = /@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/.exec(link.pathname);
  if (at) return `${at[1]},${at[2]}`;
  const asked = link.searchParams.get("q") ?? link.searchParams.get("query");
  if (asked) return asked;
  const named = /\/maps\/(?:place|search)\/([^/]+)/.exec(link.pathname);
  return named ? decodeURIComponent(named[1]!.replace(/\+/g, " ")) : null;
}

export interface SalonMap {
  /** The map the contact page frames (always on MAP_EMBED_ORIGIN). */
  embedUrl: string;
  /** The link that opens Google Maps at the salon. */
  link: string;
}

const search = (query: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
const embed = (query: string) =>
  `${MAP_EMBED_ORIGIN}/maps?q=${encodeURIComponent(query)}&output=embed`;

/**
 * The map and the link from what she gave: her own Google Maps link opens as it is, and the map
 * shows what it points at (a short link names nothing that can be read without asking Google, so
 * its map shows her coordinates); a typed address is searched for, on the map and by the link.
 */
export function salonMap(place: string, coordinates: string): SalonMap {
  const given = place.trim();
  const at = parseCoordinates(coordinates);
  const fallback = at ? `${at.latitude},${at.longitude}` : given;
  if (GOOGLE_MAPS_LINK.test(given)) {
    return { embedUrl: embed(linkQuery(new URL(given)) ?? fallback), link: given };
  }
  return { embedUrl: embed(given), link: search(given) };
}

/** Where coordinates are, on Google Maps: what the editor links beside them as she types. */
export function coordinatesLink(coordinates: string): string | null {
  const at = parseCoordinates(coordinates);
  return at ? search(`${at.latitude},${at.longitude}`) : null;
}
