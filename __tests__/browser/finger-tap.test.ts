// The bench's and the start-up test's finger (scripts/bench/lib.mjs, fingerTap): a phone's tap,
// sent at once. What its figures rest on: the page gets a touch tap (touch pointer events and the
// click), on what is under the finger, and the touch keeps the moment it was sent, so a tap that
// waits for a busy page counts the wait.
import { fingerTap, phonePage } from "../../scripts/bench/lib.mjs";
import { browserPerFile, PHONE, siteUrl, waitForFrames } from "./support/browser";

const browser = browserPerFile();

interface Seen {
  type: string;
  pointerType: string | null;
  target: string;
  at: number;
}

const RECORD = `
  window.__seen = [];
  for (const type of ["pointerdown", "pointerup", "click"]) {
    addEventListener(type, (event) => window.__seen.push({
      type,
      pointerType: event.pointerType ?? null,
      target: event.target instanceof Element ? event.target.id : "",
      at: event.timeStamp,
    }), { capture: true });
  }
`;

async function pageWithButton() {
  const { context, page } = await phonePage(browser(), {
    viewport: PHONE,
    slowdown: 1,
    initScript: RECORD,
  });
  // A page of the site (its viewport is a phone's, so no double-tap wait), with a button on top.
  await page.goto(siteUrl("/404.html"));
  await page.evaluate(() => {
    const button = document.createElement("button");
    button.id = "target";
    button.textContent = "Tap";
    button.style.cssText =
      "position:fixed;left:20px;top:200px;width:200px;height:80px;z-index:9999";
    document.body.append(button);
  });
  // The browser's compositor learns of the page's listeners with a frame: a touch that comes
  // before it can reach the page without its pointerdown (Chromium's own race, a phone's too).
  await waitForFrames(page);
  return { context, page };
}

const seen = (page: import("playwright-core").Page, count: number) =>
  page
    .waitForFunction((n) => (window as unknown as { __seen: Seen[] }).__seen.length >= n, count)
    .then(() => page.evaluate(() => (window as unknown as { __seen: Seen[] }).__seen));

describe("fingerTap, the bench's finger", () => {
  it("taps what is under it with a touch: pointer events of a finger, then the click", async () => {
    const { context, page } = await pageWithButton();
    fingerTap(page, 120, 240);
    const events = await seen(page, 3);
    expect(events.map(({ type, pointerType, target }) => [type, pointerType, target])).toEqual([
      ["pointerdown", "touch", "target"],
      ["pointerup", "touch", "target"],
      ["click", "touch", "target"],
    ]);
    await context.close();
  });

  it("keeps the moment it was sent: a busy page's wait counts in the tap", async () => {
    const { context, page } = await pageWithButton();
    // Long enough that the tap, sent a quarter of the way in, lands in it even on a machine busy
    // with other work (at 400 ms, once, the tap came after it under CI's load: nothing to wait for).
    const BUSY_MS = 1600;
    // The page's main thread is taken for BUSY_MS, 100 ms from now; the finger taps meanwhile.
    await page.evaluate((busy) => {
      setTimeout(() => {
        const from = performance.now();
        (window as unknown as { __busyFrom: number }).__busyFrom = from;
        while (performance.now() - from < busy);
      }, 100);
    }, BUSY_MS);
    await new Promise((resolve) => setTimeout(resolve, 100 + BUSY_MS / 4));
    fingerTap(page, 120, 240);
    const [down] = await seen(page, 1);
    const busyFrom = await page.evaluate(
      () => (window as unknown as { __busyFrom: number }).__busyFrom,
    );
    // Sent while the page was busy, so stamped before the busy task ended...
    expect(down!.at).toBeLessThan(busyFrom + BUSY_MS);
    // ...and handled after it: Event Timing's input delay holds the wait.
    const handled = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          // None within 5 s: the tap was not held by the busy task (the expectations below say so).
          setTimeout(() => resolve([]), 5000);
          new PerformanceObserver((list) =>
            resolve(
              list
                .getEntries()
                .filter((entry) => entry.name === "pointerdown")
                .map((entry) => (entry as PerformanceEventTiming).processingStart),
            ),
          ).observe({
            type: "event",
            buffered: true,
            durationThreshold: 16,
          } as PerformanceObserverInit);
        }),
    );
    expect(handled.length).toBeGreaterThan(0);
    expect(handled.every((at) => at >= busyFrom + BUSY_MS)).toBe(true);
    await context.close();
  });
});
