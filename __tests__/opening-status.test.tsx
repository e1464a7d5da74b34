import { act, render, screen } from "@testing-library/react";
import { OpeningStatusLine } from "../src/components/contact/opening-status";
import { inPage } from "./support/in-page";

// Nairobi's offsets as the build writes them into the page's data (the hours' `offsets`).
const HOURS = {
  opens: "08:00",
  closes: "21:00",
  offsets: { from: [Date.UTC(2026, 0, 1)], minutes: [180] },
};

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function renderLine() {
  return render(
    inPage(
      <OpeningStatusLine
        hours={{
          ...HOURS,
          closedStatus: "Closed, opens 8am",
          closedUntilTomorrow: "Closed, opens 8am tomorrow",
        }}
      />,
      "/contact/",
    ),
  );
}

describe("OpeningStatusLine", () => {
  it("tells the salon's time from the build's offsets, without asking Intl", async () => {
    // A page's first Intl.DateTimeFormat loads the browser's date data: a long task on a phone.
    const intlLookups = jest.spyOn(Intl, "DateTimeFormat");
    jest.useFakeTimers({ now: new Date("2026-03-10T05:30:00Z"), doNotFake: ["queueMicrotask"] });
    await act(async () => {
      renderLine();
    });
    // 05:30 UTC is 08:30 in Nairobi.
    expect(screen.getByTestId("opening-status")).toHaveTextContent(/^Open now$/);
    // A minute after 21:00 in Nairobi, the line follows the clock.
    await act(async () => {
      jest.setSystemTime(new Date("2026-03-10T18:00:30Z"));
      jest.advanceTimersByTime(60_000);
    });
    // After closing time it opens the next day: the line for that (in Swahili, "kesho").
    expect(screen.getByTestId("opening-status")).toHaveTextContent(/^Closed, opens 8am tomorrow$/);
    // Before opening time, the same day's line.
    await act(async () => {
      jest.setSystemTime(new Date("2026-03-11T03:00:30Z"));
      jest.advanceTimersByTime(60_000);
    });
    expect(screen.getByTestId("opening-status")).toHaveTextContent(/^Closed, opens 8am$/);
    expect(intlLookups).not.toHaveBeenCalled();
  });
});
