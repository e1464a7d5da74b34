import {
  cloudflareBase,
  cloudflareUrl,
  openPage,
  ROUTES,
  siteUrl,
  waitForHydration,
  waitForIdle,
  browserPerFile,
} from "./support/browser";

const MAIN_HEADINGS: Record<(typeof ROUTES)[number], RegExp> = {
  "/": /^Welcome to Immeasure Beauty Spa$/,
  "/about/": /^OUR CLINIC$/,
  "/services/": /^Our Services$/,
  "/contact/": /^Contact Us$/,
};

const MAP_EMBED_PREFIX = "https://www.google.com/maps?";

const browser = browserPerFile();

describe.each(ROUTES)("route %s", (route) => {
  it("answers 200, renders its main heading, logs no errors and stays on 127.0.0.1", async () => {
    const response = await fetch(siteUrl(route));
    expect(response.status).toBe(200);

    const opened = await openPage(browser(), route);
    const { page, problems, blocked, context } = opened;
    await waitForHydration(page);
    const h1 = page.locator("h1");
    await expect(h1.count()).resolves.toBe(1);
    expect((await h1.innerText()).trim()).toMatch(MAIN_HEADINGS[route]);
    // Let late effects (toasts, lazy chunks, hydration warnings) surface.
    await waitForIdle(opened);
    expect(problems).toEqual([]);
    // The only other host any page may reach is the embedded map on /contact/ (blocked here).
    expect(blocked.filter((url) => !url.startsWith(MAP_EMBED_PREFIX))).toEqual([]);
    await context.close();
  });
});

// Gatsby's script reads each page's path from the page (gatsby/page-path-script.tsx) and, once the
// page's code runs, moves an address that shows the page under another name to the page's own.
describe.each(["/about/index.html", "/sw/services/micro-blading/index.html"])(
  "%s, the file's address of a page",
  (address) => {
    it("becomes the page's own address once the page's code runs", async () => {
      const { page, problems, context } = await openPage(browser(), address);
      const own = address.replace(/index\.html$/, "");
      await page.waitForURL(siteUrl(own));
      await expect(page.evaluate(() => (window as { pagePath?: string }).pagePath)).resolves.toBe(
        own,
      );
      expect(problems).toEqual([]);
      await context.close();
    });
  },
);

// As Cloudflare Pages' own runtime answers it (support/cloudflare.ts).
describe("unknown route", () => {
  it("answers 404 with the site's 404 page linking home and to services", async () => {
    const response = await fetch(cloudflareUrl("/no-such-page/"));
    expect(response.status).toBe(404);

    const opened = await openPage(browser(), "/no-such-page/", { baseUrl: cloudflareBase() });
    const { page, context, problems } = opened;
    await expect(page.locator("h1").innerText()).resolves.toMatch(/couldn.t find that page/i);
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: "Back to the home page" })
        .getAttribute("href"),
    ).resolves.toBe("/");
    await expect(
      page.getByRole("main").getByRole("link", { name: "See our services" }).getAttribute("href"),
    ).resolves.toBe("/services/");
    await expect(page.getByRole("banner").isVisible()).resolves.toBe(true);
    await waitForIdle(opened);
    // The 404 page's own path (/404.html) is not where a visitor is sent.
    expect(new URL(page.url()).pathname).toBe("/no-such-page/");
    expect(problems.filter((p) => !p.includes("404"))).toEqual([]);
    await context.close();
  });
});
