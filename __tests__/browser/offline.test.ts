import fs from "fs";
import net from "net";
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
import { EARLIER_SCRIPT, PRICE_CHANGE, scratchBuild } from "./support/scratch-site";
import { PHOTO_STORE_BYTES } from "../../gatsby/offline/rules";
import { switchOff } from "../../gatsby/offline/service-worker";
import { EDITOR_WORKER_URL, OFFLINE_WORKER_URL } from "../../src/lib/offline-worker";
import { en } from "../../shared/i18n/en/words";
import { sw } from "../../shared/i18n/sw/words";

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
async function serve(root: string, port = 0, { headers = true } = {}): Promise<Server> {
  const { startServer } = await import("../../scripts/static-server.mjs");
  return startServer({ root, port, headersFile: headers ? path.join(root, "_headers") : null });
}

/**
 * A connection that opens and never answers (one bar of signal, a captive portal, a bundle just
 * run out): a server on `port` that accepts every connection and sends nothing back.
 */
async function hangingServer(port: number): Promise<{ close: () => Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const hanging = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => hanging.listen(port, "127.0.0.1", resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        hanging.close(() => resolve());
      }),
  };
}

/** Resolves once the offline worker has stored the site and controls the page. */
async function storedAndControlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
    );
  });
}

/** The photos the page showed, once the worker has kept them all (it does once it controls it). */
async function photosKept(page: Page): Promise<string[]> {
  const seen = await page
    .locator("img[data-main-image]")
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.complete && image.naturalWidth > 0)
        .map((image) => image.currentSrc),
    );
  expect(seen.length).toBeGreaterThan(0);
  await page.evaluate(async (addresses) => {
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      const photos = await caches.open("photos");
      const kept = await Promise.all(addresses.map((address) => photos.match(address)));
      if (kept.every(Boolean)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("The worker did not keep the photos seen");
  }, seen);
  return seen;
}

/** Every address in the site's stores, with the bytes of each response. */
function storedFiles(page: Page): Promise<Array<{ store: string; url: string; bytes: number }>> {
  return page.evaluate(async () => {
    const found: Array<{ store: string; url: string; bytes: number }> = [];
    for (const store of await caches.keys()) {
      const cache = await caches.open(store);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const bytes = response ? (await response.blob()).size : 0;
        found.push({ store, url: request.url, bytes });
      }
    }
    return found;
  });
}

/** What the page's built HTML shows a visitor: its prices, and its links to WhatsApp. */
function builtFacts(route: string) {
  const html = fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8");
  const body = html.slice(html.indexOf("<body"));
  return {
    // As prices are written ("KES 1,100"), not the comma after one in a sentence.
    prices: [...new Set(body.match(/KES \d{1,3}(?:,\d{3})*/g) ?? [])],
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
// Right after the header's section (src/components/layout/layout.tsx).
const noticeOf = (page: Page) => page.locator('[data-section="header"] + [role="status"]');

/** The line a stored copy shows, in the page's language, with the date its prices were built. */
const storedCopyLine = (lang: "en" | "sw", date: string) =>
  (lang === "sw" ? sw : en).offline.fromStore.replace("{date}", date);

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
        await expect(noticeOf(page).innerText()).resolves.toBe(storedCopyLine(lang, date));
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
    // The site's worker, and the editor's registration that keeps /admin/ out of it.
    await expect(state()).resolves.toEqual({ stores: expect.any(Number), workers: 2 });
    expect((await state()).stores).toBeGreaterThan(0);
    // The same site deployed with GATSBY_OFFLINE=off: the workers' addresses hold the one that
    // removes itself (the rest of the build is the same but for not registering them).
    const switchedOff = fs.mkdtempSync(path.join(os.tmpdir(), "offline-off-"));
    fs.cpSync(publicDir, switchedOff, { recursive: true });
    switchOff(switchedOff);
    await server.close();
    server = await serve(switchedOff, port);
    try {
      /** Waits until the site has no store and no registration whose scope `left` does not allow. */
      const removed = (left: string[]) =>
        page.evaluate(async (allowed) => {
          const state = async () => ({
            stores: await caches.keys(),
            workers: (await navigator.serviceWorker.getRegistrations())
              .map(({ scope }) => new URL(scope).pathname)
              .filter((scope) => !allowed.includes(scope)),
          });
          for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
            const { stores, workers } = await state();
            if (stores.length === 0 && workers.length === 0) return;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          throw new Error(`The store or a worker is still there: ${JSON.stringify(await state())}`);
        }, left);
      // The next visit: the browser checks the worker's address, and the new one takes over.
      await page.goto(`${server.url}/about/`);
      await removed(["/admin/"]);
      // (No check of the state after this: the pages of this copy still register the worker,
      // which removes itself again.)
      await expect(page.locator("h1").isVisible()).resolves.toBe(true);
      // The editor's registration, which handles nothing, goes at the next visit to /admin/.
      await page.goto(`${server.url}/admin/`);
      await removed([]);
    } finally {
      await context.close();
      fs.rmSync(switchedOff, { recursive: true, force: true });
    }
  });
});

