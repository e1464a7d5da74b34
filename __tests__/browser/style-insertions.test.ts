// A tap that makes Emotion insert a rule wrapped in @media or @layer costs Chromium a restyle and
// relayout of the whole page (it re-reads the page's fonts as well), where a plain rule costs next
// to nothing: on /services/ 5–10 ms of CPU on this machine, 60–120 ms on a low-tier phone, inside
// the tap. The controls below change only their look when tapped, so they keep that look in
// attributes their class already styles: a tap on them inserts no such rule.
import type { Page } from "playwright-core";
import {
  browserPerFile,
  openPage,
  PHONE,
  waitForFrames,
  waitForHydration,
  waitForIdle,
  type OpenedPage,
} from "./support/browser";

const browser = browserPerFile();

// Records every at-rule inserted into a stylesheet while `window.__recording` is set.
const RECORDER = `
  window.__atRules = [];
  const insertRule = CSSStyleSheet.prototype.insertRule;
  CSSStyleSheet.prototype.insertRule = function (rule, index) {
    if (window.__recording && rule.trim().startsWith("@")) window.__atRules.push(rule.slice(0, 160));
    return insertRule.call(this, rule, index);
  };
`;

async function open(route: string): Promise<OpenedPage> {
  const opened = await openPage(browser(), route, { viewport: PHONE, initScript: RECORDER });
  await waitForHydration(opened.page);
  await waitForIdle(opened);
  return opened;
}

const record = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __recording: boolean }).__recording = true;
  });
const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __atRules: string[] }).__atRules);

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
  await fullScreen.scrollIntoViewIfNeeded();
  // The slideshow's code arrives as the gallery nears the screen.
  await page.locator('#gallery[data-interactive="true"]').waitFor();
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
