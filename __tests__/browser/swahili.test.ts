import type { Page } from "playwright-core";
import {
  cloudflareBase,
  cloudflareUrl,
  DESKTOP,
  openPage,
  PHONE,
  ROUTES,
  siteUrl,
  SWAHILI_ROUTES,
  waitForHydration,
  waitForIdle,
  browserPerFile,
} from "./support/browser";
import { bringOnScreen, reachSection } from "./support/page-tools";

const SITE = "https://immeasurebeauty.example";
const MAP_EMBED_PREFIX = "https://www.google.com/maps?";

const browser = browserPerFile();

const MAIN_HEADINGS: Record<(typeof SWAHILI_ROUTES)[number], RegExp> = {
  "/sw/": /^Karibu Immeasure Beauty Spa$/,
  "/sw/about/": /^SALUNI YETU$/,
  "/sw/services/": /^Huduma zetu$/,
  "/sw/contact/": /^Wasiliana nasi$/,
};

/** What a page's <head> says about its languages. */
async function languages(page: Page) {
  return page.evaluate(() => {
    const alternates = Object.fromEntries(
      [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]),
    );
    const meta = (property: string) =>
      [...document.head.querySelectorAll(`meta[property="${property}"]`)].map((m) =>
        m.getAttribute("content"),
      );
    const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? "null") as Record<string, unknown>,
    );
    return {
      lang: document.documentElement.lang,
      canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute("href"),
      alternates,
      ogLocale: meta("og:locale"),
      ogLocaleAlternate: meta("og:locale:alternate"),
      jsonLdCount: jsonLd.length,
      inLanguage: (jsonLd[0]?.mainEntityOfPage as { inLanguage?: string } | undefined)?.inLanguage,
      title: document.title,
    };
  });
}

describe.each(SWAHILI_ROUTES)("Swahili page %s", (route) => {
  it("answers 200 in Swahili, with its main heading, and logs no errors", async () => {
    expect((await fetch(siteUrl(route))).status).toBe(200);
    const opened = await openPage(browser(), route);
    const { page, problems, blocked, context } = opened;
    await waitForHydration(page);
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("sw");
    await expect(page.locator("h1").innerText()).resolves.toMatch(MAIN_HEADINGS[route]);
    // The header's links lead to the Swahili pages.
    const nav = page.getByRole("navigation", { name: "Menyu kuu" });
    await expect(
      nav.getByRole("link", { name: "Huduma" }).first().getAttribute("href"),
    ).resolves.toBe("/sw/#services");
    await waitForIdle(opened);
    expect(problems).toEqual([]);
    expect(blocked.filter((url) => !url.startsWith(MAP_EMBED_PREFIX))).toEqual([]);
    await context.close();
  });

  it("names both versions and x-default, and the English page names it back", async () => {
    const english = route.replace(/^\/sw/, "");
    const { page, context } = await openPage(browser(), route, { javaScriptEnabled: false });
    const swahili = await languages(page);
    await page.goto(siteUrl(english));
    const other = await languages(page);
    const both = {
      en: `${SITE}${english}`,
      sw: `${SITE}${route}`,
      "x-default": `${SITE}${english}`,
    };
    expect(swahili).toMatchObject({
      lang: "sw",
      canonical: `${SITE}${route}`,
      alternates: both,
      ogLocale: ["sw_KE"],
      ogLocaleAlternate: ["en_KE"],
      inLanguage: "sw",
      jsonLdCount: 1,
    });
    expect(other).toMatchObject({
      lang: "en",
      canonical: `${SITE}${english}`,
      alternates: both,
      ogLocale: ["en_KE"],
      ogLocaleAlternate: ["sw_KE"],
      inLanguage: "en",
    });
    expect(swahili.title).not.toBe(other.title);
    await context.close();
  });
});

// As Cloudflare Pages' own runtime answers it (support/cloudflare.ts): the nearest 404.html up
// the path, sw/404.html.
describe("the Swahili 404 page", () => {
  it("answers an unknown address under /sw/ in Swahili, linking to the Swahili pages", async () => {
    expect((await fetch(cloudflareUrl("/sw/no-such-page/"))).status).toBe(404);
    const { page, context } = await openPage(browser(), "/sw/no-such-page/", {
      baseUrl: cloudflareBase(),
    });
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe("sw");
    await expect(page.locator("h1").innerText()).resolves.toBe("Hatukuupata ukurasa huo");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("link", { name: "Rudi kwenye ukurasa wa nyumbani" }).getAttribute("href"),
    ).resolves.toBe("/sw/");
    await expect(
      main.getByRole("link", { name: "Angalia huduma zetu" }).getAttribute("href"),
    ).resolves.toBe("/sw/services/");
    await context.close();
  });
});

