// Each treatment's own page ("/services/<id>/" and its Swahili twin), as the people and programs
// that meet it do: a chat app unfurling a shared link (open-graph-scraper, run on the built HTML as
// a link-preview library reads a fetched page), a search engine reading the sitemap and the
// structured data, a phone without JavaScript, and a visitor tapping Share with and without the
// phone's share sheet. The treatments and their words come from the content files, not a copy.
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import ogs from "open-graph-scraper";
import sharp from "sharp";
import { siteUrl as builtSiteUrl } from "../../gatsby/build-settings";
import type { Page } from "playwright-core";
import {
  browserPerFile,
  DESKTOP,
  openPage,
  PHONE,
  siteUrl,
  waitForHydration,
} from "./support/browser";
import { bringOnScreen, reachSection, readContent } from "./support/page-tools";
import { REMOVED, scratchBuild, scratchServerPerFile } from "./support/scratch-site";

const browser = browserPerFile();
const repoRoot = path.resolve(__dirname, "../..");
const publicDir = path.join(repoRoot, "public");
const folder = path.join(repoRoot, "content/treatments");

interface Treatment {
  slug: string;
  name: string;
  duration: string;
  price: string;
  body: string;
}

/** Each treatment in each language, from its file and its twin's (the English name if none). */
function treatmentsIn(locale: "en" | "sw"): Treatment[] {
  return fs
    .readdirSync(folder)
    .filter((file) => /^[^.]+\.md$/.test(file))
    .map((file) => {
      const slug = file.replace(/\.md$/, "");
      const english = matter(fs.readFileSync(path.join(folder, file), "utf8"));
      const twinFile = path.join(folder, `${slug}.sw.md`);
      const twin =
        locale === "sw" && fs.existsSync(twinFile)
          ? matter(fs.readFileSync(twinFile, "utf8"))
          : null;
      const data = english.data as { name: string; duration: string; price: string };
      return {
        slug,
        name: (twin?.data.name as string | undefined) ?? data.name,
        duration: data.duration,
        price: data.price,
        body: (twin?.content.trim() || english.content).trim(),
      };
    });
}

const LANGUAGES = [
  { locale: "en", prefix: "" },
  { locale: "sw", prefix: "/sw" },
] as const;
const ALL = LANGUAGES.flatMap(({ locale, prefix }) =>
  treatmentsIn(locale).map((treatment) => ({
    ...treatment,
    locale,
    route: `${prefix}/services/${treatment.slug}/`,
  })),
);
const salon = readContent<{ name: string }>("site.yaml").name;

const htmlOf = (route: string) =>
  fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8");

