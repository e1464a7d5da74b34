/* global window, requestAnimationFrame -- page.evaluate functions run in the page. */
// A tap while the page is still starting: the header's Menu tapped 0, 300, 1,000 and 2,000 ms
// after the page's `load` event, on a phone-sized page with the CPU slowed as the bench's
// low-tier phone (scripts/bench/low-tier.mjs). Shared by `npm run bench` and the browser test
// __tests__/browser/startup-taps.test.ts.
//
// The settled interaction probe (interaction-probe.mjs) waits until React has finished
// hydrating; a visitor doesn't. React hydrates in slices, and a tap on a part it has not hydrated
// yet makes it hydrate that part inside the tap: the larger the part, the longer the tap waits.
// The time is Event Timing's, as INP counts it: the longest entry of the tap's interaction, from
// the input to the next paint after its handlers. The button is tapped where the browser will
// hit-test it at that moment (tap-probe.mjs reads its path at the first frame, so no evaluate
// waits for the busy main thread before the tap).

import { fingerTap, phonePage } from "./lib.mjs";
import { INIT_SCRIPT as EVENT_TIMING_SCRIPT } from "./interaction-probe.mjs";
import { MENU_PATH_SCRIPT, landedBeside, menuOpen, pointAt, tapsOnButton } from "./tap-probe.mjs";

export const STARTUP_TAP_DELAYS_MS = [0, 300, 1000, 2000];
export const STARTUP_TAP_VIEWPORT = { width: 390, height: 844 };
const OPEN_TIMEOUT_MS = 15_000;
const MIN_REPORTED_MS = 16;
// Loads of a page whose tap landed beside the sliding Menu button, before the probe gives up.
const MAX_MISSED_TAPS = 3;
// How long a tap whose pointerdown landed beside the button may still open the menu (its click
// can come later, on a busy page) before the probe counts it as landed beside.
const BESIDE_AFTER_MS = 2000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

// Errors the page reports: React's hydration errors (a section whose server HTML React threw
// away reports one, #418-#425 in production) among them.
const ERROR_SCRIPT = `
  window.__pageErrors = [];
  window.addEventListener("error", (event) => window.__pageErrors.push(String(event.message)));
  window.addEventListener("unhandledrejection", (event) =>
    window.__pageErrors.push("unhandled rejection: " + String(event.reason)));
`;

/**
 * A load of `url`, the Menu tapped `delayMs` after `load`. Returns { ms, opened, errors, missed }:
 * the tap's time to the next paint (16 when Chromium reported no entry: it took less), whether
 * the menu opened, every error the page reported or logged to the console, and how many earlier
 * loads were repeated because their tap landed beside the button (the header slides in for the
 * page's first second, so an aim taken from its first frames can be off by a few pixels). A tap
 * that reached the button and did not open the menu is a dead tap, reported as such.
 */
export async function probeStartupTap(browser, url, delayMs, slowdown) {
  for (let missed = 0; ;) {
    const { missedButton, ...tap } = await tapOnce(browser, url, delayMs, slowdown);
    if (!missedButton) return { ...tap, missed };
    missed += 1;
    if (missed === MAX_MISSED_TAPS) {
      const error = `${missed} taps in a row landed beside the Menu button`;
      return { ...tap, missed, errors: [...tap.errors, error] };
    }
  }
}

async function tapOnce(browser, url, delayMs, slowdown) {
  const { context, page } = await phonePage(browser, {
    viewport: STARTUP_TAP_VIEWPORT,
    slowdown,
    initScript: `${EVENT_TIMING_SCRIPT}\n${MENU_PATH_SCRIPT}\n${ERROR_SCRIPT}`,
  });
  const consoleErrors = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(String(error)));
  try {
    // Every clock read here is this process's: a page.evaluate would wait for the page's busy
    // main thread, and the tap would come late. The page's clock (for the button's path) is
    // read while the page is still light, before its bundles run.
    const loaded = page.waitForEvent("load");
    await page.goto(url, { waitUntil: "commit" });
    let timeOrigin = null;
    let path = null;
    const started = Date.now();
    while (path === null) {
      if (Date.now() - started > OPEN_TIMEOUT_MS) throw new Error(`no Menu button on ${url}`);
      try {
        ({ timeOrigin, path } = await page.evaluate(() => ({
          timeOrigin: performance.timeOrigin,
          path: window.__probePath ?? null,
        })));
      } catch {
        // The page is still being replaced by the navigation.
      }
      if (path === null) await sleep(10);
    }
    await loaded;
    const loadedAt = Date.now();
    const pageNow = () => Date.now() - timeOrigin;
    await sleep(loadedAt + delayMs - Date.now());
    let point = pointAt(path, pageNow());
    while (!point) {
      await sleep(16);
      point = pointAt(path, pageNow());
    }
    const tappedAfterLoadMs = Date.now() - loadedAt;
    const tappedAt = pageNow();
    fingerTap(page, point.x, point.y);
    const tapped = Date.now();
    let opened = false;
    while (!(opened = await menuOpen(page)) && Date.now() - tapped < OPEN_TIMEOUT_MS) {
      // A tap that landed beside the button opens nothing: no need to wait it out.
      if (await landedBeside(page, tappedAt - 50, Date.now() - tapped > BESIDE_AFTER_MS)) break;
      await sleep(15);
    }
    // Event Timing entries arrive after the next paint; two frames later every one is queued.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await sleep(50);
    const { entries, errors } = await page.evaluate((from) => {
      const mine = window.__interactions.filter((entry) => entry.startTime >= from);
      return { entries: mine, errors: window.__pageErrors };
    }, tappedAt - 50);
    const taps = await tapsOnButton(page, tappedAt - 50);
    return {
      ms: Math.round(Math.max(MIN_REPORTED_MS, ...entries.map((entry) => entry.duration))),
      opened,
      // The page received the tap, but not on the button (a tap it never received is dead).
      missedButton: !opened && taps.length > 0 && taps.every((onButton) => !onButton),
      tappedAfterLoadMs,
      errors: [...errors, ...consoleErrors],
    };
  } finally {
    await context.close();
  }
}

/** Whether every server-rendered section kept its HTML: no React hydration error was reported. */
export function hydrationErrors(errors) {
  return errors.filter((text) => /Minified React error #4(1[89]|2[0-5])|hydrat/i.test(text));
}
