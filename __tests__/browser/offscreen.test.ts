import fs from "fs";
import os from "os";
import path from "path";
import type { Page } from "playwright-core";
import sharp from "sharp";
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

// The browser renders the sections below the first screen only when they come near the screen
// (src/lib/offscreen.ts): far from it, it skips their style, layout and paint. What a visitor
// sees must not change: the containment that comes with it clips what an element paints outside
// its box (a shadow, a focus ring) and would hold anything fixed to the screen inside it. So every
// page is scrolled through, both languages and colour modes, and each screen is captured with the
// skipping as built and with it switched off: the same pixels.

const browser = browserPerFile();

// A test whose page stopped drawing (waitForFrames says so: headless Chromium, in CI's full runs
// only) runs once more, in a new context, its first failure printed.
jest.retryTimes(1, { logErrorsBeforeRetry: true });

const SKIPPED = "[data-section][data-skip-offscreen] > *";
const NOT_SKIPPED = `<style id="no-skipping">${SKIPPED} { content-visibility: visible !important; }</style>`;

/**
 * Whether the browser is skipping the content of the first element `selector` finds (the element
 * itself keeps its box; what it skips is inside).
 */
const isSkipped = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate(
      (element) => !element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
    );

/** Waits until nothing on the page is animating and every image on the screen has loaded. */
async function settleScreen(opened: OpenedPage) {
  const { page } = opened;
  await waitForIdle(opened);
  await page.waitForFunction(() => {
    const onScreen = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.bottom > 0 &&
        box.top < window.innerHeight &&
        box.right > 0 &&
        box.left < window.innerWidth &&
        box.width > 0
      );
    };
    // A section's reveal (a fade, with reduced motion) starts once its code has loaded.
    const revealed = [...document.querySelectorAll("[data-reveal=shown]")].every(
      (element) => getComputedStyle(element).opacity === "1",
    );
    return (
      revealed &&
      document.getAnimations().every((animation) => animation.playState !== "running") &&
      [...document.images].filter(onScreen).every((image) => image.complete)
    );
  });
  await waitForFrames(page);
}

async function setSkipping(page: Page, on: boolean) {
  await page.evaluate(
    ([skip, style]) => {
      if (skip) document.getElementById("no-skipping")?.remove();
      else document.head.insertAdjacentHTML("beforeend", style);
    },
    [on, NOT_SKIPPED] as const,
  );
  await waitForFrames(page);
}

/**
 * How many pixels of either capture have no pixel like them (each channel within 64) at or next
 * to the same place in the other. Skipping rendering can move an edge by a pixel (the skipped
 * section's content is snapped to whole pixels on its own) and change a letter's smoothing; a
 * clipped shadow, focus ring or a blank part would be hundreds of pixels. The screen's outer rows
 * and columns are left out: there, what moved by a pixel has its twin off the screen.
 */
async function unmatchedPixels(first: Buffer, second: Buffer): Promise<number> {
  const decode = (png: Buffer) =>
    sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const [a, b] = await Promise.all([decode(first), decode(second)]);
  const { width, height } = a.info;
  const near = (from: Buffer, to: Buffer, x: number, y: number) => {
    const i = (y * width + x) * 4;
    for (let dy = -1; dy <= 1; dy += 1) {
      for (let dx = -1; dx <= 1; dx += 1) {
        const j = ((y + dy) * width + x + dx) * 4;
        if ([0, 1, 2].every((c) => Math.abs(from[i + c]! - to[j + c]!) <= 64)) return true;
      }
    }
    return false;
  };
  let unmatched = 0;
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      if (!near(a.data, b.data, x, y) || !near(b.data, a.data, x, y)) unmatched += 1;
    }
  }
  return unmatched;
}

/** Most pixels a screen may differ by (the captures below differed by at most 17). */
const ALLOWED_PIXELS = 40;

/** The screens (scroll positions) where the two captures differ, each with the one written out. */
async function differingScreens(opened: OpenedPage, label: string): Promise<string[]> {
  const { page } = opened;
  const differing: string[] = [];
  const screen = page.viewportSize()!.height;
  for (let wanted = 0, last = -1; ; wanted += screen) {
    const top = await page.evaluate((y) => {
      window.scrollTo(0, y);
      return window.scrollY;
    }, wanted);
    if (top === last) break;
    last = top;
    await settleScreen(opened);
    const built = await page.screenshot();
    await setSkipping(page, false);
    await settleScreen(opened);
    const unskipped = await page.screenshot();
    await setSkipping(page, true);
    const unmatched = built.equals(unskipped) ? 0 : await unmatchedPixels(built, unskipped);
    if (unmatched > ALLOWED_PIXELS) {
      const file = path.join(os.tmpdir(), `offscreen-${label.replace(/\W+/g, "-")}-${top}`);
      fs.writeFileSync(`${file}-built.png`, built);
      fs.writeFileSync(`${file}-unskipped.png`, unskipped);
      differing.push(`${label} at ${top} px: ${unmatched} pixels (${file}-*.png)`);
    }
  }
  return differing;
}

describe("rendering only what is near the screen", () => {
  it("skips the sections far below the first screen until the visitor comes near", async () => {
    const home = await openPage(browser(), "/", { viewport: PHONE });
    await waitForHydration(home.page);
    await waitForFrames(home.page);
    expect(await isSkipped(home.page, "[data-section=hero] > *")).toBe(false);
    expect(await isSkipped(home.page, "[data-section=footer] > *")).toBe(true);
    await home.page.locator("footer").scrollIntoViewIfNeeded();
    await home.page.waitForFunction(() =>
      document
        .querySelector("[data-section=footer] > * > *")!
        .checkVisibility({ contentVisibilityAuto: true }),
    );
    await home.context.close();

    const services = await openPage(browser(), "/services/", { viewport: PHONE });
    await waitForHydration(services.page);
    await waitForFrames(services.page);
    // Fixed to the screen inside: the booking bar, and the gallery's full screen without the
    // Fullscreen API. Their sections are never skipped.
    for (const name of ["booking", "gallery"]) {
      expect(
        await services.page
          .locator(`[data-section=${name}] > *`)
          .evaluate((section) => getComputedStyle(section).contentVisibility),
      ).toBe("visible");
    }
    await services.context.close();
  });

  // Each page in both languages and colour modes at phone width, and in light at desktop width.
  const cases = [
    ...[...ROUTES, ...SWAHILI_ROUTES].flatMap((route) =>
      (["light", "dark"] as const).map((mode) => ({ route, mode, width: PHONE.width })),
    ),
    ...ROUTES.map((route) => ({ route, mode: "light" as const, width: DESKTOP.width })),
  ];
  it.each(cases)(
    "changes nothing a visitor sees on $route, $mode, $width px wide",
    async (each) => {
      const { route, mode, width } = each;
      const opened = await openPage(browser(), route, {
        viewport: width === PHONE.width ? PHONE : DESKTOP,
        colorScheme: mode,
        reducedMotion: "reduce",
      });
      // Every section with controls hydrated first (each as it comes on the screen), so both
      // captures of a screen show the same state of it.
      await waitForHydration(opened.page);
      await scrollThrough(opened.page);
      await waitForSections(opened.page);
      expect(await differingScreens(opened, `${route} ${mode} ${width}`)).toEqual([]);
      expect(opened.problems).toEqual([]);
      await opened.context.close();
    },
    120_000,
  );
});
