import { renderHook } from "@testing-library/react";
import { useDayLimits } from "../src/hooks/use-day-limits";

// Nairobi: three hours ahead of UTC all year.
const NAIROBI = { offsets: { from: [0], minutes: [180] } };

describe("the booking panel's day limits (useDayLimits)", () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] });
  });
  afterEach(() => jest.useRealTimers());

  it("start at today in the salon's time zone and move on when the day does", () => {
    // 23:50 in Nairobi on 28 November.
    jest.setSystemTime(new Date("2026-11-28T20:50:00Z"));
    const { result, rerender } = renderHook(() => useDayLimits(NAIROBI));
    expect(result.current).toEqual({ min: "2026-11-28", max: "2027-01-27" });

    // The page stays open past midnight: the next render offers no day that has passed.
    jest.setSystemTime(new Date("2026-11-28T21:10:00Z"));
    rerender();
    expect(result.current.min).toBe("2026-11-29");
  });

  it("go by UTC when the build didn't know the time zone", () => {
    jest.setSystemTime(new Date("2026-11-28T22:10:00Z"));
    const { result } = renderHook(() => useDayLimits({ offsets: null }));
    expect(result.current.min).toBe("2026-11-28");
  });
});
