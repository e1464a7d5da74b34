import fs from "fs";
import path from "path";
import type { Page } from "playwright-core";
import {
  DESKTOP,
  PHONE,
  openPage,
  waitForHydration,
  waitForIdle,
  browserPerFile,
} from "./support/browser";
import { reachSection } from "./support/page-tools";

// Expected values are written out here, independently of the code that builds them.
const ALL = [
  "Facials & Skincare",
  "Nail Art – Tips",
  "Nail Art – Gum Gel",
  "Nail Art – Stick-ons",
  "Nail Art – Builder Gel",
  "Professional Makeup",
  "Manicure",
  "Pedicure",
  "Tweezing & Threading",
  "Armpit Waxing",
  "Micro-blading",
  "Eyelashes",
  "Beauty Training",
];
const NAIL_CARE = [
  "Nail Art – Tips",
  "Nail Art – Gum Gel",
  "Nail Art – Stick-ons",
  "Nail Art – Builder Gel",
  "Manicure",
  "Pedicure",
];
const BEAUTY = [
  "Facials & Skincare",
  "Professional Makeup",
  "Tweezing & Threading",
  "Armpit Waxing",
  "Micro-blading",
  "Eyelashes",
];
const TRAINING = ["Beauty Training"];

const WA = "https://wa.me/254700000000?text=";
const BOOKING_URLS: Record<string, string> = {
  Manicure: `${WA}Hello%2C%20I%20would%20like%20to%20book%20a%20Manicure%20(30%20mins%2C%20KES%20400).%20Please%20confirm%20availability.`,
  // A course (months long) is joined, not booked: the message asks for its price and next intake.
  "Beauty Training": `${WA}Hello%2C%20I%20would%20like%20to%20join%20Beauty%20Training%20(3%20months).%20Please%20send%20me%20the%20price%20and%20the%20date%20of%20the%20next%20intake.`,
  "Nail Art – Tips": `${WA}Hello%2C%20I%20would%20like%20to%20book%20a%20Nail%20Art%20%E2%80%93%20Tips%20(1%20hr%2C%20KES%201%2C100).%20Please%20confirm%20availability.`,
  "Micro-blading": `${WA}Hello%2C%20I%20would%20like%20to%20book%20a%20Micro-blading%20(2%20hrs%2C%20KES%2010%2C000).%20Please%20confirm%20availability.`,
  "Facials & Skincare": `${WA}Hello%2C%20I%20would%20like%20to%20book%20a%20Facials%20%26%20Skincare%20(45%20mins%2C%20KES%20600).%20Please%20confirm%20availability.`,
};

const browser = browserPerFile();

const booking = (page: Page) => page.getByRole("region", { name: "BOOK A TREATMENT" });
// The rows shown: hidden by the tab list once the page's script runs, and by the static choice's CSS
// before.
const visibleRows = (page: Page) => page.locator("#booking-list li[data-treatment]:visible");
const rowNames = (page: Page) =>
  page.locator("#booking-list li[data-treatment]:visible h3").allInnerTexts();
const row = (page: Page, name: string) =>
  visibleRows(page).filter({ has: page.getByRole("heading", { name, exact: true }) });
/** A row's Read More: the summary of its description's disclosure. */
const readMore = (page: Page, name: string) =>
  row(page, name).locator("summary", { hasText: `Read More about ${name}` });