describe("link previews", () => {
  it("there is a page for every treatment in both languages (26 and more)", () => {
    expect(ALL.length).toBeGreaterThanOrEqual(26);
    for (const { route } of ALL) expect(fs.existsSync(path.join(publicDir, route))).toBe(true);
  });

  it.each(ALL)(
    "$route unfurls with its name, duration, price, description and its own picture",
    async ({ route, locale, slug, name, price, body }) => {
      const { result, error } = await ogs({ html: htmlOf(route) });
      expect(error).toBe(false);
      // "<Treatment> · <duration> · <price> | <salon> Kenya"; a price on request in its words.
      const shownPrice = price === "Contact for pricing" && locale === "sw" ? "Uliza bei" : price;
      expect(result.ogTitle).toMatch(
        new RegExp(`^${escape(name)} · .+ · ${escape(shownPrice)} \\| ${escape(salon)} Kenya$`),
      );
      // The description's first words, without its Markdown.
      const firstWords = body.replace(/[*_]/g, "").split(/\s+/).slice(0, 6).join(" ");
      expect(result.ogDescription?.startsWith(firstWords)).toBe(true);
      expect(result.ogDescription!.length).toBeLessThanOrEqual(200);
      expect(result.ogUrl).toBe(`${builtSiteUrl}${route}`);
      expect(result.ogLocale).toBe(locale === "sw" ? "sw_KE" : "en_KE");
      const image = `${builtSiteUrl}/share/${locale}/${slug}.jpg`;
      expect(result.ogImage).toEqual([
        expect.objectContaining({ url: image, width: "1200", height: "630", type: "image/jpeg" }),
      ]);
      expect(result.twitterImage?.[0]?.url).toBe(image);
      // The picture the address names is there, of the size it says, a JPEG under 300 kB.
      const file = path.join(publicDir, new URL(image).pathname);
      expect(fs.statSync(file).size).toBeLessThan(300 * 1000);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
    },
  );

  it("the titles say the duration and the price in the page's language", async () => {
    const title = async (route: string) => (await ogs({ html: htmlOf(route) })).result.ogTitle;
    await expect(title("/services/micro-blading/")).resolves.toBe(
      `Micro-blading · 2 hrs · KES 10,000 | ${salon} Kenya`,
    );
    await expect(title("/sw/services/micro-blading/")).resolves.toBe(
      `Micro-blading · saa 2 · KES 10,000 | ${salon} Kenya`,
    );
    await expect(title("/sw/services/training/")).resolves.toMatch(/· miezi 3 · Uliza bei \|/);
  });

  it.each(ALL)(
    "$route: its structured data is a Service with its Offer in KES, by the salon",
    ({ route, name, price }) => {
      const json = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(
        htmlOf(route),
      );
      const data = JSON.parse(json![1]!) as Record<string, unknown> & {
        offers: Record<string, unknown>;
        provider: Record<string, unknown>;
      };
      expect(data).toMatchObject({
        "@type": "Service",
        name,
        url: `${builtSiteUrl}${route}`,
        provider: { "@type": "BeautySalon", "@id": `${builtSiteUrl}/#business`, name: salon },
      });
      const amount = /^KES ([\d,]+)$/.exec(price)?.[1]?.replace(/,/g, "");
      expect(data.offers).toEqual({
        "@type": "Offer",
        url: `${builtSiteUrl}${route}`,
        ...(amount ? { price: amount, priceCurrency: "KES" } : {}),
      });
    },
  );
});

describe("sitemap.xml", () => {
  it("lists every treatment page once per language, each with its hreflang twins", () => {
    const sitemap = fs.readFileSync(path.join(publicDir, "sitemap.xml"), "utf8");
    const urls = sitemap.split("<url>").slice(1);
    for (const { route, slug } of ALL) {
      const entries = urls.filter((url) => url.includes(`<loc>${builtSiteUrl}${route}</loc>`));
      expect([route, entries.length]).toEqual([route, 1]);
      for (const [lang, address] of [
        ["en", `/services/${slug}/`],
        ["sw", `/sw/services/${slug}/`],
        ["x-default", `/services/${slug}/`],
      ]) {
        expect(entries[0]).toContain(
          `<xhtml:link rel="alternate" hreflang="${lang}" href="${builtSiteUrl}${address}"/>`,
        );
      }
    }
  });
});

