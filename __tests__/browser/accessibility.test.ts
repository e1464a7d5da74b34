import type { Page } from "playwright-core";
import {
  DESKTOP,
  openPage,
  PHONE,
  ROUTES,
  SWAHILI_ROUTES,
  TREATMENT_ROUTES,
  waitForFrames,
  waitForHydration,
  browserPerFile,
} from "./support/browser";
import { revealAll, runAxe, WCAG_AA } from "./support/page-tools";

const NOT_FOUND = ["/no-such-page/", "/sw/no-such-page/"];
const PAGES = [...ROUTES, ...SWAHILI_ROUTES, ...TREATMENT_ROUTES, ...NOT_FOUND];

const browser = browserPerFile();

// A test whose page stopped drawing (waitForFrames says so: headless Chromium, in CI's full runs
// only) runs once more, in a new context, its first failure printed.
jest.retryTimes(1, { logErrorsBeforeRetry: true });

/** Every WCAG 2.2 A/AA rule and axe's best practices, each violation as one line. */
async function axeViolations(page: Page): Promise<string[]> {
  const violations = await runAxe(page, { tags: [...WCAG_AA, "best-practice"] });
  return violations.map((v) => `${v.id}: ${v.help} — ${v.targets.slice(0, 3).join("; ")}`);
}

describe.each([
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const)("axe-core at %s width", (_name, viewport) => {
  describe.each(["light", "dark"] as const)("in %s mode", (colorScheme) => {
    it.each(PAGES)("%s has no violations", async (route) => {
      const { page, context } = await openPage(browser(), route, {
        viewport,
        colorScheme,
        reducedMotion: "reduce",
      });
      if (!NOT_FOUND.includes(route)) await waitForHydration(page);
      // Every section shown and every lazy part in place, then back at the top.
      await revealAll(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await waitForFrames(page);
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
        colorScheme === "dark",
      );
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    });
  });
});

describe("keyboard", () => {
  it("the first Tab shows a skip link that moves focus to the main content", async () => {
    const { page, context } = await openPage(browser(), "/services/");
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    const box = await skip.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press("Enter");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("main");
    await context.close();
  });

  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ] as const)(
    "at %s width every page can be walked with Tab, each stop with a visible focus ring clear of the sticky header",
    async (_name, viewport) => {
      for (const route of ROUTES) {
        const { page, context } = await openPage(browser(), route, {
          viewport,
          reducedMotion: "reduce",
        });
        await waitForHydration(page);
        const seen = new Set<string>();
        for (let i = 0; i < 80; i += 1) {
          await page.keyboard.press("Tab");
          // Let the focus styles (and any transition on them) settle for two frames.
          await waitForFrames(page);
          const stop = await page.evaluate(() => {
            const el = document.activeElement as HTMLElement | null;
            if (!el || el === document.body) return null;
            const style = getComputedStyle(el);
            const rect = el.getBoundingClientRect();
            const header = document.querySelector("header")!;
            const inHeader = header.contains(el);
            // Whatever is painted on top of the element's centre: the header, if it covers it.
            const onTop = document.elementFromPoint(
              Math.min(Math.max(rect.left + rect.width / 2, 0), window.innerWidth - 1),
              Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1),
            );
            const inViewport = rect.bottom > 0 && rect.top < window.innerHeight;
            return {
              key: `${el.tagName}:${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40)}:${Math.round(rect.top + window.scrollY)}`,
              ring:
                (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) ||
                style.boxShadow !== "none",
              hiddenByHeader: !inHeader && Boolean(onTop && header.contains(onTop)),
              inViewport,
              size: { width: rect.width, height: rect.height },
            };
          });
          if (!stop) break;
          if (seen.has(stop.key)) break;
          seen.add(stop.key);
          // The skip link is drawn above the header on purpose (tested on its own above).
          if (stop.key.includes("Skip to content")) continue;
          const where = `${route} ${stop.key}`;
          // Every stop must show its ring. The map frame is left out should it ever be a stop: in
          // these tests its host is blocked and Chromium skips a frame whose page failed to load;
          // with the map loaded, focus moves into Google's page, which draws its own rings.
          if (!stop.key.startsWith("IFRAME")) {
            expect(`${where} ring=${stop.ring}`).toBe(`${where} ring=true`);
          }
          expect(`${where} hiddenByHeader=${stop.hiddenByHeader}`).toBe(
            `${where} hiddenByHeader=false`,
          );
          expect(`${where} inViewport=${stop.inViewport}`).toBe(`${where} inViewport=true`);
        }
        expect(`${route} ${[...seen].join(" | ")}`).toMatch(/( \| .*){5}/);
        await context.close();
      }
    },
  );
});
