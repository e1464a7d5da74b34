import { readFileSync } from "fs";
import path from "path";
import type { Browser, Page } from "playwright-core";
import { parse } from "yaml";
import { DESKTOP, launch, openPage, PHONE, ROUTES, waitForHydration } from "./support/browser";

// SPEC.md section 8: toasts appear at the top right, close after 5000 ms, are 320 px wide, can be
// focused with Alt+T and dismissed by dragging (80 percent threshold). The contact form's success
// toast is the one a visitor can raise, so the tests raise it with a stubbed form service.

const site = parse(readFileSync(path.resolve(__dirname, "../../content/site.yaml"), "utf8")) as {
  formEndpoint: string;
};
const ENDPOINT = process.env.GATSBY_CONTACT_FORM_ENDPOINT || site.formEndpoint;
const CORS = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "*",
  "access-control-allow-methods": "POST, OPTIONS",
};
const SENT = "Message sent! We'll get back to you as soon as possible.";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

async function raiseToast(page: Page) {
  await page.route(ENDPOINT, (route) =>
    route.request().method() === "OPTIONS"
      ? route.fulfill({ status: 204, headers: CORS })
      : route.fulfill({ status: 200, contentType: "application/json", headers: CORS, body: "{}" }),
  );
  await page.getByLabel("Full Name", { exact: true }).fill("Achieng Otieno");
  await page.getByLabel("Email Address", { exact: true }).fill("achieng@example.com");
  await page.getByLabel("Subject", { exact: true }).selectOption({ label: "Treatment" });
  await page.getByLabel("Message", { exact: true }).fill("Is the spa open on public holidays?");
  await page.locator('form button[type="submit"]').click();
  const toast = page.locator(".Toastify__toast", { hasText: SENT });
  await toast.waitFor();
  // Move the pointer away: hovering a toast pauses its timer.
  await page.mouse.move(5, page.viewportSize()!.height - 5);
  return toast;
}

/** Waits until the toast has slid fully into place. */
async function settledBox(page: Page, selector: string) {
  let previous = "";
  for (let i = 0; i < 40; i += 1) {
    const box = await page.locator(selector).first().boundingBox();
    const current = JSON.stringify(box);
    if (box && current === previous) return box;
    previous = current;
    await page.waitForTimeout(100);
  }
  throw new Error(`${selector} never settled`);
}

describe("toasts", () => {
  it.each(ROUTES)("downloads no toast code until a toast is raised, on %s", async (route) => {
    const { page, context, problems } = await openPage(browser, route, { viewport: DESKTOP });
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
    const { page, context } = await openPage(browser, "/contact/", { viewport: DESKTOP });
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
    const { page, context, problems } = await openPage(browser, "/contact/", { viewport });
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
    const { page, context } = await openPage(browser, "/contact/", { viewport: DESKTOP });
    await waitForHydration(page);
    const toast = await raiseToast(page);
    const shownAt = Date.now();
    await page.waitForTimeout(4300);
    await expect(toast.isVisible()).resolves.toBe(true);
    await toast.waitFor({ state: "detached", timeout: 4000 });
    const closedAfter = Date.now() - shownAt;
    // 5000 ms, plus the exit transition, with room for a slow machine.
    expect(closedAfter).toBeGreaterThanOrEqual(4600);
    expect(closedAfter).toBeLessThanOrEqual(7500);
    await context.close();
  });

  it("moves keyboard focus to the toasts with Alt+T", async () => {
    const { page, context } = await openPage(browser, "/contact/", { viewport: DESKTOP });
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
    const { page, context } = await openPage(browser, "/contact/", { viewport: DESKTOP });
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
    await page.waitForTimeout(600);
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
