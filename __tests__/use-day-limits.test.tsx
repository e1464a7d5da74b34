import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { mockStaticQuery } from "../__mocks__/gatsby";
import { useDayLimits } from "../src/hooks/use-day-limits";
import { PageLocaleContext } from "../src/hooks/use-strings";
import { en } from "../shared/i18n/en";

// Nairobi: three hours ahead of UTC all year.
const NAIROBI = { offsets: { from: [0], minutes: [180] } };

const MORNING = { id: "morning", label: "Morning 10am–12pm", text: "morning" };
/** The booking panel's query of the special days (src/hooks/use-day-limits.ts), in two languages. */
const SPECIAL_DAYS = {
  allSiteYaml: {
    nodes: [
      {
        locale: "en",
        hours: {
          upcoming: [
            // Over before today: no part of the booking's days.
            { from: "2026-11-20", to: "2026-11-21", opens: null, dayParts: [] },
            { from: "2026-12-25", to: "2026-12-26", opens: null, dayParts: [] },
            { from: "2026-12-31", to: "2026-12-31", opens: "10:00", dayParts: [MORNING] },
          ],
        },
      },
      { locale: "sw", hours: { upcoming: [] } },
    ],
  },
};

const inEnglish = ({ children }: { children: ReactNode }) => (
  <PageLocaleContext.Provider
    value={{ locale: "en", strings: en, pathname: "/services/", site: null! }}
  >
    {children}
  </PageLocaleContext.Provider>
);

describe("the booking panel's day limits (useDayLimits)", () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ["queueMicrotask", "nextTick", "setImmediate"] });
    mockStaticQuery(SPECIAL_DAYS);
  });
  afterEach(() => jest.useRealTimers());

  it("start at today in the salon's time zone and move on when the day does", () => {
    // 23:50 in Nairobi on 28 November.
    jest.setSystemTime(new Date("2026-11-28T20:50:00Z"));
    const { result, rerender } = renderHook(() => useDayLimits(NAIROBI), { wrapper: inEnglish });
    expect(result.current).toMatchObject({ min: "2026-11-28", max: "2027-01-27" });

    // The page stays open past midnight: the next render offers no day that has passed.
    jest.setSystemTime(new Date("2026-11-28T21:10:00Z"));
    rerender();
    expect(result.current.min).toBe("2026-11-29");
  });

  it("leave out the days the salon is closed, and carry the special days' parts of the day", () => {
    jest.setSystemTime(new Date("2026-11-28T08:00:00Z"));
    const { result } = renderHook(() => useDayLimits(NAIROBI), { wrapper: inEnglish });
    expect(result.current.closed).toEqual(["2026-12-25", "2026-12-26"]);
    expect(result.current.special?.map(({ from }) => from)).toEqual(["2026-12-25", "2026-12-31"]);
    expect(result.current.special?.at(-1)?.dayParts).toEqual([MORNING]);
  });

  it("go by UTC when the build didn't know the time zone", () => {
    jest.setSystemTime(new Date("2026-11-28T22:10:00Z"));
    const { result } = renderHook(() => useDayLimits({ offsets: null }), { wrapper: inEnglish });
    expect(result.current.min).toBe("2026-11-28");
  });
});
