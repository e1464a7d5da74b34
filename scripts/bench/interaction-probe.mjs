/* global window, requestAnimationFrame, requestIdleCallback -- page.evaluate functions run in the page. */
// How fast each everyday control answers a tap on a low-tier phone: the Event Timing entries that
// Interaction to Next Paint (INP) is made of, from the input to the next frame painted after its
// handlers ran. Shared by `npm run bench`.
//
// Each control is tapped (or typed into) once the page has settled: loaded, its network idle, and
// no long task for a second, so what is measured is the interaction, not the page's start-up. An
// interaction's time is the longest entry among those sharing its interactionId (as INP counts
// it); Chromium reports only entries of 16 ms or more, so an interaction without one counts as
// 16 ms. Typing counts its slowest key.

import { fingerTap, phonePage } from "./lib.mjs";
import { MENU_BUTTON } from "./tap-probe.mjs";

export const INTERACTION_VIEWPORT = { width: 390, height: 844 };
/** INP's "good" limit, Google's: at most 200 ms at the 75th percentile of visits. */
export const INTERACTION_BUDGET_MS = 200;
const QUIET_MS = 1000;
const SETTLE_TIMEOUT_MS = 30_000;
// Chromium gives an idle period at most 50 ms; ten in a row leave no task of the page waiting.
const IDLE_PERIODS = 10;
const IDLE_MS = 40;
const MIN_REPORTED_MS = 16;