describe("a build published over an earlier one (Netlify keeps public/ between builds)", () => {
  it(
    "stores this build's scripts on the first visit, and none of the earlier build's left beside them",
    async () => {
      const { publicDir: built } = scratchBuild();
      const earlier = path.join(built, path.basename(EARLIER_SCRIPT));
      // Gatsby left it there, and the host would serve it.
      expect(fs.existsSync(earlier)).toBe(true);
      const site = await serve(built);
      try {
        const { context, page } = await openPage(browser(), "/", { baseUrl: site.url });
        await storedAndControlled(page);
        const stored = (await storedFiles(page)).map(({ url }) => new URL(url).pathname);
        // Every script and stylesheet this page loads is stored, and no other build's.
        const loaded = await page.evaluate(() =>
          performance
            .getEntriesByType("resource")
            .map((entry) => new URL(entry.name).pathname)
            .filter((pathname) => /^\/[^/]+\.(?:js|css)$/.test(pathname)),
        );
        expect(loaded.length).toBeGreaterThan(3);
        for (const script of loaded.filter((pathname) => pathname !== "/service-worker.js")) {
          expect([script, stored.includes(script)]).toEqual([script, true]);
        }
        expect(stored).not.toContain(`/${path.basename(EARLIER_SCRIPT)}`);
        await context.close();
      } finally {
        await site.close();
      }
    },
    45 * 60_000,
  );
});