describe("services page structure", () => {
  it("shows the page heading, the signature intro, the booking list and the gallery, in order", async () => {
    const opened = await openPage(browser(), "/services/");
    const { page, context, problems } = opened;
    await waitForHydration(page);
    const headings = await page
      .locator("main h1, main h2")
      .evaluateAll((nodes) => nodes.map((n) => `${n.tagName} ${n.textContent?.trim()}`));
    expect(headings).toEqual([
      "H1 Our Services",
      "H2 SIGNATURE TREATMENTS",
      "H2 BOOK A TREATMENT",
      "H2 Gallery",
    ]);
    await expect(
      page.getByText("Unveil the potential of your beauty through our curated treatments").count(),
    ).resolves.toBe(1);
    await waitForIdle(opened);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("carries the All Services list and working booking links in the static HTML", async () => {
    const { page, context } = await openPage(browser(), "/services/", { javaScriptEnabled: false });
    await expect(rowNames(page)).resolves.toEqual(ALL);
    await expect(
      row(page, "Manicure")
        .getByRole("link", { name: /Manicure on WhatsApp/ })
        .getAttribute("href"),
    ).resolves.toBe(BOOKING_URLS.Manicure);
    // Every photo of the gallery is in the HTML too, each with its number.
    await expect(page.locator("#gallery-photo-1 [data-slide-number]").innerText()).resolves.toBe(
      "1 / 19",
    );
    await expect(page.locator("[data-slide]").count()).resolves.toBe(19);
    await context.close();
  });
});

describe("treatment tabs", () => {
  it("is a tab list that starts on All Services and filters the rows by category", async () => {
    const { page, context, problems } = await openPage(browser(), "/services/");
    await waitForHydration(page);
    // A tab list once the list has hydrated, as it comes on the screen (a choice of radio buttons
    // before).
    await reachSection(page, "booking");
    const tablist = booking(page).getByRole("tablist");
    await tablist.waitFor();
    await expect(tablist.getByRole("tab").allInnerTexts()).resolves.toEqual([
      "All Services",
      "Nail Care",
      "Beauty Treatments",
      "Beauty Training",
    ]);
    const tab = (name: string) => tablist.getByRole("tab", { name, exact: true });
    await expect(tab("All Services").getAttribute("aria-selected")).resolves.toBe("true");
    await expect(visibleRows(page).count()).resolves.toBe(13);
    await expect(rowNames(page)).resolves.toEqual(ALL);

    for (const [name, expected] of [
      ["Nail Care", NAIL_CARE],
      ["Beauty Treatments", BEAUTY],
      ["Beauty Training", TRAINING],
      ["All Services", ALL],
    ] as const) {
      await tab(name).click();
      await expect(tab(name).getAttribute("aria-selected")).resolves.toBe("true");
      await expect(rowNames(page)).resolves.toEqual(expected);
      // The panel is named by its tab, so the selection is announced with the list.
      const panel = page.getByRole("tabpanel", { name, exact: true });
      await expect(panel.isVisible()).resolves.toBe(true);
      await expect(page.locator("[role=tabpanel]:not([hidden])").count()).resolves.toBe(1);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("moves between tabs with the arrow keys, Home and End", async () => {
    const { page, context } = await openPage(browser(), "/services/", { viewport: PHONE });
    await waitForHydration(page);
    await reachSection(page, "booking");
    const tabs = page.getByRole("tab");
    await tabs.first().focus();
    const selected = () =>
      page.evaluate(() => ({
        focused: document.activeElement?.textContent,
        selected: document.querySelector("[role=tab][aria-selected=true]")?.textContent,
        tabbable: [...document.querySelectorAll("[role=tab]")]
          .filter((t) => t.getAttribute("tabindex") === "0")
          .map((t) => t.textContent),
      }));
    await page.keyboard.press("ArrowRight");
    await expect(selected()).resolves.toEqual({
      focused: "Nail Care",
      selected: "Nail Care",
      tabbable: ["Nail Care"],
    });
    await expect(rowNames(page)).resolves.toEqual(NAIL_CARE);
    await page.keyboard.press("End");
    await expect(selected()).resolves.toMatchObject({ focused: "Beauty Training" });
    await page.keyboard.press("ArrowRight");
    await expect(selected()).resolves.toMatchObject({ selected: "All Services" });
    await page.keyboard.press("ArrowLeft");
    await expect(selected()).resolves.toMatchObject({ selected: "Beauty Training" });
    await expect(rowNames(page)).resolves.toEqual(TRAINING);
    await page.keyboard.press("Home");
    await expect(selected()).resolves.toMatchObject({ selected: "All Services" });
    await context.close();
  });
});

describe("treatment rows", () => {
  it("show name, Read More, duration, price and Book Now", async () => {
    const { page, context } = await openPage(browser(), "/services/", { viewport: PHONE });
    await waitForHydration(page);
    const training = row(page, "Beauty Training");
    await expect(training.locator("[data-field=duration]").innerText()).resolves.toBe("3 months");
    await expect(training.locator("[data-field=price]").innerText()).resolves.toBe(
      "Contact for pricing",
    );
    const manicure = row(page, "Manicure");
    await expect(manicure.locator("[data-field=duration]").innerText()).resolves.toBe("30 mins");
    await expect(manicure.locator("[data-field=price]").innerText()).resolves.toBe("KES 400");
    await expect(readMore(page, "Manicure").isVisible()).resolves.toBe(true);
    const book = manicure.getByRole("link", {
      name: "Book Now: Manicure on WhatsApp (opens in a new tab)",
    });
    await expect(book.innerText()).resolves.toBe("Book Now");
    await context.close();
  });

  it("open one description at a time; Read More on the open one closes it", async () => {
    const { page, context, problems } = await openPage(browser(), "/services/");
    await waitForHydration(page);
    const disclosure = (name: string) => readMore(page, name).locator("xpath=..");
    const isOpen = (name: string) =>
      disclosure(name).evaluate((details) => (details as HTMLDetailsElement).open);
    const description = (name: string) => disclosure(name).locator("[id$=-description]");
    const openCount = () => page.locator("#booking-list details[open]").count();

    await expect(openCount()).resolves.toBe(0);
    await expect(description("Manicure").isVisible()).resolves.toBe(false);

    await readMore(page, "Manicure").click();
    await expect(isOpen("Manicure")).resolves.toBe(true);
    expect(await description("Manicure").innerText()).toMatch(/classic manicure/i);

    await readMore(page, "Pedicure").click();
    await expect(isOpen("Pedicure")).resolves.toBe(true);
    await expect(isOpen("Manicure")).resolves.toBe(false);
    await expect(description("Manicure").isVisible()).resolves.toBe(false);
    await expect(description("Pedicure").isVisible()).resolves.toBe(true);
    await expect(openCount()).resolves.toBe(1);

    await readMore(page, "Pedicure").click();
    await expect(isOpen("Pedicure")).resolves.toBe(false);
    await expect(description("Pedicure").isVisible()).resolves.toBe(false);
    await expect(openCount()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a treatment's description", () => {
  // The animation the description runs as it opens, read in the page as it starts: its name, how
  // long it takes, and its first keyframe.
  const openingAnimation = async (page: Page) => {
    await page.evaluate(() => {
      const started: unknown[][] = [];
      (window as unknown as { started: unknown[][] }).started = started;
      document.addEventListener("animationstart", (event) => {
        const target = event.target as Element;
        if (!target.id.endsWith("-description")) return;
        const animation = target
          .getAnimations()
          .find((each) => (each as CSSAnimation).animationName === event.animationName);
        // An animation that has already ended (under reduced motion) is no longer listed.
        const effect = animation?.effect as KeyframeEffect | undefined;
        const [first] = effect?.getKeyframes() ?? [];
        started.push([
          event.animationName,
          parseFloat(getComputedStyle(target).animationDuration) * 1000,
          first && `${first.offset}: opacity ${first.opacity}, ${first.transform}`,
        ]);
      });
    });
    await readMore(page, "Manicure").click();
    const started = await page.waitForFunction(
      () => (window as unknown as { started: unknown[][] }).started[0],
    );
    return (await started.jsonValue()) as [string, number, string];
  };

  it("slides in as it opens: its keyframes move it", async () => {
    const { page, context } = await openPage(browser(), "/services/");
    await waitForHydration(page);
    // The list hydrated: the animation read is the one a visitor sees once the page is still.
    await reachSection(page, "booking");
    await expect(openingAnimation(page)).resolves.toEqual([
      "treatment-open",
      220,
      "0: opacity 0, translateY(-4px)",
    ]);
    await context.close();
  });

  it("opens at once for visitors who ask for less motion", async () => {
    const { page, context } = await openPage(browser(), "/services/", { reducedMotion: "reduce" });
    await waitForHydration(page);
    const [name, duration] = await openingAnimation(page);
    expect(name).toBe("treatment-open");
    // src/styles/global.css: every animation of the site ends at once (0.01 ms).
    expect(duration).toBeLessThanOrEqual(0.01);
    await context.close();
  });
});

describe("Book Now", () => {
  it("links each treatment to the WhatsApp chat with its booking message", async () => {
    const { page, context } = await openPage(browser(), "/services/");
    await waitForHydration(page);
    for (const [name, url] of Object.entries(BOOKING_URLS)) {
      const link = row(page, name).getByRole("link", { name: /Book Now/ });
      await expect(link.getAttribute("href")).resolves.toBe(url);
      await expect(link.getAttribute("target")).resolves.toBe("_blank");
      await expect(link.getAttribute("rel")).resolves.toMatch(/\bnoopener\b/);
    }
    // Every row of every tab has its own link.
    const hrefs = await visibleRows(page)
      .getByRole("link", { name: /Book Now/ })
      .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(new Set(hrefs).size).toBe(13);
    await context.close();
  });

  it("opens the chat in a new tab and leaves the page where it was", async () => {
    const { page, context, waitForBlocked } = await openPage(browser(), "/services/", {
      viewport: PHONE,
    });
    await waitForHydration(page);
    await reachSection(page, "booking");
    await page.getByRole("tab", { name: "Beauty Training" }).click();
    const [popup] = await Promise.all([
      context.waitForEvent("page"),
      row(page, "Beauty Training")
        .getByRole("link", { name: /Book Now/ })
        .click(),
    ]);
    // The harness blocks every other host, so the new tab's request is recorded, not sent.
    await waitForBlocked(BOOKING_URLS["Beauty Training"]!);
    expect(page.url()).toMatch(/\/services\/$/);
    expect(context.pages()).toHaveLength(2);
    await popup.close();
    await context.close();
  });
});

describe("looks", () => {
  it.each([
    ["phone", PHONE],
    ["desktop", DESKTOP],
  ])("has no horizontal overflow on a %s", async (_name, viewport) => {
    const { page, context } = await openPage(browser(), "/services/", { viewport });
    await waitForHydration(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await context.close();
  });
});

describe("services page when a lazily loaded part can't be fetched", () => {
  it("keeps the page and the static gallery when the slideshow code fails to load", async () => {
    {
      const opened = await openPage(browser(), "/services/", { viewport: DESKTOP });
      const { page, context, problems } = opened;
      await page.route(/\/gallery-slideshow-[^/]*\.js$/, (route) => route.abort());
      await page.route(/\/toast-container-[^/]*\.js$/, (route) => route.abort());
      await page.reload();
      await waitForHydration(page);
      const slideshowFailed = page.waitForEvent("requestfailed", (request) =>
        /\/gallery-slideshow-[^/]*\.js$/.test(request.url()),
      );
      await page.locator("#gallery-heading").scrollIntoViewIfNeeded();
      // The page asked for the slideshow, was refused, and has done all it does about that.
      await slideshowFailed;
      await waitForIdle(opened);
      await expect(page.getByRole("heading", { level: 1 }).isVisible()).resolves.toBe(true);
      await expect(
        page.getByRole("heading", { name: "BOOK A TREATMENT" }).isVisible(),
      ).resolves.toBe(true);
      // The static gallery stays, with its images.
      const galleryImages = page.locator("section:has(#gallery-heading) img[data-main-image]");
      expect(await galleryImages.count()).toBeGreaterThan(0);
      // The only complaints are about the two chunks that could not be fetched.
      expect(
        problems.filter(
          (problem) =>
            !/gallery-slideshow|toast-container|ChunkLoadError|Failed to load resource/.test(
              problem,
            ),
        ),
      ).toEqual([]);
      await context.close();
    }
  });
});

// What the page's data carries to the browser: every treatment once (a tab names none of its own),
// in both languages.
describe.each(["services", "sw/services"])("the page data of /%s/", (route) => {
  it("holds each treatment once, with the categories it is in", () => {
    const file = path.resolve(__dirname, `../../public/page-data/${route}/page-data.json`);
    const data = JSON.parse(fs.readFileSync(file, "utf8")) as unknown;
    // Every object the data holds that is a treatment's row: it has a slug and a price.
    const rows: { slug: string; categories?: unknown }[] = [];
    JSON.stringify(data, (_key, value: unknown) => {
      if (value && typeof value === "object" && "slug" in value && "price" in value) {
        rows.push(value as { slug: string });
      }
      return value;
    });
    const slugs = rows.map((row) => row.slug);
    expect(slugs).toHaveLength(ALL.length);
    expect(new Set(slugs).size).toBe(ALL.length);
    expect(rows.every((row) => Array.isArray(row.categories))).toBe(true);
  });
});
