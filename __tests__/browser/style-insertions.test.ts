// A tap that makes Emotion insert a rule wrapped in @media or @layer costs Chromium a restyle and
// relayout of the whole page (it re-reads the page's fonts as well), where a plain rule costs next
// to nothing: on /services/ 5–10 ms of CPU on this machine, 60–120 ms on a low-tier phone, inside
// the tap. The controls below change only their look when tapped, so they keep that look in
// attributes their class already styles: a tap on them inserts no such rule. Nor does a page's
// start: what changes once JavaScript works (the booking, the carousel's code) shows by such
// attributes too, and each rule a hydrating component needs is in the server's HTML.
import type { Page } from "playwright-core";
import {
  browserPerFile,
  DESKTOP,
  openPage,
  PHONE,
  ROUTES,
  SWAHILI_ROUTES,
  waitForFrames,
  waitForHydration,
  waitForIdle,
  waitForSections,
  type OpenedPage,
} from "./support/browser";
import { scrollThrough } from "./support/page-tools";

const browser = browserPerFile();

// Records every rule inserted into a stylesheet while `window.__recording` is set (from the
// page's start, or from when the test sets it).
const recorder = (fromStart: boolean) => `
  window.__rules = [];
  window.__recording = ${fromStart};
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule, index) {
    if (window.__recording) window.__rules.push(rule.slice(0, 160));
    return insertRule.call(this, rule, index);
  };
`;

async function open(route: string): Promise<OpenedPage> {
  const opened = await openPage(browser(), route, {
    viewport: PHONE,
    initScript: recorder(false),
  });
  // Every section hydrated (each as it comes on the screen): a section that hydrated while a
  // test records would be counted.
  await waitForHydration(opened.page);
  await scrollThrough(opened.page);
  await waitForSections(opened.page);
  await waitForIdle(opened);
  return opened;
}

const record = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __recording: boolean }).__recording = true;
  });
const recordedRules = (page: Page) =>
  page.evaluate(() => (window as unknown as { __rules: string[] }).__rules);
// The at-rules among them.
const recorded = async (page: Page) =>
  (await recordedRules(page)).filter((rule) => rule.trim().startsWith("@"));

it("/services/: opening and closing the booking bar inserts no at-rule", async () => {
  const opened = await open("/services/");
  const { page, context } = opened;
  await page
    .getByRole("button", { name: /^Add to booking:/ })
    .first()
    .click();
  const bar = page.getByTestId("booking-bar");
  await bar.waitFor({ state: "visible" });
  await waitForIdle(opened);
  const details = page.locator("#your-booking-details");
  await expect(details.isVisible()).resolves.toBe(false);

  await record(page);
  await bar.click();
  await details.waitFor({ state: "visible" });
  await expect(bar.getAttribute("aria-expanded")).resolves.toBe("true");
  // Open, the bar's lower corners are square…
  await expect(bar.evaluate((node) => getComputedStyle(node).borderBottomLeftRadius)).resolves.toBe(
    "0px",
  );
  // …and its chevron turns to point down (a 200 ms transition).
  const chevronTurned = (turned: boolean) =>
    page.waitForFunction(
      (want) =>
        (getComputedStyle(document.querySelector("[data-chevron]")!).transform === "none") === want,
      turned,
    );
  await chevronTurned(true);
  await bar.click();
  await details.waitFor({ state: "hidden" });
  await chevronTurned(false);
  await waitForFrames(page);
  await expect(recorded(page)).resolves.toEqual([]);
  await context.close();
});

it("/services/: the gallery's Full screen inserts no at-rule", async () => {
  const opened = await open("/services/");
  const { page, context } = opened;
  const fullScreen = page.getByRole("button", { name: "Full screen", exact: true });
  // The slideshow's code, and with it the control, arrives as the gallery nears the screen.
  await page.locator("#gallery").scrollIntoViewIfNeeded();
  await page.locator('#gallery[data-interactive="true"]').waitFor();
  await fullScreen.scrollIntoViewIfNeeded();
  await waitForIdle(opened);

  await record(page);
  await fullScreen.click();
  const gallery = page.locator('#gallery[data-fullscreen="true"]');
  await gallery.waitFor();
  await expect(gallery.evaluate((node) => getComputedStyle(node).position)).resolves.toBe("fixed");
  await waitForFrames(page);
  await expect(recorded(page)).resolves.toEqual([]);
  await context.close();
});

it("/contact/: choosing a subject inserts no at-rule, and the choice loses the placeholder's colour", async () => {
  const opened = await open("/contact/");
  const { page, context } = opened;
  const subject = page.getByLabel("Subject", { exact: true });
  const colour = () => subject.evaluate((node) => getComputedStyle(node).color);
  const placeholderColour = await colour();

  await record(page);
  await subject.selectOption({ index: 1 });
  await page.waitForFunction(
    (before) => getComputedStyle(document.querySelector("select[name=subject]")!).color !== before,
    placeholderColour,
  );
  await subject.selectOption({ index: 0 });
  await page.waitForFunction(
    (before) => getComputedStyle(document.querySelector("select[name=subject]")!).color === before,
    placeholderColour,
  );
  await waitForFrames(page);
  await expect(recorded(page)).resolves.toEqual([]);
  await context.close();
});

it("/contact/: a Send with the form empty shows each field's message and inserts no style rule", async () => {
  const opened = await open("/contact/");
  const { page, context } = opened;
  await record(page);
  await page.getByRole("button", { name: "Send Message", exact: true }).click();
  // Every field's message, and the first wrong field focused.
  await expect(page.locator("[id$='-error']").count()).resolves.toBe(4);
  await page.waitForFunction(() => document.activeElement?.id === "contact-name");
  await waitForFrames(page);
  // The messages' look is in the page's stylesheet from the start (shared/theme/shell.ts).
  await expect(recordedRules(page)).resolves.toEqual([]);
  await context.close();
});

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
])("starting a page at %s width inserts no at-rule", (_width, viewport) => {
  it.each([...ROUTES, ...SWAHILI_ROUTES])("%s", async (route) => {
    const opened = await openPage(browser(), route, {
      viewport,
      initScript: recorder(true),
    });
    const { page, context } = opened;
    await waitForHydration(page);
    // Each section in turn on the screen: it hydrates, and what loads as it comes (Chakra's style
    // runtime with the first, the carousels' react-slick, the gallery's slideshow) arrives.
    // (each section's wrapper has no box of its own: its content is scrolled to).
    for (const section of await page.locator("[data-section] > *").all()) {
      await section.evaluate((node) => node.scrollIntoView({ block: "center" }));
      await waitForFrames(page);
    }
    await waitForSections(page);
    await page.waitForFunction(
      () => document.querySelectorAll('[data-carousel]:not([data-carousel="ready"])').length === 0,
    );
    if (route.endsWith("services/")) {
      // The booking works: its buttons show.
      await page.locator("[data-booking-ready] [data-booking-toggle]").first().waitFor();
    }
    await waitForIdle(opened);
    await waitForFrames(page);
    await expect(recorded(page)).resolves.toEqual([]);
    await context.close();
  });
});