describe("without JavaScript", () => {
  it.each(LANGUAGES)(
    "/$locale: a treatment page shows its name, facts, description and categories; Book Now says what the list's says",
    async ({ prefix, locale }) => {
      const treatment = ALL.find(
        (item) => item.locale === locale && item.slug === "micro-blading",
      )!;
      const list = await openPage(browser(), `${prefix}/services/`, {
        javaScriptEnabled: false,
        viewport: PHONE,
      });
      const row = list.page.locator('[data-treatment="micro-blading"]');
      const bookNowName = /^(Book Now|Weka miadi): /;
      const listBookNow = await row.getByRole("link", { name: bookNowName }).getAttribute("href");
      // The row's name leads to the treatment's page.
      await expect(
        row.getByRole("link", { name: treatment.name, exact: true }).getAttribute("href"),
      ).resolves.toBe(treatment.route);
      await list.context.close();

      const { page, context, problems } = await openPage(browser(), treatment.route, {
        javaScriptEnabled: false,
        viewport: PHONE,
      });
      await expect(page.locator("h1").innerText()).resolves.toBe(treatment.name);
      const main = await page.locator("main").innerText();
      expect(main).toContain("KES 10,000");
      expect(main).toContain(locale === "sw" ? "saa 2" : "2 hrs");
      expect(main).toContain(treatment.body.slice(0, 60));
      const categories = readContent<{ items: { id: string; name: string }[] }>(
        locale === "sw" ? "categories.sw.yaml" : "categories.yaml",
      ).items;
      expect(main).toContain(categories.find((category) => category.id === "beauty")!.name);
      // The same pre-filled WhatsApp message as the list's Book Now.
      const bookNow = page.getByRole("link", { name: bookNowName });
      await expect(bookNow.getAttribute("href")).resolves.toBe(listBookNow);
      // The trail back to the services page, in the page's language.
      await expect(
        page
          .getByRole("navigation", { name: locale === "sw" ? "Mahali ulipo" : "Where you are" })
          .getByRole("link")
          .getAttribute("href"),
      ).resolves.toBe(`${prefix}/services/`);
      // Share is a WhatsApp link with the treatment and its whole address.
      const share = await page.locator("a[data-share]").getAttribute("href");
      const text = new URL(share!).searchParams.get("text")!;
      expect(share!.startsWith("https://wa.me/?text=")).toBe(true);
      expect(text).toContain(`Micro-blading · ${locale === "sw" ? "saa 2" : "2 hrs"} · KES 10,000`);
      expect(text.endsWith(`\n${builtSiteUrl}${treatment.route}`)).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

describe("Share", () => {
  const ROUTE = "/sw/services/micro-blading/";
  const expected = {
    title: "Micro-blading · saa 2 · KES 10,000",
    text: `Micro-blading · saa 2 · KES 10,000, kwenye ${salon}`,
    url: `${builtSiteUrl}${ROUTE}`,
  };
  // A share sheet that keeps what it was handed (Chromium on Linux has none of its own).
  const SHARE_SHEET = `Object.defineProperty(Navigator.prototype, "share", {
    configurable: true,
    value(data) { window.__shared = JSON.parse(JSON.stringify(data)); return Promise.resolve(); },
  });`;
  const shared = (page: Page) =>
    page.evaluate(() => (window as unknown as { __shared?: unknown }).__shared);

  it.each([
    ["its page", ROUTE, "a[data-share]"],
    // On the list, before the row's section has hydrated (none of its code is asked for).
    ["its row on the list", "/sw/services/", '[data-treatment="micro-blading"] a[data-share]'],
  ])(
    "%s: opens the phone's share sheet with the treatment's title, text and address where it has one",
    async (_where, route, selector) => {
      const { page, context, blocked, problems } = await openPage(browser(), route, {
        viewport: PHONE,
        initScript: SHARE_SHEET,
      });
      await waitForHydration(page);
      const link = await bringOnScreen(page.locator(selector));
      await link.click();
      await expect(shared(page)).resolves.toEqual(expected);
      // Nothing else opened: no WhatsApp tab.
      expect(context.pages()).toHaveLength(1);
      expect(blocked).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it("opens WhatsApp's share link where the phone has no share sheet", async () => {
    const { page, context, waitForBlocked, problems } = await openPage(browser(), ROUTE, {
      viewport: PHONE,
      initScript: `delete Navigator.prototype.share;`,
    });
    await waitForHydration(page);
    const href = `https://wa.me/?text=${encodeURIComponent(`${expected.text}\n${expected.url}`)}`;
    await expect(page.locator("a[data-share]").getAttribute("href")).resolves.toBe(href);
    const opened = waitForBlocked(href);
    await page.locator("a[data-share]").click();
    await opened;
    expect(problems).toEqual([]);
    await context.close();
  });
});

// The booking basket on a treatment's page is the services list's: the same stored booking, the
// same panel (a bar at a phone's foot, a column beside on a wide screen) and the same message.
describe("Add to booking", () => {
  const STORED = "booking";
  const toggle = (page: Page, name: string) =>
    page.getByRole("button", { name: `Add to booking: ${name}`, exact: true });
  const region = (page: Page) => page.getByRole("region", { name: "Your booking", exact: true });
  const messageOf = async (page: Page) => {
    const href = await region(page)
      .getByRole("link", { name: "Send on WhatsApp" })
      .getAttribute("href");
    return new URL(href!).searchParams.get("text");
  };

  it.each([
    ["a phone", PHONE],
    ["a wide screen", DESKTOP],
  ])(
    "on %s: adds the treatment to a booking begun on the list, says so, and the list has it too",
    async (_screen, viewport) => {
      const { page, context, problems } = await openPage(browser(), "/services/", { viewport });
      await waitForHydration(page);
      await reachSection(page, "booking");
      await toggle(page, "Manicure").click();
      await region(page).locator("[data-booking-item]", { hasText: "Manicure" }).waitFor({
        state: "attached",
      });

      await page.goto(siteUrl("/services/micro-blading/"));
      await waitForHydration(page);
      // The stored booking wakes the page's part at once: the booking shows with its one treatment.
      const add = toggle(page, "Micro-blading");
      await add.waitFor();
      await expect(add.getAttribute("aria-pressed")).resolves.toBe("false");
      const items = region(page).locator("[data-booking-item]");
      await items.filter({ hasText: "Manicure" }).waitFor({ state: "attached" });
      await expect(items.count()).resolves.toBe(1);
      await add.click();
      await expect(add.getAttribute("aria-pressed")).resolves.toBe("true");
      await page
        .getByTestId("booking-announcer")
        .filter({ hasText: /^Micro-blading added/ })
        .waitFor({ state: "attached" });
      await region(page).locator("[data-booking-item]", { hasText: "Micro-blading" }).waitFor({
        state: "attached",
      });
      // On a phone the booking is a bar at the screen's foot: the visitor opens it to send.
      const bar = page.getByTestId("booking-bar");
      if (await bar.isVisible()) await bar.click();
      const message = await messageOf(page);
      expect(message).toContain("Manicure");
      expect(message).toContain("Micro-blading");
      await expect(
        page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).treatments, STORED),
      ).resolves.toEqual(["manicure", "micro-blading"]);

      // Back on the list, the treatment added on its page is pressed there too.
      await page.goto(siteUrl("/services/"));
      await waitForHydration(page);
      await reachSection(page, "booking");
      await expect(toggle(page, "Micro-blading").getAttribute("aria-pressed")).resolves.toBe(
        "true",
      );
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it("in Swahili, with nothing stored: shows once the visitor scrolls, and starts a booking", async () => {
    const { page, context, problems } = await openPage(browser(), "/sw/services/micro-blading/", {
      viewport: PHONE,
    });
    await waitForHydration(page);
    // Its part hydrates as the visitor first moves the page, not with the first view.
    await page.mouse.wheel(0, 120);
    const add = page.getByRole("button", { name: "Ongeza kwenye miadi: Micro-blading" });
    await add.click();
    await expect(add.getAttribute("aria-pressed")).resolves.toBe("true");
    // The booking's bar comes up at the screen's foot, with the one treatment.
    await page.getByTestId("booking-bar").filter({ hasText: "KES 10,000" }).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows no Add to booking without JavaScript, where it could do nothing", async () => {
    const off = await openPage(browser(), "/services/micro-blading/", {
      javaScriptEnabled: false,
      viewport: PHONE,
    });
    await expect(off.page.getByText("Add to booking").first().isVisible()).resolves.toBe(false);
    await off.context.close();
  });
});

// The shared copy of the site (support/scratch-site.ts), in which the owner deleted a treatment.
describe("a treatment the owner deleted", () => {
  const copy = scratchServerPerFile();

  it(
    "has no page, picture or sitemap entry; its old addresses get the 404 page of their language",
    async () => {
      const { publicDir: built, log } = scratchBuild();
      const sitemap = fs.readFileSync(path.join(built, "sitemap.xml"), "utf8");
      for (const { locale, prefix } of LANGUAGES) {
        const route = `${prefix}/services/${REMOVED.slug}/`;
        // A treatment still there keeps its page and picture: the copy has treatment pages.
        expect(fs.existsSync(path.join(built, prefix, "services/micro-blading/index.html"))).toBe(
          true,
        );
        expect(fs.existsSync(path.join(built, route))).toBe(false);
        expect(fs.existsSync(path.join(built, `share/${locale}/${REMOVED.slug}.jpg`))).toBe(false);
        expect(sitemap).not.toContain(`/services/${REMOVED.slug}/`);
        // As the static host answers an address it has no file for (support: the site's server).
        const response = await fetch(`${copy()}${route}`);
        expect([route, response.status]).toEqual([route, 404]);
        expect(await response.text()).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${locale}"`));
      }
      // Nothing names it: the build has nothing missing to report.
      expect(log).not.toContain(REMOVED.slug);
    },
    45 * 60_000,
  );
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