describe("the language switch", () => {
  it.each(ROUTES)(
    "%s: leads to the same page in Swahili and back, named in each language, before scripts run",
    async (route) => {
      const { page, context } = await openPage(browser(), route, { javaScriptEnabled: false });
      const toSwahili = page.getByRole("link", { name: "Language: Kiswahili" });
      await expect(toSwahili.getAttribute("href")).resolves.toBe(`/sw${route}`);
      await expect(toSwahili.getAttribute("hreflang")).resolves.toBe("sw");
      await expect(toSwahili.locator("[lang=sw]").innerText()).resolves.toBe("Kiswahili");
      await toSwahili.click();
      await page.waitForURL(siteUrl(`/sw${route}`));
      const toEnglish = page.getByRole("link", { name: "Lugha: English" });
      await expect(toEnglish.getAttribute("href")).resolves.toBe(route);
      await expect(toEnglish.locator("[lang=en]").innerText()).resolves.toBe("English");
      await context.close();
    },
  );

  it("works from the keyboard and is remembered only for a direct visit to the home page", async () => {
    const { page, context } = await openPage(browser(), "/services/", { viewport: PHONE });
    await waitForHydration(page);
    await page.getByRole("link", { name: "Language: Kiswahili" }).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(siteUrl("/sw/services/"));
    // A plain link: the Swahili page loads whole, with its own language.
    await page.waitForFunction(() => document.documentElement.lang === "sw");
    await expect(page.locator("h1").innerText()).resolves.toBe("Huduma zetu");

    // The next visit, typed in: the Swahili home page.
    await page.goto(siteUrl("/"));
    await page.waitForURL(siteUrl("/sw/"));
    // A visitor who followed a link stays where it led.
    await page.goto(siteUrl("/"), { referer: "https://www.google.com/" });
    await waitForHydration(page);
    await expect(page.evaluate(() => window.location.pathname)).resolves.toBe("/");
    await page.goto(siteUrl("/about/"));
    await waitForHydration(page);
    await expect(page.evaluate(() => window.location.pathname)).resolves.toBe("/about/");
    await context.close();

    // Someone who never chose (a crawler) is never sent anywhere.
    const fresh = await openPage(browser(), "/");
    await waitForHydration(fresh.page);
    await expect(fresh.page.evaluate(() => window.location.pathname)).resolves.toBe("/");
    await fresh.context.close();
  });
});

describe("booking in Swahili", () => {
  const NOW = "2025-11-27T09:00:00+03:00";
  const text = (href: string | null) => new URL(href!).searchParams.get("text");

  it("Book Now and Send on WhatsApp write the message in Swahili, with totals and the preferred day", async () => {
    const { page, context } = await openPage(browser(), "/sw/services/", {
      viewport: DESKTOP,
      fixedTime: NOW,
    });
    await waitForHydration(page);
    await page.locator("[data-booking-toggle]").first().waitFor();
    const row = page.locator("#booking-list li[data-treatment=manicure]").first();
    await expect(row.locator('[data-field="duration"]').innerText()).resolves.toBe(
      "Muda: dakika 30",
    );
    await expect(
      text(
        await row
          .getByRole("link", { name: /^Weka miadi: Manicure kupitia WhatsApp/ })
          .getAttribute("href"),
      ),
    ).toBe(
      "Habari, ningependa kuweka miadi ya Manicure (muda: dakika 30, KES 400). Tafadhali nithibitishie kama mna nafasi.",
    );

    await page.getByRole("button", { name: "Ongeza kwenye miadi: Manicure", exact: true }).click();
    await page.getByRole("button", { name: "Ongeza kwenye miadi: Pedicure", exact: true }).click();
    const region = page.getByRole("region", { name: "Miadi yako", exact: true });
    // The count beside the panel's heading starts with a capital, as a line of its own does.
    await expect(region.getByTestId("booking-count").innerText()).resolves.toBe("Huduma 2");
    await region.getByLabel("Siku unayopendelea (si lazima)").fill("2025-11-29");
    const timeOfDay = region.getByLabel("Wakati unaopendelea (si lazima)");
    // The parts of the day in Swahili time, as the salon's hours are written (08:00-21:00).
    await expect(timeOfDay.locator("option").allInnerTexts()).resolves.toEqual([
      "Wakati wowote",
      "Asubuhi, saa 2 – saa 6 mchana",
      "Mchana, saa 6 – saa 10 jioni",
      "Jioni, saa 10 – saa 3 usiku",
    ]);
    await timeOfDay.selectOption("morning");
    const send = region.getByRole("link", { name: "Tuma kwa WhatsApp" });
    await expect(send.getAttribute("href").then(text)).resolves.toMatch(/Jumamosi/);
    const message = text(await send.getAttribute("href"))!.split("\n");
    expect(message[0]).toBe("Habari, ningependa kuweka miadi ya:");
    expect(message).toContain("- Manicure (muda: dakika 30, KES 400)");
    // The totals under the panel's own names for them.
    await expect(region.locator("dt").allInnerTexts()).resolves.toEqual([
      "Jumla ya muda",
      "Jumla ya bei",
    ]);
    expect(message).toContain("Jumla ya muda: saa 1 na dakika 15.");
    expect(message).toContain("Jumla ya bei: KES 900.");
    expect(message).toContain("Ningependa kuja: Jumamosi, tarehe 29 Novemba, asubuhi.");
    expect(message.at(-1)).toBe("Tafadhali nithibitishie kama mna nafasi.");

    // A price on request: the page says "Uliza bei" (ask the price); the client's own message asks
    // the salon for it, "naomba bei".
    await page.getByRole("tab", { name: "Mafunzo ya urembo" }).click();
    const training = page.locator("#booking-list li[data-treatment=training]");
    await expect(training.locator('[data-field="price"]').innerText()).resolves.toBe("Uliza bei");
    await expect(
      text(
        await training
          .getByRole("link", { name: /^Weka miadi: Mafunzo ya urembo kupitia WhatsApp/ })
          .getAttribute("href"),
      ),
    ).toBe(
      // A course is joined, not booked: she asks for its price and the next intake.
      "Habari, ningependa kujiunga na Mafunzo ya urembo (miezi 3). Naomba bei na tarehe ya kundi lijalo.",
    );
    await training.getByRole("button", { name: "Ongeza kwenye miadi: Mafunzo ya urembo" }).click();
    await expect(page.getByTestId("booking-total-price").innerText()).resolves.toBe(
      "KES 900 + uliza bei ya huduma 1",
    );
    const withCourse = text(await send.getAttribute("href"))!.split("\n");
    // The course after the appointments and outside their totals: she asks to join it.
    expect(withCourse).toContain(
      "Ningependa pia kujiunga na Mafunzo ya urembo (miezi 3). Naomba bei na tarehe ya kundi lijalo.",
    );
    expect(withCourse).toContain("Jumla ya bei: KES 900.");
    expect(withCourse.at(-1)).toBe("Tafadhali nithibitishie kama mna nafasi.");
    await context.close();
  });
});

