import {
  BOOKING_STORAGE_KEY,
  EMPTY_BOOKING,
  loadBooking,
  parseStoredBooking,
  saveBooking,
} from "../src/lib/booking-storage";

const CONTEXT = {
  treatmentIds: ["manicure", "pedicure", "training"],
  dayPartIds: ["morning", "afternoon", "evening"],
};

const STORED = {
  treatments: ["pedicure", "manicure"],
  choices: { day: "2025-11-29", timeOfDay: "afternoon", name: "Amina" },
};

beforeEach(() => window.localStorage.clear());

describe("parseStoredBooking", () => {
  it("keeps a booking that still matches content", () => {
    expect(parseStoredBooking(STORED, CONTEXT)).toEqual(STORED);
  });

  it("drops treatments content no longer has, repeats and non-strings, keeping the rest", () => {
    expect(
      parseStoredBooking(
        { ...STORED, treatments: ["gel-polish", "pedicure", 7, null, "pedicure", "manicure"] },
        CONTEXT,
      ).treatments,
    ).toEqual(["pedicure", "manicure"]);
  });

  it("drops an unknown time of day and values of the wrong kind", () => {
    expect(
      parseStoredBooking(
        { ...STORED, choices: { day: 20251101, timeOfDay: "midnight", name: 42 } },
        CONTEXT,
      ),
    ).toEqual({ treatments: STORED.treatments, choices: { day: "", timeOfDay: "", name: "" } });
  });

  it("keeps a stored day as it was: the booking panel, which has the calendar, judges it", () => {
    // A past day survives the read; BookingPanel drops it as it first shows the booking (the
    // browser test "drops quietly what content no longer has" sees the field empty).
    expect(
      parseStoredBooking({ ...STORED, choices: { ...STORED.choices, day: "2020-01-01" } }, CONTEXT)
        .choices.day,
    ).toBe("2020-01-01");
  });

  it("treats anything malformed as an empty booking", () => {
    for (const value of [null, undefined, 3, "manicure", [], ["manicure"]]) {
      expect(parseStoredBooking(value, CONTEXT)).toEqual(EMPTY_BOOKING);
    }
    expect(parseStoredBooking({ treatments: "manicure", choices: [] }, CONTEXT)).toEqual(
      EMPTY_BOOKING,
    );
  });
});

describe("booking store", () => {
  it("keeps a booking in localStorage and gives it back", () => {
    saveBooking(STORED);
    expect(JSON.parse(window.localStorage.getItem(BOOKING_STORAGE_KEY)!)).toEqual(STORED);
    expect(loadBooking(CONTEXT)).toEqual(STORED);
  });

  it("leaves nothing behind for an empty booking", () => {
    saveBooking(STORED);
    saveBooking(EMPTY_BOOKING);
    expect(window.localStorage.getItem(BOOKING_STORAGE_KEY)).toBeNull();
  });

  it("reads text that is not JSON as no booking, quietly", () => {
    window.localStorage.setItem(BOOKING_STORAGE_KEY, "{not json");
    expect(loadBooking(CONTEXT)).toEqual(EMPTY_BOOKING);
  });

  it("does without storage when it is blocked", () => {
    const blocked = {
      getItem: () => {
        throw new Error("blocked");
      },
      setItem: () => {
        throw new Error("blocked");
      },
      removeItem: () => {
        throw new Error("blocked");
      },
    };
    expect(loadBooking(CONTEXT, blocked)).toEqual(EMPTY_BOOKING);
    expect(() => saveBooking(STORED, blocked)).not.toThrow();
  });
});
