import {
  isTimeZone,
  offsetAt,
  zoneOffsets,
} from "../plugins/gatsby-plugin-content/model/zone-offsets";
import { wallTime, type ZoneOffsets } from "../shared/lib/zone-offsets";

const YEAR_2026 = [Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1)] as const;

describe("zoneOffsets (the build's)", () => {
  it("gives Nairobi one offset, three hours ahead, all year", () => {
    expect(zoneOffsets("Africa/Nairobi", ...YEAR_2026)).toEqual({
      from: [YEAR_2026[0]],
      minutes: [180],
    });
  });

  it("finds each daylight-saving change to the minute", () => {
    // London: BST from 01:00 UTC on 29 March 2026 to 01:00 UTC on 25 October 2026.
    expect(zoneOffsets("Europe/London", ...YEAR_2026)).toEqual({
      from: [YEAR_2026[0], Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)],
      minutes: [0, 60, 0],
    });
    // Offsets that are not whole hours, and ahead of UTC: Adelaide (+10:30 / +9:30).
    const adelaide = zoneOffsets("Australia/Adelaide", ...YEAR_2026);
    expect(adelaide.minutes).toEqual([630, 570, 630]);
    expect(adelaide.from[1]).toBe(Date.UTC(2026, 3, 4, 16, 30));
  });

  it("refuses a time zone Intl doesn't know", () => {
    expect(() => offsetAt(YEAR_2026[0], "Africa/Nairobbi")).toThrow(RangeError);
    expect(isTimeZone("Africa/Nairobbi")).toBe(false);
    expect(isTimeZone("Africa/Nairobi")).toBe(true);
  });
});

describe("wallTime (the page's, without Intl)", () => {
  const nairobi: ZoneOffsets = { from: [YEAR_2026[0]], minutes: [180] };
  const london = zoneOffsets("Europe/London", ...YEAR_2026);
  const at = (iso: string) => new Date(iso);

  it("reads Nairobi's day and clock, whatever the device's own zone", () => {
    expect(wallTime(at("2026-03-10T05:00:00Z"), nairobi)).toEqual({
      day: "2026-03-10",
      minutes: 480,
    });
    expect(wallTime(at("2026-03-10T21:30:00Z"), nairobi)).toEqual({
      day: "2026-03-11",
      minutes: 30,
    });
  });

  it("agrees with Intl on both sides of a change", () => {
    for (const iso of [
      "2026-03-29T00:59:00Z",
      "2026-03-29T01:00:00Z",
      "2026-10-25T00:59:00Z",
      "2026-10-25T01:00:00Z",
    ]) {
      const instant = at(iso);
      const expected = new Date(
        instant.getTime() + offsetAt(instant.getTime(), "Europe/London") * 60_000,
      );
      expect(wallTime(instant, london)).toEqual({
        day: expected.toISOString().slice(0, 10),
        minutes: expected.getUTCHours() * 60 + expected.getUTCMinutes(),
      });
    }
    expect(wallTime(at("2026-07-01T23:30:00Z"), london)).toEqual({
      day: "2026-07-02",
      minutes: 30,
    });
  });

  it("goes on with the last offset after the span the build worked out", () => {
    expect(wallTime(at("2035-01-01T21:00:00Z"), nairobi)).toEqual({
      day: "2035-01-02",
      minutes: 0,
    });
  });
});
