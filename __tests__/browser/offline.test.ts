import fs from "fs";
import os from "os";
import path from "path";
import type { Page } from "playwright-core";
import {
  browserPerFile,
  openPage,
  ROUTES,
  SWAHILI_ROUTES,
  waitForHydration,
} from "./support/browser";
import { PRICE_CHANGE, scratchBuild } from "./support/scratch-site";
import { SELF_REMOVING_WORKER, SERVICE_WORKER } from "../../gatsby/offline/service-worker";

// The offline worker (gatsby/offline/service-worker.ts), as a visitor meets it: one visit online,
// then no connection at all (Playwright's offline mode, for the page and its worker), then online
// again after the owner changed a price and the site was rebuilt and published at the same
// address. The site is served by the tests' static server with its production headers, on a port
// of this file's own, so that the "new deploy" can take the same origin (a worker belongs to one).
// The new build is the run's shared copy (support/scratch-site.ts), which changes one price.

const browser = browserPerFile();
const publicDir = path.resolve(__dirname, "../../public");
const PAGES = [...ROUTES, ...SWAHILI_ROUTES];

type Server = { url: string; close: () => Promise<void> };
async function serve(root: string, port = 0): Promise<Server> {
  const { startServer } = await import("../../scripts/static-server.mjs");
  return startServer({ root, port, headersFile: path.join(root, "_headers") });
}

