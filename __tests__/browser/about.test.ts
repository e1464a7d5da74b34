import type { Page } from "playwright-core";
import {
  DESKTOP,
  openPage,
  PHONE,
  waitForHydration,
  waitForIdle,
  browserPerFile,
} from "./support/browser";
import { bringOnScreen, readContent, revealAll, runAxe, scrollThrough } from "./support/page-tools";

interface AboutContent {
  hero: { alt: string };
  apart: { items: Array<{ id: string; title: string; description: string }> };
  wideImage: { alt: string };
}
const about = readContent<AboutContent>("about.yaml");

const TAGLINE = "Results-driven care that puts your natural beauty in the center";
const APART = [
  ["01", "EXCEPTIONAL TEAM OF EXPERTS"],
  ["02", "THE LATEST TREATMENT TECHNOLOGIES"],
  ["03", "PROVEN RESULTS"],
];
// The words of each item of the vision carousel.
const VALUES = [
  [
    "Vision",
    "to be the leading beauty hub, inspiring confidence and elegance through exceptional beauty services and innovation",
  ],
  [
    "Mission",
    "to provide premium beauty services that enhance natural beauty, boost confidence and create memorable experiences",
  ],
  ["Core Values", "Excellence, Customer Satisfaction, Innovation, Integrity, Passion for Beauty"],
];

const browser = browserPerFile();

describe("about page content and order (static HTML, no JavaScript)", () => {
  let page: Page;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openPage(browser(), "/about/", { javaScriptEnabled: false });
    page = opened.page;
    close = () => opened.context.close();
  });
  afterAll(() => close());

  it("runs hero, WHAT SETS US APART?, the wide image, then the vision carousel", async () => {
    // Each heading is read as shown (innerText, with its text-transform), so it is brought on
    // screen first: a section far below is not rendered (content-visibility: auto), and there
    // innerText reads "" (in one clean-clone run the vision carousel's headings read so).
    const parts = page.locator("main :is(h1, h2, h3), main img[data-main-image]:not(noscript img)");
    const outline: [string, string | null][] = [];
    for (const part of await parts.all()) {
      const tag = await part.evaluate((element) => element.tagName);
      outline.push(
        tag === "IMG"
          ? [tag, await part.getAttribute("alt")]
          : [tag, (await (await bringOnScreen(part)).innerText()).trim()],
      );
    }
    expect(outline).toEqual([
      ["H1", "OUR CLINIC"],
      ["IMG", about.hero.alt],
      ["H2", "WHAT SETS US APART?"],
      ...APART.map(([, title]) => ["H3", title]),
      ["IMG", about.wideImage.alt],
      ["H2", "Our Vision, Mission & Values"],
      ...VALUES.map(([title]) => ["H3", title]),
    ]);
  });

  it("has the hero OUR CLINIC with the tagline and a beauty image", async () => {
    await expect(page.locator("h1").innerText()).resolves.toBe("OUR CLINIC");
    await expect(page.getByText(TAGLINE, { exact: true }).isVisible()).resolves.toBe(true);
    // Without JavaScript the photo is the <noscript> copy Gatsby writes beside the main one.
    const photo = page.getByRole("img", { name: about.hero.alt, exact: true }).last();
    const box = await photo.boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    expect(box!.height).toBeGreaterThan(200);
  });

  it("numbers the three things that set the clinic apart, each with its description", async () => {
    const items = await page
      .locator("section:has(#apart-heading) li")
      .evaluateAll((lis) =>
        lis.map((li) => [
          li.querySelector("p")!.textContent!.trim(),
          li.querySelector("h3")!.textContent!.trim(),
          li.querySelectorAll("p")[1]!.textContent!.trim(),
        ]),
      );
    expect(items.map(([number, title]) => [number, title])).toEqual(APART);
    expect(items.map(([, , description]) => description)).toEqual(
      about.apart.items.map((item) => item.description.trim()),
    );
    for (const [, , description] of items) expect(description!.length).toBeGreaterThan(40);
  });

  it("shows the wide image across the whole page", async () => {
    const box = await page
      .getByRole("img", { name: about.wideImage.alt, exact: true })
      .last()
      .boundingBox();
    expect(box!.x).toBeLessThanOrEqual(1);
    expect(box!.width).toBeGreaterThanOrEqual(DESKTOP.width - 20);
  });

  it("has Vision, Mission and Core Values each with its words and an icon", async () => {
    const carousel = page.getByRole("group", { name: "Our Vision, Mission & Values", exact: true });
    for (const [title, words] of VALUES) {
      const card = carousel.locator("div[role=group][aria-roledescription=slide]", {
        has: page.getByRole("heading", { name: title, exact: true }),
      });
      await expect(card.count()).resolves.toBe(1);
      // Read on the screen: the carousel's section is the last on the page, and only the first
      // test happens to leave the page scrolled to it.
      await expect((await bringOnScreen(card)).innerText()).resolves.toMatch(
        new RegExp(words!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i"),
      );
      await expect(card.locator("svg").count()).resolves.toBe(1);
    }
    const icons = await carousel
      .locator("[data-icon]")
      .evaluateAll((elements) => elements.map((e) => e.getAttribute("data-icon")));
    expect(icons).toEqual(["eye", "target", "gem"]);
  });
});

