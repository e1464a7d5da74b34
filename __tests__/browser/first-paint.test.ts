// The first screen works before the page's scripts have run: on a slow phone the bundles arrive
// and run seconds after the page shows, and a tap on a control that looks ready must not be lost.
import type { Page } from "playwright-core";
import {
  browserPerFile,
  openPage,
  PHONE,
  ROUTES,
  siteUrl,
  waitForHydration,
  waitForIdle,
} from "./support/browser";
import { holdChunk } from "./support/hold-chunk";

const browser = browserPerFile();

const menuButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Menu" });
const menuLinks = (page: Page) => page.locator("#site-menu").getByRole("link");
const hydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById("___gatsby")!).some((key) =>
      key.startsWith("__reactContainer"),
    ),
  );

describe("before any script has run, at 390 px", () => {
  it.each(ROUTES)("%s: the Menu button opens the menu and closes it again", async (route) => {
    const { page, context } = await openPage(browser(), route, {
      viewport: PHONE,
      // Gatsby's bundles never arrive: only the HTML itself can open the menu.
      beforeLoad: (ctx) => ctx.route("**/*.js", (r) => r.abort()),
      navigate: false,
    });
    await page.goto(siteUrl(route), { waitUntil: "domcontentloaded" });
    await expect(menuLinks(page).first().isVisible()).resolves.toBe(false);

    await menuButton(page).click();
    await page.locator("#site-menu a").first().waitFor({ state: "visible" });
    await expect(menuLinks(page).allInnerTexts()).resolves.toEqual([
      "Home",
      "About Us",
      "Services",
      "Contact",
    ]);
    // Inside the screen, under the bar, not covered by it.
    const box = await page.locator("#site-menu").boundingBox();
    const bar = await page.getByRole("banner").boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);

    await page.keyboard.press("Escape");
    await page.locator("#site-menu").waitFor({ state: "hidden" });
    await menuButton(page).click();
    await page.locator("#site-menu a").first().waitFor({ state: "visible" });
    await menuButton(page).click();
    await page.locator("#site-menu").waitFor({ state: "hidden" });
    await expect(hydrated(page)).resolves.toBe(false);
    await context.close();
  });

  it("a link in the menu opens its page", async () => {
    const { page, context } = await openPage(browser(), "/about/", {
      viewport: PHONE,
      beforeLoad: (ctx) => ctx.route("**/*.js", (r) => r.abort()),
      navigate: false,
    });
    await page.goto(siteUrl("/about/"), { waitUntil: "domcontentloaded" });
    await menuButton(page).click();
    await menuLinks(page).filter({ hasText: "Contact" }).click();
    await page.waitForURL((url) => url.pathname === "/contact/");
    await expect(page.getByRole("heading", { level: 1 }).innerText()).resolves.toMatch(/contact/i);
    await context.close();
  });

  it("the colour-mode toggle works before the page's scripts, and React takes it over as it is", async () => {
    const hold = holdChunk(/\.js$/);
    const opened = await openPage(browser(), "/", {
      viewport: PHONE,
      beforeLoad: hold.install,
      navigate: false,
    });
    const { page, context, problems } = opened;
    await page.goto(siteUrl("/"), { waitUntil: "domcontentloaded" });
    const toggle = page.getByRole("banner").getByRole("button", { name: "Dark mode" });
    await expect(toggle.getAttribute("aria-pressed")).resolves.toBe("false");
    // No bundle has run: the colour-mode script in <head> answers the tap.
    await toggle.click();
    await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
    await expect(toggle.getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(page.evaluate(() => localStorage.getItem("theme"))).resolves.toBe("dark");
    // The icon shows the mode a tap leads to: the sun, now.
    await expect(toggle.locator("[data-mode-icon=dark]").isVisible()).resolves.toBe(true);
    await expect(toggle.locator("[data-mode-icon=light]").isVisible()).resolves.toBe(false);
    hold.release();
    await waitForHydration(page);
    await waitForIdle(opened);
    // Still dark and pressed after React took the page over; a tap now changes it back.
    await expect(toggle.getAttribute("aria-pressed")).resolves.toBe("true");
    await toggle.click();
    await page.waitForFunction(() => document.documentElement.classList.contains("light"));
    await expect(toggle.getAttribute("aria-pressed")).resolves.toBe("false");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the colour-mode toggle is not shown without JavaScript: it could do nothing", async () => {
    const { page, context } = await openPage(browser(), "/", {
      viewport: PHONE,
      javaScriptEnabled: false,
    });
    await expect(
      page.getByRole("banner").getByRole("button", { name: "Dark mode" }).count(),
    ).resolves.toBe(0);
    await expect(page.locator("[data-color-mode-toggle]").count()).resolves.toBe(1);
    await context.close();
  });
});

describe("a menu opened before the scripts ran, once React hydrates the page", () => {
  it.each(["/", "/services/"])(
    "%s: stays open, React takes it over (aria-expanded) without a warning",
    async (route) => {
      const hold = holdChunk(/\.js$/);
      const opened = await openPage(browser(), route, {
        viewport: PHONE,
        beforeLoad: hold.install,
        navigate: false,
      });
      const { page, context, problems } = opened;
      await page.goto(siteUrl(route), { waitUntil: "domcontentloaded" });
      await menuButton(page).click();
      await page.locator("#site-menu a").first().waitFor({ state: "visible" });
      hold.release();
      await waitForHydration(page);
      // React mirrors the menu's state: open, as the visitor left it.
      await page.waitForSelector('button[aria-label="Menu"][aria-expanded="true"]');
      await expect(page.locator("#site-menu").isVisible()).resolves.toBe(true);
      await menuButton(page).click();
      await page.waitForSelector('button[aria-label="Menu"][aria-expanded="false"]');
      await expect(page.locator("#site-menu").isVisible()).resolves.toBe(false);
      await waitForIdle(opened);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
