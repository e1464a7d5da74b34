// Each section of a page hydrates on its own if ever (src/components/common/section.tsx): one with
// nothing to tap ("never") keeps its server HTML and its code is never fetched; one with controls
// ("visible") hydrates as it comes on the screen, or when the visitor touches it. What a visitor
// must never see: a section React threw away and drew again (its server HTML lost), a tap on a
// section still waiting that does nothing, or a tap during start-up that freezes.
import type { Page } from "playwright-core";
import {
  hydrationErrors,
  probeStartupTap,
  STARTUP_TAP_DELAYS_MS,
} from "../../scripts/bench/startup-taps.mjs";
import {
  browserPerFile,
  openPage,
  PHONE,
  ROUTES,
  SWAHILI_ROUTES,
  siteUrl,
  waitForFrames,
  waitForHydration,
  waitForSections,
} from "./support/browser";
import { reachSection, scrollThrough } from "./support/page-tools";

const browser = browserPerFile();

// Before any of the page's scripts: the elements the server rendered in each section, kept so
// the test can tell whether React hydrated them (the same elements) or drew new ones.
const KEEP_SERVER_ELEMENTS = `
  document.addEventListener("DOMContentLoaded", () => {
    window.__serverElements = [...document.querySelectorAll("[data-section] > *")];
    window.__sectionNames = [...document.querySelectorAll("[data-section]")].map(
      (wrapper) => wrapper.getAttribute("data-section"));
  });
`;

/** The sections whose elements are no longer the server's, or that hydrated nothing. */
const lostSections = (page: Page) =>
  page.evaluate(() => {
    const kept = (window as unknown as { __serverElements: Element[] }).__serverElements;
    const lost: string[] = [];
    for (const wrapper of document.querySelectorAll("[data-section]")) {
      const now = [...wrapper.children];
      if (now.length === 0 || now.some((element) => !kept.includes(element))) {
        lost.push(wrapper.getAttribute("data-section") ?? "?");
      }
    }
    return lost;
  });

/**
 * The sections that have not hydrated (yet): React marks each element it hydrates with its fiber,
 * and renders nothing of a section still waiting (section.tsx).
 */
const unhydrated = (page: Page, which = "[data-section]") =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)]
        .filter((wrapper) =>
          [...wrapper.children].some(
            (element) => !Object.keys(element).some((key) => key.startsWith("__reactFiber")),
          ),
        )
        .map((wrapper) => wrapper.getAttribute("data-section") ?? "?"),
    which,
  );

/** The names of the page's sections that never hydrate. */
const neverSections = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-section][data-hydrate="never"]')].map(
      (wrapper) => wrapper.getAttribute("data-section") ?? "?",
    ),
  );

const hydrated = (page: Page, name: string) =>
  page.waitForFunction(
    (section) =>
      [...document.querySelectorAll(`[data-section="${section}"] > *`)].every((element) =>
        Object.keys(element).some((key) => key.startsWith("__reactFiber")),
      ),
    name,
  );

