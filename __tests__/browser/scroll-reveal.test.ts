import type { Page } from "playwright-core";
import {
  openPage,
  PHONE,
  siteUrl,
  waitForHydration,
  waitForIdle,
  browserPerFile,
} from "./support/browser";

// The shared scroll reveal: sections below the fold fade and slide in once, when 20 percent of them
// is visible, and are then left alone; no slide under reduced motion; the static HTML shows
// everything.

const browser = browserPerFile();

/** The page's last revealed section: below the fold on a phone. */
const lastSection = (page: Page) => page.locator("main [data-reveal]").last();

async function lastReveal(page: Page) {
  return lastSection(page).evaluate((el: HTMLElement) => {
    const style = getComputedStyle(el);
    return {
      state: el.dataset.reveal,
      opacity: style.opacity,
      transform: style.transform,
    };
  });
}

/** Waits until the last section is in `state` (and, if given, at `opacity`). */
async function waitForLastReveal(page: Page, state: string, opacity?: string, timeout?: number) {
  const section = await lastSection(page).elementHandle();
  await page.waitForFunction(
    ([el, wanted, wantedOpacity]) =>
      (el as HTMLElement).dataset.reveal === wanted &&
      (wantedOpacity === undefined ||
        getComputedStyle(el as HTMLElement).opacity === wantedOpacity),
    [section, state, opacity] as const,
    { timeout },
  );
}

/** Waits until the last section is hidden, waiting to be revealed, and returns how it looks. */
async function waitingReveal(page: Page) {
  await waitForLastReveal(page, "waiting", "0");
  return lastReveal(page);
}

async function scrollToShow(page: Page, fraction: number) {
  await lastSection(page).evaluate((el, part) => {
    const rect = el.getBoundingClientRect();
    // Put the element's top edge `part` of its height (or of the viewport) above the bottom edge.
    const visible = Math.min(rect.height, window.innerHeight) * part;
    window.scrollBy(0, rect.top - window.innerHeight + visible);
  }, fraction);
}

describe("scroll reveal", () => {
  it("leaves every section visible in the static HTML", async () => {
    for (const route of ["/", "/about/", "/services/", "/contact/"]) {
      const html = await (await fetch(siteUrl(route))).text();
      const revealTags = html.match(/<[a-z]+[^>]*data-reveal="[^"]*"[^>]*>/g) ?? [];
      expect(revealTags.length).toBeGreaterThan(0);
      for (const tag of revealTags) {
        expect(tag).toContain('data-reveal="static"');
        expect(tag).not.toMatch(/opacity\s*:\s*0/);
      }
    }
  });

  it("fades and slides a section in once 20% of it is visible, then leaves it alone", async () => {
    const opened = await openPage(browser(), "/about/", { viewport: PHONE });
    const { page, context, problems } = opened;
    await waitForHydration(page);
    await expect(waitingReveal(page)).resolves.toEqual({
      state: "waiting",
      opacity: "0",
      transform: "matrix(1, 0, 0, 1, 0, 32)",
    });

    // 10% in view: still waiting, once the page has seen it there.
    await scrollToShow(page, 0.1);
    await waitForIdle(opened);
    await expect(lastReveal(page)).resolves.toMatchObject({ state: "waiting", opacity: "0" });

    // 30% in view: it comes in, and ends fully shown in place.
    await scrollToShow(page, 0.3);
    await waitForLastReveal(page, "shown", undefined, 5000);
    await page.waitForFunction(
      (el) =>
        el !== null &&
        getComputedStyle(el).opacity === "1" &&
        getComputedStyle(el).transform === "none",
      await lastSection(page).elementHandle(),
    );
    await expect(lastReveal(page)).resolves.toEqual({
      state: "shown",
      opacity: "1",
      transform: "none",
    });

    // Scrolled away and back: it stays shown.
    await page.evaluate(() => window.scrollTo(0, 0));
    await waitForIdle(opened);
    await scrollToShow(page, 0.3);
    await waitForIdle(opened);
    await expect(lastReveal(page)).resolves.toEqual({
      state: "shown",
      opacity: "1",
      transform: "none",
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("fades without sliding when the visitor prefers reduced motion", async () => {
    const { page, context } = await openPage(browser(), "/about/", {
      viewport: PHONE,
      reducedMotion: "reduce",
    });
    await waitForHydration(page);
    await expect(waitingReveal(page)).resolves.toEqual({
      state: "waiting",
      opacity: "0",
      transform: "none",
    });
    // Sampled every frame until the fade is over: it never moves.
    const transforms = lastSection(page).evaluate(
      (el) =>
        new Promise<string[]>((resolve) => {
          const seen = new Set<string>();
          const sample = () => {
            const style = getComputedStyle(el);
            seen.add(style.transform);
            if (el.getAttribute("data-reveal") === "shown" && style.opacity === "1") {
              resolve([...seen]);
            } else {
              requestAnimationFrame(sample);
            }
          };
          sample();
        }),
    );
    await scrollToShow(page, 0.5);
    expect(await transforms).toEqual(["none"]);
    // And ends fully shown once the fade (700 ms) is over.
    await waitForLastReveal(page, "shown", "1");
    await expect(lastReveal(page)).resolves.toEqual({
      state: "shown",
      opacity: "1",
      transform: "none",
    });
    await context.close();
  });
});