// Before any of the page's scripts: every Event Timing entry of an interaction, in order, and the
// end of the last long task (for `settle`).
export const INIT_SCRIPT = `
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) {
        window.__interactions.push({ id: entry.interactionId, name: entry.name,
          duration: entry.duration, startTime: entry.startTime });
      }
    }
  }).observe({ type: "event", durationThreshold: ${MIN_REPORTED_MS}, buffered: true });
  window.__longTaskEnd = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longTaskEnd = Math.max(window.__longTaskEnd, entry.startTime + entry.duration);
    }
  }).observe({ type: "longtask", buffered: true });
`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the page has settled: loaded, its network idle, no long task for QUIET_MS (page
 * time, so the CPU slowdown counts), and then its main thread idle: IDLE_PERIODS idle periods in a
 * row, each with at least IDLE_MS left. The long-task quiet alone is not enough: React hydrates in
 * a transition, in slices of about 5 ms that are never long tasks, and a tap while it still runs
 * makes React hydrate the rest of the page at once, inside the tap (600-900 ms at 13x on /). That
 * is a tap during start-up (the first-tap probe's business), not the control's own response.
 */
export async function settle(page) {
  await page.waitForLoadState("networkidle", { timeout: SETTLE_TIMEOUT_MS }).catch(() => {});
  await page.waitForFunction(
    (quiet) => performance.now() - window.__longTaskEnd > quiet,
    QUIET_MS,
    { timeout: SETTLE_TIMEOUT_MS, polling: 100 },
  );
  const idle = await page.evaluate(
    ({ periods, least, timeout }) =>
      new Promise((resolve) => {
        const end = performance.now() + timeout;
        let inRow = 0;
        const next = (deadline) => {
          inRow = deadline.timeRemaining() >= least ? inRow + 1 : 0;
          if (inRow >= periods) resolve(true);
          else if (performance.now() > end) resolve(false);
          else requestIdleCallback(next);
        };
        requestIdleCallback(next);
      }),
    { periods: IDLE_PERIODS, least: IDLE_MS, timeout: SETTLE_TIMEOUT_MS },
  );
  if (!idle)
    throw new Error(`The page's main thread was never idle within ${SETTLE_TIMEOUT_MS} ms`);
}

/**
 * Runs `act` and returns the longest Event Timing duration of the interactions it caused, in ms
 * (MIN_REPORTED_MS when the browser reported none: each took less than that).
 */
async function timed(page, act) {
  const before = await page.evaluate(() => window.__interactions.length);
  await act();
  // Entries arrive after the next paint; two animation frames later every one has been queued.
  await page.evaluate(
    () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await sleep(50);
  const entries = await page.evaluate((from) => window.__interactions.slice(from), before);
  return Math.max(MIN_REPORTED_MS, ...entries.map((entry) => entry.duration));
}

const byLabel = (label) => (page) => page.getByRole("button", { name: label, exact: true });

/**
 * A finger on the middle of `locator`'s box: the touch events a phone sends, and nothing else
 * (fingerTap, lib.mjs, which also says why not Playwright's touchscreen). Playwright's own
 * `locator.tap()` also checks, in the page, that the tap lands on the element: its listeners run
 * on the main thread between pointerdown and click, and at 12× that added tens of ms of the
 * test's own work to the measured interaction.
 */
async function tap(locator) {
  if (process.env.PROBE_LOCATOR_TAP) return locator.tap();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`Nothing to tap: ${locator} has no box`);
  const page = locator.page();
  // fingerTap doesn't wait for the page to get the tap; the probe reads the interaction's entries
  // once its click has run (the page is settled: waiting for it here delays nothing).
  await page.evaluate(() => {
    window.__probeClick = new Promise((resolve) =>
      window.addEventListener("click", () => resolve(), { capture: true, once: true }),
    );
  });
  fingerTap(page, box.x + box.width / 2, box.y + box.height / 2);
  await page.evaluate(() => window.__probeClick);
}

/**
 * The controls, each on its page: `prepare` brings the page to where a visitor would tap;
 * `control` is what is scrolled into view before the page settles again (something the server's
 * HTML has: a section's scripted controls exist only once it has hydrated, which it does when it
 * comes on the screen); `act` is the interaction.
 */
export const CONTROLS = [
  {
    name: "Menu open",
    page: "/",
    act: (page) => tap(page.locator(MENU_BUTTON)),
  },
  {
    name: "Menu close",
    page: "/",
    prepare: async (page) => {
      await page.locator(MENU_BUTTON).tap();
      await page.locator("#site-menu").waitFor({ state: "visible" });
    },
    act: (page) => tap(page.locator(MENU_BUTTON)),
  },
  { name: "Colour mode", page: "/", act: (page) => tap(byLabel("Dark mode")(page)) },
  {
    name: "Testimonials next",
    page: "/",
    // The slider loads as its section nears the screen: scrolled there, then the page settles.
    control: (page) => page.locator("#reviews"),
    act: (page) => tap(byLabel("Next slide")(page)),
  },
  {
    name: "Language switch",
    page: "/",
    // A plain link: the tap's work is the page's own (it notes the choice) until the browser
    // leaves; the other page's load is not part of the interaction.
    navigates: "/sw/",
    act: (page) => tap(page.locator("[data-locale-choice]").first()),
  },
  {
    name: "Category tab",
    page: "/services/",
    // Radio buttons in the server's HTML (visually hidden: their labels are what shows), tabs once
    // the list has hydrated: the list's heading, above both, is what is scrolled to.
    control: (page) => page.locator("#booking-heading"),
    act: (page) => tap(page.getByRole("tab").nth(1)),
  },
  {
    name: "Read More",
    page: "/services/",
    // A native disclosure's summary (src/components/services/treatment-row.tsx).
    control: (page) => page.locator("#booking-list summary").first(),
    act: (page) => tap(page.locator("#booking-list summary").first()),
  },
  {
    name: "Add to booking",
    page: "/services/",
    // The button comes with the list's script: its row is scrolled to.
    control: (page) => page.locator("#booking-list li[data-treatment]").first(),
    act: (page) => tap(page.getByRole("button", { name: /^Add to booking:/ }).first()),
  },
  {
    name: "Booking panel",
    page: "/services/",
    prepare: async (page) => {
      await page.locator("#booking-list li[data-treatment]").first().scrollIntoViewIfNeeded();
      await page
        .getByRole("button", { name: /^Add to booking:/ })
        .first()
        .tap();
      await page.getByTestId("booking-bar").waitFor({ state: "visible" });
    },
    control: (page) => page.getByTestId("booking-bar"),
    act: (page) => tap(page.getByTestId("booking-bar")),
  },
  {
    name: "Gallery next",
    page: "/services/",
    // Its controls come with the slideshow, as the gallery nears the screen: scrolled there first.
    control: (page) => page.locator("#gallery"),
    act: (page) => tap(byLabel("Next image")(page)),
  },
  {
    name: "Gallery full screen",
    page: "/services/",
    control: (page) => page.locator("#gallery"),
    act: (page) => tap(byLabel("Full screen")(page)),
  },
  ...[
    ["Full Name", "Wanjiru Kamau"],
    ["Email Address", "wanjiru@example.com"],
    ["Message", "Do you have time on Saturday?"],
  ].map(([label, text]) => ({
    name: `Typing in ${label}`,
    page: "/contact/",
    control: (page) => page.getByLabel(label, { exact: true }),
    typing: { label, text },
  })),
  {
    name: "Choosing a Subject",
    page: "/contact/",
    control: (page) => page.getByLabel("Subject", { exact: true }),
    act: async (page) => {
      await page.getByLabel("Subject", { exact: true }).focus();
      await page.keyboard.press("ArrowDown");
    },
  },
  {
    name: "Send with errors",
    page: "/contact/",
    control: byLabel("Send Message"),
    act: (page) => tap(byLabel("Send Message")(page)),
  },
];

/**
 * One measurement of `control` on `baseUrl` in a new phone-sized context of `browser`, the CPU
 * slowed `slowdown` times: the interaction's time in ms.
 */
export async function probeInteraction(browser, baseUrl, control, slowdown) {
  const { context, page } = await phonePage(browser, {
    viewport: INTERACTION_VIEWPORT,
    slowdown,
    initScript: INIT_SCRIPT,
    // Playwright's routes don't see requests a service worker handles (its documentation says to
    // block service workers where routes must hold): once the site's worker had taken the page
    // over, the language switch's navigation went past the "204" route below, the page left, and
    // the probe failed.
    serviceWorkers: control.navigates ? "block" : "allow",
  });
  try {
    await page.goto(`${baseUrl}${control.page}`, { waitUntil: "load" });
    await settle(page);
    if (control.prepare) {
      await control.prepare(page);
      await settle(page);
    }
    if (control.control) {
      await control.control(page).scrollIntoViewIfNeeded();
      await settle(page);
    }
    if (control.typing) {
      const field = page.getByLabel(control.typing.label, { exact: true });
      await field.tap();
      await settle(page);
      let slowest = MIN_REPORTED_MS;
      for (const key of control.typing.text) {
        slowest = Math.max(slowest, await timed(page, () => page.keyboard.type(key)));
      }
      return Math.round(slowest);
    }
    if (control.navigates) {
      // The new page answers "204 No Content", so the browser stays on the page that was tapped
      // (the other page's own load is the Lighthouse figures' business).
      await page.route(
        (url) => url.pathname === control.navigates,
        (route) => route.fulfill({ status: 204 }),
      );
    }
    return Math.round(await timed(page, () => control.act(page)));
  } finally {
    await context.close();
  }
}