describe("sections hydrate one by one, if ever, and keep their server HTML", () => {
  it.each([...ROUTES, ...SWAHILI_ROUTES])(
    "%s: every section with controls hydrates on the elements the server rendered; the others never do",
    async (route) => {
      const opened = await openPage(browser(), route, {
        viewport: PHONE,
        hasTouch: true,
        initScript: KEEP_SERVER_ELEMENTS,
      });
      const { page, problems } = opened;
      // The server rendered every section whole: no boundary left for the browser to fill
      // (React marks one with "<!--$!-->"), and nothing of a section's gate in the HTML.
      const html = await (await page.request.get(siteUrl(route))).text();
      expect(html).toContain("<!--$-->");
      expect(html).not.toContain("<!--$!-->");
      await waitForHydration(page);
      await scrollThrough(page);
      await waitForSections(page);
      const names = await page.evaluate(
        () => (window as unknown as { __sectionNames: string[] }).__sectionNames,
      );
      // The layout's header and footer and at least the first screen and one section below it.
      expect(names.length).toBeGreaterThanOrEqual(3);
      await expect(lostSections(page)).resolves.toEqual([]);
      // The header and footer have nothing of their own to hydrate (their controls are the
      // shell's); every section that never hydrates is still the server's HTML after a whole visit.
      const never = await neverSections(page);
      expect(never).toEqual(expect.arrayContaining(["header", "footer"]));
      await expect(unhydrated(page)).resolves.toEqual(never);
      expect(problems).toEqual([]);
      await opened.context.close();
    },
  );

  it("a section with controls below the first screen waits until it comes on the screen", async () => {
    const opened = await openPage(browser(), "/services/", {
      viewport: PHONE,
      hasTouch: true,
      // No idle periods: the browser is never idle, so only the visitor releases a section.
      initScript: `${KEEP_SERVER_ELEMENTS}; window.requestIdleCallback = () => 0;`,
    });
    const { page, problems } = opened;
    await waitForHydration(page);
    await expect(unhydrated(page)).resolves.toEqual(expect.arrayContaining(["gallery", "footer"]));
    // Not fetched either: the slideshow's code comes with its section.
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .join(" "),
      );
    await expect(scripts()).resolves.not.toMatch(/part-gallery/);
    await page.locator('[data-section="gallery"] > *').first().scrollIntoViewIfNeeded();
    await hydrated(page, "gallery");
    await expect(scripts()).resolves.toMatch(/part-gallery/);
    await expect(unhydrated(page)).resolves.toContain("footer");
    await expect(lostSections(page)).resolves.toEqual([]);
    expect(problems).toEqual([]);
    await opened.context.close();
  });

  it("a tap on a section still waiting reaches its control (no dead tap)", async () => {
    const opened = await openPage(browser(), "/services/", {
      viewport: PHONE,
      hasTouch: true,
      initScript: `${KEEP_SERVER_ELEMENTS}; window.requestIdleCallback = () => 0;
        window.IntersectionObserver = class { observe() {} unobserve() {} disconnect() {} };`,
    });
    const { page, problems } = opened;
    await waitForHydration(page);
    // Nothing brings the booking section near: only the tap itself can release it.
    await expect(unhydrated(page)).resolves.toContain("booking");
    const readMore = page.locator("#booking-list summary").first();
    await readMore.scrollIntoViewIfNeeded();
    await readMore.tap();
    // The browser opens it at once (a native disclosure), and React, which the tap asked for,
    // hydrates the section around it without closing it.
    await expect(
      readMore.evaluate((summary) => summary.parentElement!.hasAttribute("open")),
    ).resolves.toBe(true);
    await hydrated(page, "booking");
    await expect(
      readMore.evaluate((summary) => summary.parentElement!.hasAttribute("open")),
    ).resolves.toBe(true);
    await expect(lostSections(page)).resolves.toEqual([]);
    expect(problems).toEqual([]);
    await opened.context.close();
  });

  it("an in-page anchor followed before the sections hydrate releases none of them and loses nothing", async () => {
    const opened = await openPage(browser(), "/services/", {
      viewport: PHONE,
      initScript: `${KEEP_SERVER_ELEMENTS};
        window.IntersectionObserver = class { observe() {} unobserve() {} disconnect() {} };`,
    });
    const { page, problems } = opened;
    await waitForHydration(page);
    const waiting = await unhydrated(page);
    expect(waiting).toEqual(expect.arrayContaining(["booking", "gallery", "footer"]));
    // The page renders again for its new address; the sections still waiting are not redrawn.
    await page.getByRole("link", { name: /^Show image 4 of 19:/ }).focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => location.hash === "#gallery-photo-4");
    await waitForFrames(page);
    await expect(lostSections(page)).resolves.toEqual([]);
    await expect(unhydrated(page)).resolves.toEqual(waiting);
    expect(problems).toEqual([]);
    await opened.context.close();
  });

  it("changing the colour mode and following links before the sections hydrate loses nothing", async () => {
    const opened = await openPage(browser(), "/", {
      viewport: PHONE,
      hasTouch: true,
      initScript: `${KEEP_SERVER_ELEMENTS}; window.requestIdleCallback = () => 0;`,
    });
    const { page, problems } = opened;
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Dark mode" });
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>("header button[aria-pressed]")?.disabled,
    );
    await expect(unhydrated(page)).resolves.toEqual(
      expect.arrayContaining(["header", "reviews", "footer"]),
    );
    // The header never hydrates: its toggle and menu are the shell's own script.
    await toggle.tap();
    await expect(toggle.getAttribute("aria-pressed")).resolves.toBe("true");
    await expect(page.evaluate(() => document.documentElement.className)).resolves.toMatch(/dark/);
    await expect(lostSections(page)).resolves.toEqual([]);
    // An anchor on the same page, then another page: the page being left is not drawn again, and
    // the next one shows every section at once.
    const menu = page.getByRole("banner").getByRole("button", { name: "Menu" });
    await menu.tap();
    await page.locator("#site-menu").getByRole("link", { name: "About Us" }).tap();
    await page.waitForURL(/#about$/);
    await expect(lostSections(page)).resolves.toEqual([]);
    await menu.tap();
    await page.locator("#site-menu").getByRole("link", { name: "Contact" }).tap();
    await page.waitForURL(/\/contact\/?$/);
    await page.locator('[data-section="form"] form').waitFor({ state: "visible" });
    await page.locator('[data-section="footer"] footer').waitFor({ state: "visible" });
    expect(hydrationErrors(problems)).toEqual([]);
    expect(problems).toEqual([]);
    await opened.context.close();
  });
});

