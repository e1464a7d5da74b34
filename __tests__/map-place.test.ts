import { RULES } from "../plugins/gatsby-plugin-content/model/rules";
import {
  COORDINATES_IN_KENYA,
  coordinatesLink,
  isInKenya,
  MAP_EMBED_ORIGIN,
  MAP_PLACE,
  parseCoordinates,
  salonMap,
} from "../shared/lib/map-place";

// The salon's place as the owner gives it (shared/lib/map-place.ts): coordinates typed as text, and
// the map as an address or a Google Maps link, from which the build derives the framed map and
// the link.

describe("coordinates typed on a phone", () => {
  it("keep their sign, as Google Maps writes them", () => {
    expect(parseCoordinates("-1.0575, 36.7756")).toEqual({ latitude: -1.0575, longitude: 36.7756 });
    expect(parseCoordinates(" -1.3965,36.7 ")).toEqual({ latitude: -1.3965, longitude: 36.7 });
    expect(parseCoordinates("-1.0575")).toBeNull();
    expect(parseCoordinates("south of Nairobi")).toBeNull();
  });

  it("are refused outside Kenya, by the same rule in the build and the editor's pattern", () => {
    const inKenya = ["-1.0575, 36.7756", "-4.05, 39.66", "3.52, 35.9", "0.05, 34.28", "-0.5,37"];
    const outside = ["36.7756, -1.0575", "-1.0575, 3.7756", "-6.8, 39.28", "51.5, -0.12", "1, 45"];
    for (const text of inKenya) {
      expect({ text, pattern: COORDINATES_IN_KENYA.test(text) }).toEqual({ text, pattern: true });
      expect(isInKenya(parseCoordinates(text)!)).toBe(true);
    }
    for (const text of outside) {
      expect({ text, pattern: COORDINATES_IN_KENYA.test(text) }).toEqual({ text, pattern: false });
      expect(isInKenya(parseCoordinates(text)!)).toBe(false);
    }
    expect(RULES.coordinates.regex).toBe(COORDINATES_IN_KENYA);
    // A plain message, saying how to write them and that south of the equator they start with -.
    expect(RULES.coordinates.wording.what).toBe("a place in Kenya");
    expect(RULES.coordinates.wording.how).toContain('starts with "-"');
  });

  it("are linked on Google Maps, so she sees where they are before she saves", () => {
    expect(coordinatesLink("-1.0575, 36.7756")).toBe(
      "https://www.google.com/maps/search/?api=1&query=-1.0575%2C36.7756",
    );
    expect(coordinatesLink("-1.0575")).toBeNull();
  });
});

describe("the map from a typed address or a Google Maps link", () => {
  const COORDINATES = "-1.0575, 36.7756";

  it("searches a typed address, on the map and by the link", () => {
    expect(salonMap("Royal Hotel, Githunguri, Kenya", COORDINATES)).toEqual({
      embedUrl:
        "https://www.google.com/maps?q=Royal%20Hotel%2C%20Githunguri%2C%20Kenya&output=embed",
      link: "https://www.google.com/maps/search/?api=1&query=Royal%20Hotel%2C%20Githunguri%2C%20Kenya",
    });
  });

  it("opens her own link, and frames what it points at (a short link: her coordinates)", () => {
    const short = "https://maps.app.goo.gl/Ab12Cd34Ef56";
    expect(salonMap(short, COORDINATES)).toEqual({
      embedUrl: "https://www.google.com/maps?q=-1.0575%2C36.7756&output=embed",
      link: short,
    });
    const long = "https://www.google.com/maps/place/Royal+Hotel/@-1.0601,36.7712,17z/data=!3m1!4b1";
    expect(salonMap(long, COORDINATES)).toEqual({
      embedUrl: "https://www.google.com/maps?q=-1.0601%2C36.7712&output=embed",
      link: long,
    });
    expect(
      salonMap("https://maps.google.com/?q=Royal+Hotel+Githunguri", COORDINATES).embedUrl,
    ).toBe("https://www.google.com/maps?q=Royal%20Hotel%20Githunguri&output=embed");
    expect(salonMap("https://www.google.com/maps/place/Royal+Hotel", COORDINATES).embedUrl).toBe(
      "https://www.google.com/maps?q=Royal%20Hotel&output=embed",
    );
  });

  it("frames every map from the one host the page's policy allows", () => {
    for (const place of [
      "Githunguri, Kenya",
      "https://maps.app.goo.gl/Ab12Cd34Ef56",
      "https://goo.gl/maps/Ab12",
      "https://www.google.co.ke/maps/place/X/@-1,36,17z",
    ]) {
      expect(new URL(salonMap(place, COORDINATES).embedUrl).origin).toBe(MAP_EMBED_ORIGIN);
    }
  });

  it("takes an address or a Google Maps link, nothing else", () => {
    for (const place of [
      "Githunguri, Kenya",
      "Royal Hotel 2nd Floor, Room 3, Githunguri",
      "https://maps.app.goo.gl/Ab12Cd34Ef56",
      "https://goo.gl/maps/Ab12",
      "https://www.google.com/maps/place/Royal+Hotel/@-1.06,36.77,17z",
      "https://maps.google.com/?q=x",
    ]) {
      expect({ place, ok: MAP_PLACE.test(place) }).toEqual({ place, ok: true });
    }
    for (const place of [
      "https://evil.example/maps",
      "https://www.google.com.evil.example/maps",
      "javascript:alert(1)",
      "http://maps.app.goo.gl/Ab12",
      'Githunguri"><script>',
      "ab",
    ]) {
      expect({ place, ok: MAP_PLACE.test(place) }).toEqual({ place, ok: false });
    }
  });
});
