import type { Page } from "playwright-core";
import {
  DESKTOP,
  browserPerFile,
  openPage,
  waitForHydration,
  type OpenOptions,
} from "./support/browser";
import { reachSection } from "./support/page-tools";
import { addDays, scratchServerPerFile, SPECIAL_DAYS } from "./support/scratch-site";

// Holidays and special hours, in the run's other build (support/scratch-site.ts), whose site facts
// close the salon on one day (with a note) and shorten another, some days after the build. The
// page's clock is fixed (openPage's fixedTime) on the salon's calendar around those days: the
// contact page's open-now line and the booking panel's days and times follow them, and a day that
// has passed drops out by itself.

const browser = browserPerFile();
const scratchUrl = scratchServerPerFile();

/** 10 in the morning of `day` in Nairobi (EAT, UTC+3). */
const morningOf = (day: string) => `${day}T10:00:00+03:00`;

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** "2026-12-25" → "Friday 25 December", as the English pages write a day. */
function written(day: string): string {
  const value = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[value.getUTCDay()]} ${value.getUTCDate()} ${MONTHS[value.getUTCMonth()]}`;
}

async function open(pathname: string, fixedTime: string, options: OpenOptions = {}) {
  const opened = await openPage(browser(), pathname, {
    baseUrl: scratchUrl(),
    fixedTime,
    viewport: DESKTOP,
    ...options,
  });
  await waitForHydration(opened.page);
  return opened;
}

const statusLine = (page: Page) => page.getByTestId("opening-status");

describe("a holiday on the contact page", () => {
  it("turns the open-now line to closed that day, naming it, and back the day before", async () => {
    const { closed } = SPECIAL_DAYS;
    const holiday = await open("/contact/", morningOf(closed.day));
    // 10 in the morning, inside every day's hours (08:00-21:00): closed all the same, and the
    // next opening is the next day's, with the owner's note.
    await holiday.page.getByText(/^Closed, opens/).waitFor();
    await expect(statusLine(holiday.page).innerText()).resolves.toBe(
      `Closed, opens 8am (${closed.note})`,
    );
    // Listed under the hours.
    await expect(holiday.page.getByTestId("special-hours").innerText()).resolves.toContain(
      `${written(closed.day)}: closed (${closed.note})`,
    );
    expect(holiday.problems).toEqual([]);
    await holiday.context.close();

    const dayBefore = await open("/contact/", morningOf(addDays(closed.day, -1)));
    await dayBefore.page.getByText("Open now", { exact: true }).waitFor();
    await expect(statusLine(dayBefore.page).innerText()).resolves.toBe("Open now");
    await dayBefore.context.close();

    // Once over, it drops out of the list by itself (no new build), and the day is as every day.
    const after = await open("/contact/", morningOf(addDays(SPECIAL_DAYS.shorter.day, 1)));
    await after.page.getByText("Open now", { exact: true }).waitFor();
    // (The list is an island of its own: it drops the day once it has hydrated.)
    await after.page.getByTestId("special-hours").waitFor({ state: "detached" });
    await after.context.close();
  });
});

const addToggle = (page: Page, name: string) =>
  page.getByRole("button", { name: `Add to booking: ${name}`, exact: true });
const region = (page: Page) => page.getByRole("region", { name: "Your booking", exact: true });

async function bookManicure(page: Page): Promise<void> {
  // The list hydrates as it comes on the screen: Add to booking comes with it.
  await reachSection(page, "booking");
  await page.locator("[data-booking-toggle]").first().waitFor();
  // The first of them: the editor's tasks add a second treatment of that name to this build.
  await addToggle(page, "Manicure").first().click();
  await region(page).getByLabel("Preferred day (optional)").waitFor();
}

describe("a holiday in the booking panel", () => {
  it("refuses the closed day as a choice and offers the shorter day's hours only", async () => {
    const { closed, shorter } = SPECIAL_DAYS;
    const { page, context, problems } = await open(
      "/services/",
      morningOf(addDays(closed.day, -1)),
    );
    await bookManicure(page);
    const day = region(page).getByLabel("Preferred day (optional)");
    const timeOfDay = region(page).getByLabel("Preferred time of day (optional)");
    const send = region(page).getByRole("link", { name: "Send on WhatsApp" });
    const message = async () =>
      new URL((await send.getAttribute("href"))!).searchParams.get("text")!;

    // The closed day: refused with a plain message, and left out of the WhatsApp request.
    await day.fill(closed.day);
    const refusal = region(page).getByText(
      `We're closed on ${written(closed.day)}. Choose another day.`,
      { exact: true },
    );
    await refusal.waitFor();
    await expect(day.getAttribute("aria-invalid")).resolves.toBe("true");
    await expect(message()).resolves.not.toMatch(/Preferred:/);

    // The next day is an ordinary one: taken, with every day's parts.
    await day.fill(addDays(closed.day, 1));
    await refusal.waitFor({ state: "hidden" });
    await expect(message()).resolves.toContain(`Preferred: ${written(addDays(closed.day, 1))}.`);
    await expect(timeOfDay.locator("option").allInnerTexts()).resolves.toEqual([
      "Any time",
      "Morning 8am–12pm",
      "Afternoon 12–4pm",
      "Evening 4–9pm",
    ]);

    // The shorter day (10:00-13:00): only the parts of the day it opens.
    await day.fill(shorter.day);
    await expect(timeOfDay.locator("option").allInnerTexts()).resolves.toEqual([
      "Any time",
      "Morning 10am–12pm",
      "Afternoon 12–1pm",
    ]);
    await timeOfDay.selectOption("afternoon");
    await expect(message()).resolves.toContain(`Preferred: ${written(shorter.day)}, afternoon.`);
    expect(problems).toEqual([]);
    await context.close();
  });
});