describe("a page reached by a link, whose HTML the browser never received", () => {
  // The header's and footer's links are plain links (those sections never hydrate): a new page
  // load. A link inside a section that has hydrated is Gatsby's, and opens the next page in the
  // browser: the home page's rituals have one to the services.
  it.each([
    ["/", "/services/", "Our Services", "Nail Care"],
    ["/sw/", "/sw/services/", "Huduma zetu", "Utunzaji wa kucha"],
  ])(
    "%s → %s: every section is rendered by the browser and answers",
    async (from, to, heading, tabName) => {
      const opened = await openPage(browser(), from, {
        viewport: PHONE,
        hasTouch: true,
        serviceWorkers: "block",
      });
      const { page, problems } = opened;
      // The header's and footer's code on a slow connection, before the offline worker has stored
      // it: it arrives well after the next page's data, so they are drawn after the navigation's
      // first render.
      await page.route(/\/part-(header|footer)-[^/]*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 5000));
        await route.continue();
      });
      await waitForHydration(page);
      await reachSection(page, "rituals");
      await page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      await page.locator(`[data-section="rituals"] a[href="${to}"]`).tap();
      await page.waitForURL((url) => url.pathname === to);
      await page.getByRole("heading", { level: 1, name: heading, exact: true }).waitFor();
      // The same document: Gatsby rendered the page in the browser.
      await expect(
        page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed),
      ).resolves.toBe(true);
      // Every section is drawn as its code arrives, far ones too, the header and footer as well.
      await page.getByRole("region", { name: /BOOK A TREATMENT|WEKA MIADI/ }).waitFor();
      // The gallery: the strip of its 19 photos, or, once the visitor is near it (a slow phone may
      // get there first), the slideshow that takes the strip's place with the photos it shows.
      await page.locator("#gallery [data-slide]").first().waitFor({ state: "attached" });
      const gallery = await page.evaluate(() => {
        const frame = document.getElementById("gallery");
        return {
          strip: frame?.getAttribute("data-interactive") === "false",
          slides: frame?.querySelectorAll("[data-slide]").length,
        };
      });
      expect(gallery.strip ? gallery.slides : "the slideshow").toBe(
        gallery.strip ? 19 : "the slideshow",
      );
      await page.getByRole("contentinfo").waitFor();
      await page.getByRole("banner").waitFor();
      // The next page's own header: its language switch leads to this page's twin.
      await expect(
        page
          .getByRole("banner")
          .getByRole("link", { name: /Kiswahili|English/ })
          .getAttribute("href"),
      ).resolves.toBe(to.startsWith("/sw/") ? "/services/" : "/sw/services/");
      // With the script from the start: tabs, not the radio buttons of a page before its script.
      const tab = page.getByRole("tab", { name: tabName, exact: true });
      await tab.tap();
      await expect(tab.getAttribute("aria-selected")).resolves.toBe("true");
      await expect(unhydrated(page)).resolves.toEqual([]);
      expect(hydrationErrors(problems)).toEqual([]);
      // (Playwright says so when the page asks for its offline worker.)
      expect(
        problems.filter((problem) => !/Service Worker registration blocked/.test(problem)),
      ).toEqual([]);
      await opened.context.close();
    },
  );
});

// A low-tier phone: the CPU slowed 4 times (less than the bench's calibrated phone, so that a
// busy CI machine does not turn noise into a failure; npm run bench measures the real one). Before
// the page hydrated section by section, a tap in the first seconds waited for React to hydrate the
// whole page: 656-1,648 ms at 7x.
const SLOWDOWN = 4;
const TAP_BUDGET_MS = 400;

describe(`a tap during start-up, CPU slowed ${SLOWDOWN}x`, () => {
  it.each(["/", "/services/", "/sw/"])(
    "%s: the Menu opens within the budget whenever it is tapped",
    async (route) => {
      // Each delay's median of up to three loads (two within the budget decide it), as the bench
      // takes medians: a single load on a busy machine can meet another process's work. A tap
      // that lands beside the sliding button is repeated by the probe; one that reaches the
      // button and does not open the menu fails here.
      const failed = [];
      const slow = [];
      for (const delay of STARTUP_TAP_DELAYS_MS) {
        const times: number[] = [];
        while (times.length < 3 && times.filter((ms) => ms <= TAP_BUDGET_MS).length < 2) {
          const tap = await probeStartupTap(browser(), siteUrl(route), delay, SLOWDOWN);
          if (!tap.opened || tap.errors.length > 0) failed.push({ delay, ...tap });
          times.push(tap.ms);
        }
        const median = [...times].sort((a, b) => a - b)[1]!;
        if (median > TAP_BUDGET_MS) slow.push({ delay, median, times });
      }
      expect(failed).toEqual([]);
      expect(slow).toEqual([]);
    },
  );
});