describe("the Swahili booking bar on a phone", () => {
  it("starts its line with a capital, as a line of its own", async () => {
    const { page, context } = await openPage(browser(), "/sw/services/", { viewport: PHONE });
    await waitForHydration(page);
    // Add to booking comes with the list's script, as the list comes on the screen.
    await reachSection(page, "booking");
    await page.getByRole("button", { name: "Ongeza kwenye miadi: Manicure", exact: true }).click();
    await page.getByRole("button", { name: "Ongeza kwenye miadi: Pedicure", exact: true }).click();
    const bar = page.getByTestId("booking-bar");
    await page.waitForFunction(() =>
      document.querySelector("[data-testid=booking-bar]")?.textContent?.includes("KES 900"),
    );
    // The count and the price are a line of their own, under "MIADI YAKO".
    expect((await bar.innerText()).split("\n")).toContain("Huduma 2 · KES 900");
    await context.close();
  });
});

describe("the Swahili contact page", () => {
  it("says when the closed salon opens in Swahili time", async () => {
    const { page, context } = await openPage(browser(), "/sw/contact/", {
      fixedTime: "2025-03-10T04:59:00Z", // 07:59 in Nairobi: a minute before opening.
    });
    await waitForHydration(page);
    await expect(
      page.waitForFunction(
        () =>
          document.querySelector('[data-testid="opening-status"]')?.textContent ===
          "Tumefunga, tunafungua saa 2 asubuhi",
      ),
    ).resolves.toBeTruthy();
    await context.close();
  });

  it("says kesho after closing time, when it opens the next day", async () => {
    const { page, context } = await openPage(browser(), "/sw/contact/", {
      fixedTime: "2025-03-10T19:30:00Z", // 22:30 in Nairobi: closed since 21:00.
    });
    await waitForHydration(page);
    await expect(
      page.waitForFunction(
        () =>
          document.querySelector('[data-testid="opening-status"]')?.textContent ===
          "Tumefunga, tunafungua kesho saa 2 asubuhi",
      ),
    ).resolves.toBeTruthy();
    await context.close();
  });
});

describe("the clients' reviews on the Swahili home page", () => {
  it("are shown in the words the clients wrote, marked as English and said so in Swahili", async () => {
    const { page, context } = await openPage(browser(), "/sw/", { javaScriptEnabled: false });
    // Read on the screen: far below it, the browser renders nothing of the section.
    const quote = await bringOnScreen(page.locator("blockquote").first());
    await expect(quote.innerText()).resolves.toMatch(/^“I booked a trial/);
    // Each review: the line in Swahili (the page's language, no lang of its own), then the quote
    // in English, read by a screen reader in that order.
    const cards = await page.locator("#reviews figure").evaluateAll((figures) =>
      figures.map((figure) => {
        const quote = figure.querySelector("blockquote");
        const note = quote?.previousElementSibling;
        return {
          note: note?.textContent,
          noteLang: note?.closest("[lang]")?.getAttribute("lang"),
          quoteLang: quote?.getAttribute("lang"),
        };
      }),
    );
    expect(cards.length).toBe(3);
    for (const card of cards) {
      expect(card).toEqual({
        note: "Maoni kama mteja alivyoyaandika (kwa Kiingereza)",
        noteLang: "sw",
        quoteLang: "en",
      });
    }
    await context.close();
  });
});