describe("where a phone often is", () => {
  // This build, on a port of its own (the tests above leave theirs serving the new build).
  let site: Server;
  let sitePort = 0;
  beforeAll(async () => {
    site = await serve(publicDir);
    sitePort = Number(new URL(site.url).port);
  });
  afterAll(async () => {
    await site.close();
  });

  it("on a connection that opens and never answers, /services/ and /sw/services/ show their stored copy, with the prices' date, within 5 s", async () => {
    const { context, page } = await openPage(browser(), "/", { baseUrl: site.url });
    await storedAndControlled(page);
    await site.close();
    const hanging = await hangingServer(sitePort);
    try {
      /** Waits for the stored page's line; returns the seconds since `started`. */
      const storedCopyShown = async (route: string, started: number) => {
        const lang = route.startsWith("/sw/") ? "sw" : "en";
        const date = builtDate(route);
        await page.waitForURL(`${site.url}${route}`, { timeout: 5000, waitUntil: "commit" });
        await noticeOf(page)
          .locator("*")
          .first()
          .waitFor({ timeout: Math.max(1, 5000 - (Date.now() - started)) });
        const seconds = (Date.now() - started) / 1000;
        await expect(noticeOf(page).innerText()).resolves.toBe(storedCopyLine(lang, date));
        await expect(page.locator("html").getAttribute("lang")).resolves.toBe(lang);
        const text = await page.locator("main").innerText();
        expect([route, builtFacts(route).prices.filter((price) => !text.includes(price))]).toEqual([
          route,
          [],
        ]);
        return seconds;
      };
      const measured: string[] = [];
      // By its address (typed, or a link from a chat app).
      for (const route of ["/services/", "/sw/services/"]) {
        const started = Date.now();
        void page.goto(`${site.url}${route}`).catch(() => undefined);
        const seconds = await storedCopyShown(route, started);
        measured.push(`${route} by its address: ${seconds} s`);
        expect(seconds).toBeLessThan(5);
      }
      // By a tap on the page's own language switch, both ways.
      for (const route of ["/services/", "/sw/services/"]) {
        await waitForHydration(page);
        const link = page.getByTestId("language-switch").first();
        // (Once the header has come in: a tap on a moving link would miss it.)
        await link.click({ trial: true });
        const started = Date.now();
        await link.click();
        const seconds = await storedCopyShown(route, started);
        measured.push(`${route} by a tap: ${seconds} s`);
        expect(seconds).toBeLessThan(5);
      }
      console.log(`The stored copy on a connection that never answers: ${measured.join("; ")}`);
    } finally {
      await context.close();
      await hanging.close();
      site = await serve(publicDir, sitePort);
    }
  }, 120_000);

  it("after one visit to /services/, a treatment's own page opens offline, in either language, with its prices and Book Now", async () => {
    const { context, page } = await openPage(browser(), "/services/", { baseUrl: site.url });
    await storedAndControlled(page);
    await context.setOffline(true);
    try {
      for (const route of ["/services/micro-blading/", "/sw/services/training/"]) {
        const response = await page.goto(`${site.url}${route}`);
        expect([route, response?.status()]).toEqual([route, 200]);
        await waitForHydration(page);
        const lang = route.startsWith("/sw/") ? "sw" : "en";
        await expect(page.locator("html").getAttribute("lang")).resolves.toBe(lang);
        await expect(page.locator("h1").isVisible()).resolves.toBe(true);
        await noticeOf(page).locator("*").first().waitFor();
        await expect(noticeOf(page).innerText()).resolves.toBe(
          storedCopyLine(lang, builtDate(route)),
        );
        const text = await page.locator("main").innerText();
        expect([route, builtFacts(route).prices.filter((price) => !text.includes(price))]).toEqual([
          route,
          [],
        ]);
        // Its Book Now and Share links, as built.
        expect(builtFacts(route).whatsApp).toBe(2);
        await expect(page.locator('main a[href^="https://wa.me/"]').count()).resolves.toBe(2);
      }
    } finally {
      await context.close();
    }
  });

  it("offline, an address without its trailing slash opens its page, in either language", async () => {
    const { context, page } = await openPage(browser(), "/", { baseUrl: site.url });
    await storedAndControlled(page);
    await context.setOffline(true);
    try {
      for (const [address, route] of [
        ["/services", "/services/"],
        ["/sw/about", "/sw/about/"],
        ["/sw", "/sw/"],
      ] as const) {
        const response = await page.goto(`${site.url}${address}`);
        expect([address, page.url()]).toEqual([address, `${site.url}${route}`]);
        expect([address, response?.status()]).toEqual([address, 200]);
        await waitForHydration(page);
        const lang = route.startsWith("/sw/") ? "sw" : "en";
        await expect(page.locator("html").getAttribute("lang")).resolves.toBe(lang);
        await noticeOf(page).locator("*").first().waitFor();
        await expect(noticeOf(page).innerText()).resolves.toContain(builtDate(route));
      }
    } finally {
      await context.close();
    }
  });

  it("served by a plain static server that ignores _headers, the worker registers and no page logs an error", async () => {
    const plain = await serve(publicDir, 0, { headers: false });
    const { context, page, problems } = await openPage(browser(), "/", { baseUrl: plain.url });
    try {
      await storedAndControlled(page);
      await expect(
        page.evaluate(() => navigator.serviceWorker.controller?.scriptURL),
      ).resolves.toBe(`${plain.url}${OFFLINE_WORKER_URL}`);
      for (const route of PAGES) {
        await page.goto(`${plain.url}${route}`);
        await waitForHydration(page);
      }
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      await plain.close();
    }
  });

  it("/admin/ is not the worker's: the editor's own registration holds it, and nothing of it is stored", async () => {
    const { context, page } = await openPage(browser(), "/", { baseUrl: site.url });
    try {
      await storedAndControlled(page);
      await photosKept(page);
      // The page registers the editor's at the same time as the site's: wait for it to be active.
      await page.evaluate(async () => {
        for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
          const editors = await navigator.serviceWorker.getRegistration("/admin/");
          if (editors?.active && new URL(editors.scope).pathname === "/admin/") return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      const before = (await storedFiles(page)).map(({ url }) => url);
      await page.goto(`${site.url}/admin/`, { waitUntil: "load" });
      const controller = await page.evaluate(
        () => navigator.serviceWorker.controller?.scriptURL ?? null,
      );
      expect(controller).not.toBe(`${site.url}${OFFLINE_WORKER_URL}`);
      expect(controller).toBe(`${site.url}${EDITOR_WORKER_URL}`);
      // The editor has drawn itself and asked for its files: none of them went into a store.
      await page.waitForLoadState("networkidle");
      const after = (await storedFiles(page)).map(({ url }) => url);
      expect(after.filter((url) => !before.includes(url))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("200 photo requests with distinct queries leave the photo store under its byte bound, the real photos kept", async () => {
    const { context, page } = await openPage(browser(), "/", { baseUrl: site.url });
    try {
      await storedAndControlled(page);
      const seen = await photosKept(page);
      const photo = new URL(seen[0]!).pathname;
      await page.evaluate(async (address) => {
        for (let q = 0; q < 200; q++) {
          const response = await fetch(`${address}?q=${q}`);
          await response.arrayBuffer();
        }
      }, photo);
      // Whatever the store does after each request (its clean-up runs once the answer is out).
      await page.waitForTimeout(1000);
      const photos = (await storedFiles(page)).filter(({ store }) => store === "photos");
      const bytes = photos.reduce((sum, { bytes: each }) => sum + each, 0);
      console.log(`Photo store after 200 queries: ${photos.length} entries, ${bytes} bytes`);
      expect(bytes).toBeLessThanOrEqual(PHOTO_STORE_BYTES);
      const kept = photos.map(({ url }) => url);
      for (const address of seen) expect(kept).toContain(address);
      expect(kept.filter((url) => new URL(url).search !== "")).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("an install that fails for want of room leaves no store behind", async () => {
    const { context, page } = await openPage(browser(), "/", {
      baseUrl: site.url,
      navigate: false,
      // How the install ended, as the page sees it.
      initScript: `(${() => {
        const register = ServiceWorkerContainer.prototype.register;
        ServiceWorkerContainer.prototype.register = function (...args) {
          const registered = register.apply(this, args);
          if (new URL(String(args[0]), location.href).pathname.startsWith("/service-worker")) {
            (window as unknown as { installed: Promise<string> }).installed = registered.then(
              (registration) =>
                new Promise<string>((resolve) => {
                  const worker = registration.installing ?? registration.active!;
                  if (worker.state === "activated") resolve(worker.state);
                  worker.addEventListener("statechange", () => {
                    if (["activated", "redundant"].includes(worker.state)) resolve(worker.state);
                  });
                }),
            );
          }
          return registered;
        };
      }})()`,
    });
    try {
      // A phone with little room left: 300 kB for this site, where its store takes about 2 MB.
      const session = await context.newCDPSession(page);
      await session.send("Storage.overrideQuotaForOrigin", {
        origin: site.url,
        quotaSize: 300_000,
      });
      await page.goto(`${site.url}/`);
      await page.waitForFunction(() => "installed" in window, undefined, { timeout: 30_000 });
      await expect(
        page.evaluate(() => (window as unknown as { installed: Promise<string> }).installed),
      ).resolves.toBe("redundant");
      await expect(page.evaluate(() => caches.keys())).resolves.toEqual([]);
    } finally {
      await context.close();
    }
  });
});