/** What the page's built HTML shows a visitor: its prices, and its links to WhatsApp. */
function builtFacts(route: string) {
  const html = fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8");
  const body = html.slice(html.indexOf("<body"));
  return {
    prices: [...new Set(body.match(/KES [\d,]+/g) ?? [])],
    whatsApp: (body.match(/href="https:\/\/wa\.me\//g) ?? []).length,
  };
}

/** The date of the prices, as the build wrote it into the page's data. */
function builtDate(route: string): string {
  const name = route === "/" ? "index" : route.replace(/^\/|\/$/g, "");
  const file = path.join(publicDir, "page-data", name, "page-data.json");
  const data = JSON.parse(fs.readFileSync(file, "utf8")) as {
    result: { pageContext: { pricesAsOf: string } };
  };
  return data.result.pageContext.pricesAsOf;
}

// The status line right under the header (src/components/layout/store-notice.tsx).
const noticeOf = (page: Page) => page.locator('header + [role="status"]');

let server: Server;
let port = 0;

beforeAll(async () => {
  server = await serve(publicDir);
  port = Number(new URL(server.url).port);
});
afterAll(async () => {
  await server.close();
});

describe("after one visit online", () => {
  it(
    "every page opens offline by its address, with its prices, WhatsApp links and contact details; /admin/ does not",
    async () => {
      const { context, page } = await openPage(browser(), "/", { baseUrl: server.url });
      // The page registers the worker once loaded and idle; it is ready once it has stored the site.
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      await waitForHydration(page);
      // The photo the visitor saw before the worker was there: kept once it controls the page.
      const hero = await page
        .locator("img[data-main-image]")
        .first()
        .evaluate((image) => (image as HTMLImageElement).currentSrc);
      await page.evaluate(async (address) => {
        for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
          if (await (await caches.open("photos")).match(address)) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error(`The worker did not keep ${address}`);
      }, hero);
      // Online, the page says nothing of a store.
      await expect(noticeOf(page).innerText()).resolves.toBe("");
      await context.setOffline(true);

      for (const route of PAGES) {
        await page.goto(`${server.url}${route}`);
        await waitForHydration(page);
        const lang = route.startsWith("/sw/") ? "sw" : "en";
        await expect(page.locator("html").getAttribute("lang")).resolves.toBe(lang);
        await expect(page.locator("h1").isVisible()).resolves.toBe(true);
        const text = await page.locator("main").innerText();
        const facts = builtFacts(route);
        for (const price of facts.prices)
          expect([route, text]).toEqual([route, expect.stringContaining(price)]);
        await expect(page.locator('main a[href^="https://wa.me/"]').count()).resolves.toBe(
          facts.whatsApp,
        );
        // The phone number in the footer of every page; the opening hours on the contact page.
        const footer = page.getByTestId("site-footer");
        await expect(footer.locator('a[href^="tel:+254"]').count()).resolves.toBeGreaterThan(0);
        if (route.endsWith("contact/")) {
          expect(text).toMatch(lang === "sw" ? /saa 2 asubuhi - saa 3 usiku/ : /8am - 9pm EAT/);
        }
        // It says that it comes from the phone's store, and the date of its prices.
        const date = builtDate(route);
        expect(date).toMatch(/^\d{1,2} \p{L}+ \d{4}$/u);
        // (It appears once the page has hydrated, in a transition: waited for.)
        await noticeOf(page).locator("*").first().waitFor();
        await expect(noticeOf(page).innerText()).resolves.toBe(
          lang === "sw"
            ? `Hakuna mtandao: ukurasa huu umehifadhiwa kwenye simu yako. Bei za tarehe ${date}.`
            : `No connection: this page was saved on your phone. Prices as of ${date}.`,
        );
        await expect(noticeOf(page).getAttribute("role")).resolves.toBe("status");
      }

      // A photo never seen online (the about page's) shows its blurred placeholder through a
      // transparent stand-in (1×1): no broken image. One seen online (the home page's first) is
      // kept. A broken image fails to decode; the stand-in's natural width is 1 divided by the
      // density its srcset candidate stands for, so 0 or 1 as the viewport picks a candidate.
      const photosOf = async (route: string) => {
        await page.goto(`${server.url}${route}`);
        await waitForHydration(page);
        return page.locator("img[data-main-image]").evaluateAll((images) =>
          Promise.all(
            (images as HTMLImageElement[]).map(async (image) => {
              image.loading = "eager";
              const decoded = await image.decode().then(
                () => true,
                () => false,
              );
              const frame = image.closest("[data-photo]") as HTMLElement;
              return {
                decoded,
                width: image.naturalWidth,
                placeholder: getComputedStyle(frame).backgroundImage.startsWith('url("data:image/'),
              };
            }),
          ),
        );
      };
      const unseen = await photosOf("/about/");
      expect(unseen.length).toBeGreaterThan(0);
      expect(
        unseen.map(({ decoded, width, placeholder }) => ({
          decoded,
          standIn: width <= 1,
          placeholder,
        })),
      ).toEqual(unseen.map(() => ({ decoded: true, standIn: true, placeholder: true })));
      const [seen] = await photosOf("/");
      expect(seen!.decoded).toBe(true);
      expect(seen!.width).toBeGreaterThan(100);

      // Read More and the booking panel, whose scripts load only when asked for.
      await page.goto(`${server.url}/services/`);
      await waitForHydration(page);
      await page.locator("summary", { hasText: "Read More about Manicure" }).click();
      await page.locator("#treatment-manicure-description").waitFor({ state: "visible" });
      await page.getByRole("button", { name: "Add to booking: Manicure", exact: true }).click();
      const send = page
        .getByRole("region", { name: "Your booking", exact: true })
        .getByRole("link", { name: "Send on WhatsApp" });
      await send.waitFor({ state: "attached" });
      await expect(send.getAttribute("href")).resolves.toMatch(/^https:\/\/wa\.me\/254\d+\?text=/);

      // An unknown address: the site's own 404 page, in the address's language.
      const missing = await page.goto(`${server.url}/sw/haipo/`);
      expect(missing?.status()).toBe(404);
      await expect(page.locator("html").getAttribute("lang")).resolves.toBe("sw");
      await expect(page.locator("h1").innerText()).resolves.toBe("Hatukuupata ukurasa huo");

      // The editor is never answered from the store, and nothing of it was stored.
      await expect(page.goto(`${server.url}/admin/`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
      // (A tab of its own: the failed one is showing the browser's error page.)
      const tab = await context.newPage();
      await tab.goto(`${server.url}/`);
      const stored = await tab.evaluate(async () => {
        const addresses: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) addresses.push(request.url);
        }
        return addresses;
      });
      expect(stored.length).toBeGreaterThan(10);
      expect(stored.filter((address) => new URL(address).pathname.startsWith("/admin"))).toEqual(
        [],
      );

      // Online again, after a new build with a changed price, at the same address: the first
      // page opened shows the new price, and says nothing of a store.
      expect(builtFacts("/services/").prices).toContain(PRICE_CHANGE.before);
      await server.close();
      const { publicDir: rebuilt } = scratchBuild();
      server = await serve(rebuilt, port);
      await context.setOffline(false);
      await tab.goto(`${server.url}/services/`);
      await waitForHydration(tab);
      const row = tab
        .locator("li[data-treatment]:visible")
        .filter({ has: tab.getByRole("heading", { name: PRICE_CHANGE.name, exact: true }) })
        .first();
      await expect(row.locator("[data-field=price]").innerText()).resolves.toBe(PRICE_CHANGE.after);
      await expect(noticeOf(tab).innerText()).resolves.toBe("");
      await context.close();
    },
    45 * 60_000,
  );

  it("the kill switch: the next deploy's worker deletes the store and unregisters", async () => {
    const { context, page } = await openPage(browser(), "/", { baseUrl: server.url });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const state = () =>
      page.evaluate(async () => ({
        stores: (await caches.keys()).length,
        workers: (await navigator.serviceWorker.getRegistrations()).length,
      }));
    await expect(state()).resolves.toEqual({ stores: expect.any(Number), workers: 1 });
    expect((await state()).stores).toBeGreaterThan(0);
    // The same site deployed with GATSBY_OFFLINE=off: the worker's address holds the one that
    // removes itself (the rest of the build is the same but for not registering it).
    const switchedOff = fs.mkdtempSync(path.join(os.tmpdir(), "offline-off-"));
    fs.cpSync(publicDir, switchedOff, { recursive: true });
    fs.writeFileSync(path.join(switchedOff, SERVICE_WORKER), SELF_REMOVING_WORKER);
    await server.close();
    server = await serve(switchedOff, port);
    try {
      // The next visit: the browser checks the worker's address, and the new one takes over.
      await page.goto(`${server.url}/about/`);
      await page.evaluate(async () => {
        for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
          const stores = await caches.keys();
          const workers = await navigator.serviceWorker.getRegistrations();
          if (stores.length === 0 && workers.length === 0) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error("The store and the worker are still there");
      });
      // (No check of the state after this: the pages of this copy still register the worker,
      // which removes itself again.)
      await expect(page.locator("h1").isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
      fs.rmSync(switchedOff, { recursive: true, force: true });
    }
  });
});
