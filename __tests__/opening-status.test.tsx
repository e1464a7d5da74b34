import { act, render, screen } from "@testing-library/react";
import { OpeningStatusLine } from "../src/components/contact/opening-status";
import { RootProvider } from "../src/components/layout/root-provider";
import type { SiteData } from "../src/hooks/use-site";
import { PageLocaleContext, type PageLocale } from "../src/hooks/use-strings";
import { UI_STRINGS } from "../src/i18n";

// The shell facts of the page (header, footer): not read by what this file renders.
const NO_SHELL = {} as SiteData;

const LOCALE: PageLocale = {
  locale: "en",
  strings: UI_STRINGS.en,
  pathname: "/contact/",
  site: NO_SHELL,
};
const HOURS = { opens: "08:00", closes: "21:00", timeZone: "Africa/Nairobi" };

// jsdom has no requestIdleCallback: the test stands in for the browser's, so it can say when the
// browser is idle.
let idleTasks: (() => void)[] = [];
beforeEach(() => {
  idleTasks = [];
  window.requestIdleCallback = (task: IdleRequestCallback) =>
    idleTasks.push(() => task({ didTimeout: false, timeRemaining: () => 50 }));
  window.cancelIdleCallback = jest.fn();
});
afterEach(() => {
  // @ts-expect-error: jsdom has none; the test's stand-in goes.
  delete window.requestIdleCallback;
  // @ts-expect-error: as above.
  delete window.cancelIdleCallback;
  jest.restoreAllMocks();
});

describe("OpeningStatusLine", () => {
  it("asks Intl about the time zone only once the browser is idle, not while mounting", async () => {
    const timeZoneLookups = jest.spyOn(Intl, "DateTimeFormat");
    await act(async () => {
      render(
        <RootProvider>
          <PageLocaleContext.Provider value={LOCALE}>
            <OpeningStatusLine {...HOURS} closed="Closed, opens 8am" />
          </PageLocaleContext.Provider>
        </RootProvider>,
      );
    });
    // The first time-zone lookup loads the zone's data (50-60 ms with a phone's CPU): run while
    // mounting, it lengthened the task that ends hydration on /contact/ into a long task.
    expect(timeZoneLookups).not.toHaveBeenCalled();
    expect(screen.getByTestId("opening-status")).toHaveTextContent("");

    await act(async () => idleTasks.forEach((task) => task()));
    expect(timeZoneLookups).toHaveBeenCalled();
    expect(screen.getByTestId("opening-status")).toHaveTextContent(
      /^(Open now|Closed, opens 8am)$/,
    );
  });
});