describe("about page behaviour", () => {
  it("loads the hero photo eagerly with high priority and the rest lazily, all with blurred placeholders", async () => {
    const { page, context } = await openPage(browser(), "/about/");
    const images = await page.locator("main [data-photo]").evaluateAll((wrappers) =>
      wrappers.map((wrapper) => {
        const main = wrapper.querySelector("img[data-main-image]")!;
        return [
          main.getAttribute("alt"),
          main.getAttribute("loading"),
          main.getAttribute("fetchpriority"),
          // The blurred placeholder is the wrapper's background: url("data:image/…").
          getComputedStyle(wrapper).backgroundImage.slice(5, 16),
        ];
      }),
    );
    expect(images).toEqual([
      [about.hero.alt, "eager", "high", "data:image/"],
      [about.wideImage.alt, "lazy", null, "data:image/"],
    ]);
    await context.close();
  });

  it("reveals the sections below the fold once 20% of them scrolls into view", async () => {
    const { page, context, problems } = await openPage(browser(), "/about/", { viewport: PHONE });
    await waitForHydration(page);
    const values = page.locator("section:has(#values-heading) [data-reveal]").first();
    await page.waitForFunction(
      () =>
        document
          .querySelector("section:has(#values-heading) [data-reveal]")
          ?.getAttribute("data-reveal") === "waiting",
    );
    // Hidden once framer-motion's animation features (fetched after hydration) are in.
    await page.waitForFunction(() => {
      const el = document.querySelector("section:has(#values-heading) [data-reveal]");
      return el !== null && getComputedStyle(el).opacity === "0";
    });
    await values.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      () =>
        document
          .querySelector("section:has(#values-heading) [data-reveal]")
          ?.getAttribute("data-reveal") === "shown",
    );
    // The fade ends fully opaque.
    await page.waitForFunction(() => {
      const el = document.querySelector("section:has(#values-heading) [data-reveal]");
      return el !== null && getComputedStyle(el).opacity === "1";
    });
    await expect(values.evaluate((el) => getComputedStyle(el).opacity)).resolves.toBe("1");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("never sends a 390 px phone a file wider than 750 px", async () => {
    const opened = await openPage(browser(), "/about/", { viewport: PHONE });
    const { page, context } = opened;
    await waitForHydration(page);
    await scrollThrough(page);
    // Every photo the page asked for on the way has arrived.
    await waitForIdle(opened);
    const widths = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>("main img[data-main-image]"))
        .filter((img) => img.complete && img.currentSrc)
        .map((img) => img.naturalWidth),
    );
    expect(widths.length).toBeGreaterThanOrEqual(2);
    for (const width of widths) expect(width).toBeLessThanOrEqual(750);
    await context.close();
  });
});

describe.each([
  ["desktop light", DESKTOP, "light"],
  ["desktop dark", DESKTOP, "dark"],
  ["phone light", PHONE, "light"],
  ["phone dark", PHONE, "dark"],
] as const)("about page on %s", (_name, viewport, colorScheme) => {
  it("passes axe, logs nothing and stays on 127.0.0.1", async () => {
    const { page, context, problems, blocked } = await openPage(browser(), "/about/", {
      viewport,
      colorScheme,
    });
    await waitForHydration(page);
    await revealAll(page);
    await expect(runAxe(page, { include: "main" })).resolves.toEqual([]);
    expect(problems).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  });
});
