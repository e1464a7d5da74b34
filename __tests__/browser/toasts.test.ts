import type { Page } from "playwright-core";
import {
  DESKTOP,
  openPage,
  PHONE,
  ROUTES,
  waitForHydration,
  browserPerFile,
} from "./support/browser";
import { sendMessage } from "./support/contact-form";

// Toasts appear at the top right, close after 5000 ms, are 320 px wide, can be focused with Alt+T
// and dismissed by dragging (80 percent threshold). The contact form's success toast is the one a
// visitor can raise, so the tests raise it with a stubbed form service.

const browser = browserPerFile();

async function raiseToast(page: Page) {
  const toast = await sendMessage(page);
  // Move the pointer away: hovering a toast pauses its timer.
  await page.mouse.move(5, page.viewportSize()!.height - 5);
  return toast;
}

/** Waits until the toast has slid fully into place (its entrance animation is over). */
async function settledBox(page: Page, selector: string) {
  const toast = page.locator(selector).first();
  const handle = await toast.elementHandle();
  await page.waitForFunction(
    (el) =>
      el !== null && el.getAnimations().every((animation) => animation.playState !== "running"),
    handle,
  );
  const box = await toast.boundingBox();
  if (!box) throw new Error(`${selector} is not rendered`);
  return box;
}

describe("toasts", () => {
  it.each(ROUTES)("downloads no toast code until a toast is raised, on %s", async (route) => {
    const { page, context, problems } = await openPage(browser(), route, { viewport: DESKTOP });
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const toastCode = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => /\/toast-container-[0-9a-f]+\.js$/.test(name)),
    );
    expect(toastCode).toEqual([]);
    expect(await page.locator(".Toastify").count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("styles toasts from the page's own stylesheet, written in its HTML, with nothing on :root", async () => {
    const { page, context } = await openPage(browser(), "/contact/", { viewport: DESKTOP });
    await waitForHydration(page);
    await raiseToast(page);
    await expect(page.getByRole("region", { name: /Notifications.*Alt\+T/ }).count()).resolves.toBe(
      1,
    );
    const toastRules = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules]
          .filter((rule) => rule.cssText.includes("--toastify-"))
          .map((rule) => ({
            sheet: (sheet.ownerNode as Element | null)?.getAttribute("data-identity") ?? null,
            root: rule.cssText.startsWith(":root"),
          })),
      ),
    );
    expect(toastRules.length).toBeGreaterThan(0);
    for (const rule of toastRules)
      expect(rule).toEqual({ sheet: "gatsby-global-css", root: false });
    await context.close();
  });

  it.each([
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ])("shows a 320 px toast at the top right on a %s", async (_name, viewport) => {
    const { page, context, problems } = await openPage(browser(), "/contact/", { viewport });
    await waitForHydration(page);
    await raiseToast(page);
    const box = await settledBox(page, ".Toastify__toast");
    expect(Math.round(box.width)).toBe(320);
    const gapRight = viewport.width - (box.x + box.width);
    expect(gapRight).toBeGreaterThanOrEqual(0);
    expect(gapRight).toBeLessThanOrEqual(24);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeLessThanOrEqual(24);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("closes a toast by itself after 5000 ms", async () => {
    const { page, context } = await openPage(browser(), "/contact/", { viewport: DESKTOP });
    await waitForHydration(page);
    const toast = await raiseToast(page);
    const shownAt = Date.now();
    // How long the toast stays visible, measured in the page from now on.
    const visibleFor = toast.evaluate(
      (el) =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          const check = () =>
            el.isConnected && el.checkVisibility()
              ? requestAnimationFrame(check)
              : resolve(performance.now() - start);
          check();
        }),
    );
    await toast.waitFor({ state: "detached", timeout: 8300 });
    // Still shown 4300 ms after it appeared.
    expect(await visibleFor).toBeGreaterThanOrEqual(4300);
    const closedAfter = Date.now() - shownAt;
    // 5000 ms, plus the exit transition, with room for a slow machine.
    expect(closedAfter).toBeGreaterThanOrEqual(4600);
    expect(closedAfter).toBeLessThanOrEqual(7500);
    await context.close();
  });

  it("moves keyboard focus to the toasts with Alt+T", async () => {
    const { page, context } = await openPage(browser(), "/contact/", { viewport: DESKTOP });
    await waitForHydration(page);
    await raiseToast(page);
    await page.getByRole("link", { name: "Skip to content" }).focus();
    await page.keyboard.press("Alt+t");
    await expect(
      page.evaluate(() => Boolean(document.activeElement?.closest(".Toastify"))),
    ).resolves.toBe(true);
    await context.close();
  });

  it("keeps a toast dragged less than 80 percent of its width, and dismisses one dragged further", async () => {
    const { page, context } = await openPage(browser(), "/contact/", { viewport: DESKTOP });
    await waitForHydration(page);
    const toast = await raiseToast(page);
    const box = await settledBox(page, ".Toastify__toast");
    const y = box.y + box.height / 2;
    const startX = box.x + 20;

    // 60 percent: the toast springs back.
    await page.mouse.move(startX, y);
    await page.mouse.down();
    await page.mouse.move(startX + box.width * 0.6, y, { steps: 12 });
    await page.mouse.up();
    await page.mouse.move(5, 5);
    // It springs back to where it was, and stays.
    await page.waitForFunction(
      ([selector, left]) => {
        const el = document.querySelector(selector);
        return (
          el !== null &&
          Math.abs(el.getBoundingClientRect().left - left) < 1 &&
          el.getAnimations().every((animation) => animation.playState !== "running")
        );
      },
      [".Toastify__toast", box.x] as const,
    );
    await expect(toast.isVisible()).resolves.toBe(true);

    // 90 percent: it goes.
    await page.mouse.move(startX, y);
    await page.mouse.down();
    await page.mouse.move(startX + box.width * 0.9, y, { steps: 12 });
    await page.mouse.up();
    await page.mouse.move(5, 5);
    await toast.waitFor({ state: "detached", timeout: 2500 });
    await context.close();
  });
});
