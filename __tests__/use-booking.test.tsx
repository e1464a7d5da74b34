import { act, renderHook } from "@testing-library/react";
import { useBooking } from "../src/hooks/use-booking";
import type { DayPart } from "../src/lib/booking-days";
import type { BookingTreatment } from "../src/lib/booking-request";

const TREATMENTS: BookingTreatment[] = [
  { slug: "gel-manicure", name: "Gel Manicure", duration: "1 hour", price: "KES 1,500" },
];
const PARTS: DayPart[] = [];
// Nairobi: three hours ahead of UTC all year.
const NAIROBI = { offsets: { from: [0], minutes: [180] } };

describe("useBooking's day limits", () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] });
  });
  afterEach(() => jest.useRealTimers());

  it("start at today in the salon's time zone and move on when the day does", () => {
    // 23:50 in Nairobi on 28 November.
    jest.setSystemTime(new Date("2026-11-28T20:50:00Z"));
    const { result, rerender } = renderHook(() => useBooking(TREATMENTS, NAIROBI, PARTS));
    expect(result.current.limits).toBeNull();
    act(() => result.current.add("gel-manicure"));
    expect(result.current.limits).toEqual({ min: "2026-11-28", max: expect.any(String) });

    // The page stays open past midnight: the next render offers no day that has passed.
    jest.setSystemTime(new Date("2026-11-28T21:10:00Z"));
    rerender();
    expect(result.current.limits?.min).toBe("2026-11-29");
  });
});
