import type { Page } from "playwright-core";
import {
  DESKTOP,
  openPage,
  PHONE,
  siteUrl,
  waitForHydration,
  waitForIdle,
  browserPerFile,
} from "./support/browser";
import { bringOnScreen, readContent, revealAll, runAxe, scrollThrough } from "./support/page-tools";

interface Testimonial {
  name: string;
  service: string;
  rating: number;
  feedback: string;
  alt: string;
}
interface HomeContent {
  team: { alt: string };
  split: { text: string };
}

const testimonials = readContent<{ items: Testimonial[] }>("testimonials.yaml").items;
const home = readContent<HomeContent>("home.yaml");

const RITUALS = [
  ["01", "Nail Art & Extensions"],
  ["02", "Facials & Skincare"],
  ["03", "Professional Makeup Services"],
  ["04", "Manicure & Pedicure"],
];
const TREATMENTS = [
  ["05", "Tweezing & Threading"],
  ["06", "Armpit Waxing"],
  ["07", "Micro-blading"],
  ["08", "Eyelashes"],
  ["09", "Training"],
];
const SPLIT_HEADING = "Experience the perfect blend of beauty and wellbeing.";
const RITUALS_LIST = "#services ol";
const TREATMENTS_LIST = "main section:has(#treatments-heading) ol";

const browser = browserPerFile();

/** The text of the numbered items as a visitor reads them: "01 Nail Art & Extensions". */
const listItems = (page: Page, selector: string) =>
  page.locator(`${selector} > li`).evaluateAll((items) =>
    items.map((li) => {
      const number = li.querySelector("span")!.textContent!.trim();
      const title = li.querySelector("h3 > span:not([aria-hidden])")!.textContent!.trim();
      return [number, title];
    }),
  );

describe("home page content and order (static HTML, no JavaScript)", () => {
  let page: Page;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openPage(browser(), "/", { javaScriptEnabled: false });
    page = opened.page;
    close = () => opened.context.close();
  });
  afterAll(() => close());

  it("stacks hero, split, rituals, treatments, team photo and reviews in that order", async () => {
    const order = await page.evaluate(() => {
      const home = document.getElementById("home")!;
      const team = document.querySelector("main figure img[data-main-image]:not(noscript img)")!;
      const parts = [
        document.getElementById("hero"),
        document.getElementById("about"),
        document.getElementById("services"),
        document.getElementById("treatments-heading"),
        team,
        document.getElementById("reviews"),
      ];
      return {
        inside: parts.every((part) => part !== null && home.contains(part)),
        ordered: parts.every(
          (part, i) =>
            i === 0 ||
            Boolean(
              parts[i - 1]!.compareDocumentPosition(part!) & Node.DOCUMENT_POSITION_FOLLOWING,
            ),
        ),
      };
    });
    // innerText (the static HTML carries Emotion's <style> tags inside some elements), each heading
    // read on the screen (bringOnScreen).
    const headings: string[][] = [];
    for (const heading of await page.locator("main :is(h1, h2, h3)").all()) {
      await bringOnScreen(heading);
      headings.push([await heading.evaluate((h) => h.tagName), (await heading.innerText()).trim()]);
    }
    expect(order.inside).toBe(true);
    expect(order.ordered).toBe(true);
    expect(headings).toEqual([
      ["H1", "Welcome to Immeasure Beauty Spa"],
      ["H2", SPLIT_HEADING],
      ["H2", "Skin Rejuvenation"],
      ...RITUALS.map(([, title]) => ["H3", title]),
      ["H2", "Our Treatments"],
      ...TREATMENTS.map(([, title]) => ["H3", title]),
      ["H2", "What Our Clients Say"],
    ]);
  });

  it("has the hero: welcome heading with the name, the tagline and Book Now to /services", async () => {
    const hero = page.locator("#hero");
    await expect(hero.locator("h1").innerText()).resolves.toBe("Welcome to Immeasure Beauty Spa");
    await expect(
      hero.getByText("The Immeasure of beauty in excellence", { exact: true }).isVisible(),
    ).resolves.toBe(true);
    await expect(hero.getByRole("link", { name: "Book Now" }).getAttribute("href")).resolves.toBe(
      "/services/",
    );
  });

  it("has the split section (#about) with its heading and Book Now to /services", async () => {
    const split = page.locator("#about");
    const heading = await bringOnScreen(split.getByRole("heading", { level: 2 }));
    await expect(heading.innerText()).resolves.toBe(SPLIT_HEADING);
    await expect(split.getByText(home.split.text.trim()).isVisible()).resolves.toBe(true);
    await expect(split.getByRole("link", { name: "Book Now" }).getAttribute("href")).resolves.toBe(
      "/services/",
    );
  });

  it("has BEAUTY RITUALS / Skin Rejuvenation (#services) with Book Now and items 01–04", async () => {
    const rituals = page.locator("#services");
    await expect(rituals.getByText("BEAUTY RITUALS", { exact: true }).isVisible()).resolves.toBe(
      true,
    );
    const heading = await bringOnScreen(rituals.getByRole("heading", { level: 2 }));
    await expect(heading.innerText()).resolves.toBe("Skin Rejuvenation");
    await expect(
      rituals.getByRole("link", { name: "Book Now" }).getAttribute("href"),
    ).resolves.toBe("/services/");
    await expect(listItems(page, RITUALS_LIST)).resolves.toEqual(RITUALS);
    await expect(page.locator(`${RITUALS_LIST} h3`).first().isVisible()).resolves.toBe(true);
  });

  it("has the treatments 05–09, every title visible without JavaScript", async () => {
    await expect(listItems(page, TREATMENTS_LIST)).resolves.toEqual(TREATMENTS);
    for (const [, title] of [...RITUALS, ...TREATMENTS]) {
      const heading = page.getByRole("heading", { level: 3, name: title, exact: true });
      await expect(heading.isVisible()).resolves.toBe(true);
    }
  });

  it("has a full-width team photo", async () => {
    const team = page.getByRole("img", { name: home.team.alt, exact: true }).last();
    const box = await team.boundingBox();
    expect(box!.x).toBeLessThanOrEqual(1);
    expect(box!.width).toBeGreaterThanOrEqual(DESKTOP.width - 20);
  });

  it("has 'What Our Clients Say' (#reviews) with each testimonial in full", async () => {
    const reviews = page.locator("#reviews");
    const heading = await bringOnScreen(reviews.getByRole("heading", { level: 2 }));
    await expect(heading.innerText()).resolves.toBe("What Our Clients Say");
    const cards = reviews.locator("figure");
    await expect(cards.count()).resolves.toBe(testimonials.length);
    expect(testimonials.map((t) => [t.service, t.rating])).toEqual([
      ["Bridal Makeup", 5],
      ["Facial Treatment", 5],
      ["Event Makeup", 4],
    ]);
    for (const [index, testimonial] of testimonials.entries()) {
      const card = cards.nth(index);
      const text = await (await bringOnScreen(card)).innerText();
      // A review in the page's language comes unannounced: no "In the client's own words" line.
      await expect(card.getByTestId("own-words").count()).resolves.toBe(0);
      await expect(card.locator("blockquote").getAttribute("lang")).resolves.toBeNull();
      expect(text).toContain(testimonial.name);
      expect(text).toContain(testimonial.service);
      expect(text.replace(/\s+/g, " ")).toContain(testimonial.feedback.trim());
      const stars = card.getByRole("img", { name: `${testimonial.rating} out of 5 stars` });
      await expect(stars.count()).resolves.toBe(1);
      await expect(stars.locator("svg[data-filled]").count()).resolves.toBe(testimonial.rating);
      await expect(stars.locator("svg").count()).resolves.toBe(5);
      await expect(
        card.locator("img[data-main-image]:not(noscript img)").getAttribute("alt"),
      ).resolves.toBe(testimonial.alt);
    }
  });
});

describe("home page links", () => {
  it("Book Now in the hero opens the services page", async () => {
    const { page, context, problems } = await openPage(browser(), "/");
    await waitForHydration(page);
    await page.locator("#hero").getByRole("link", { name: "Book Now" }).click();
    await page.waitForURL((url) => url.pathname === "/services/");
    expect(problems).toEqual([]);
    await context.close();
  });
});

interface TypingRecord {
  title: string;
  hiddenAtStart: boolean;
  invisibleAtStart: boolean;
  appear: number | null;
  first: number | null;
  full: number | null;
  finalText: string;
  finalOpacity: string;
}

/**
 * Scrolls a list into view and notes, the moment the page changes them (a MutationObserver, not
 * a frame poll), when each item appears, when its first character is typed and when its title is
 * complete: ms after the scroll.
 */
function recordTyping(page: Page, selector: string, durationMs: number): Promise<TypingRecord[]> {
  return page.evaluate(
    ({ selector, durationMs }) =>
      new Promise<TypingRecord[]>((resolve) => {
        const list = document.querySelector(selector)!;
        const items = Array.from(list.querySelectorAll<HTMLLIElement>(":scope > li"));
        const records: TypingRecord[] = items.map((li) => ({
          title: li.querySelector("h3 > span:not([aria-hidden])")!.textContent!,
          hiddenAtStart: li.dataset.typing === "hidden",
          invisibleAtStart: getComputedStyle(li).opacity === "0",
          appear: null,
          first: null,
          full: null,
          finalText: "",
          finalOpacity: "",
        }));
        const start = performance.now();
        const note = () => {
          const now = performance.now() - start;
          items.forEach((li, i) => {
            const record = records[i]!;
            const state = li.dataset.typing;
            if (record.appear === null && state !== "hidden") record.appear = now;
            const typed = li.querySelector("[data-typed]")?.textContent ?? "";
            if (record.first === null && typed.length > 0) record.first = now;
            if (record.full === null && (state === "done" || state === "static")) {
              record.full = now;
            }
          });
        };
        const observer = new MutationObserver(note);
        observer.observe(list, {
          subtree: true,
          childList: true,
          characterData: true,
          attributes: true,
          attributeFilter: ["data-typing"],
        });
        list.scrollIntoView({ block: "center", behavior: "instant" });
        // Until every title is complete, or durationMs at the most (then the judge says what is
        // missing).
        const finish = () => {
          const complete = records.every((record) => record.full !== null);
          if (!complete && performance.now() - start < durationMs) {
            requestAnimationFrame(finish);
            return;
          }
          observer.disconnect();
          items.forEach((li, i) => {
            records[i]!.finalText = (li.querySelector("h3") as HTMLElement).innerText.trim();
            records[i]!.finalOpacity = getComputedStyle(li).opacity;
          });
          resolve(records);
        };
        requestAnimationFrame(finish);
      }),
    { selector, durationMs },
  );
}

const DELAYS = [500, 1500, 2500, 3500, 4500];
// Every moment is measured from the scroll, so timers that fire late on a busy machine can only
// make a moment late, never early. The margins stay well below one step of the effect.
const EARLY_MS = 5;
const LATE_MS = 250;

type Verdict = "ok" | "early" | "late" | "wrong";

/** Judges one list; "late" alone may be the machine, anything else is the site. */
function judgeTimings(
  records: TypingRecord[],
  titles: string[],
): { verdict: Verdict; report: string } {
  const measured = records.map((record, index) => {
    const delay = DELAYS[index]!;
    return {
      title: record.title,
      hiddenAtStart: record.hiddenAtStart,
      invisibleAtStart: record.invisibleAtStart,
      // Appears at its delay.
      appearsLateBy: Math.round(record.appear! - delay),
      // Typing starts 400 ms after it appears: the first character lands one 50 ms step later.
      firstCharLateBy: Math.round(record.first! - (delay + 400 + 50)),
      // Then 50 ms per character: the title is complete 400 + 50 × length ms after it appears.
      completeLateBy: Math.round(record.full! - (delay + 400 + 50 * record.title.length)),
      finalText: record.finalText,
      finalOpacity: record.finalOpacity,
    };
  });
  const report = JSON.stringify(measured, null, 1);
  const lateness = measured.flatMap((m) => [m.appearsLateBy, m.firstCharLateBy, m.completeLateBy]);
  const right =
    JSON.stringify(records.map((r) => r.title)) === JSON.stringify(titles) &&
    measured.every(
      (m) =>
        m.hiddenAtStart && m.invisibleAtStart && m.finalText === m.title && m.finalOpacity === "1",
    );
  if (!right) return { verdict: "wrong", report };
  if (lateness.some((late) => Number.isNaN(late) || late < -EARLY_MS)) {
    return { verdict: "early", report };
  }
  if (lateness.some((late) => late > LATE_MS)) return { verdict: "late", report };
  return { verdict: "ok", report };
}

describe("typing effect on the treatment titles", () => {
  it("each item appears at 500, 1500, 2500, 3500 (4500) ms, types 400 ms later at 50 ms/char", async () => {
    // Something early is always a failure; lateness must repeat over three fresh page loads to
    // count, as one stall of a busy machine can hold back a timer.
    const reports: string[] = [];
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const { page, context, problems } = await openPage(browser(), "/");
      await waitForHydration(page);
      // As the visitor scrolls down, a list's section hydrates a screen ahead of it: its items
      // then wait, hidden, for the list to scroll into view.
      const nearing = async (list: string) => {
        await page.evaluate((selector) => {
          const top = document.querySelector(selector)!.getBoundingClientRect().top + scrollY;
          window.scrollTo({ top: top - innerHeight - 200, behavior: "instant" });
        }, list);
        await page.waitForFunction(
          (selector) =>
            Array.from(document.querySelectorAll(selector)).every(
              (li) => li.getAttribute("data-typing") === "hidden",
            ),
          `${list} > li`,
        );
      };
      await nearing(RITUALS_LIST);
      const rituals = await recordTyping(page, RITUALS_LIST, 5500);
      // Each list keeps its own clock: the one below has not started while it was out of view.
      await nearing(TREATMENTS_LIST);
      const treatments = await recordTyping(page, TREATMENTS_LIST, 6500);
      expect(problems).toEqual([]);
      await context.close();

      const results = [
        judgeTimings(
          rituals,
          RITUALS.map(([, title]) => title!),
        ),
        judgeTimings(
          treatments,
          TREATMENTS.map(([, title]) => title!),
        ),
      ];
      reports.push(...results.map((result) => `attempt ${attempt}: ${result.report}`));
      const fatal = results.find(
        (result) => result.verdict === "early" || result.verdict === "wrong",
      );
      if (fatal) throw new Error(`Typing effect wrong (${fatal.verdict}):\n${fatal.report}`);
      if (results.every((result) => result.verdict === "ok")) return;
    }
    throw new Error(`Typing effect late in three attempts:\n${reports.join("\n")}`);
  });

  it("shows every title at once under reduced motion", async () => {
    const opened = await openPage(browser(), "/", { reducedMotion: "reduce" });
    const { page, context, problems } = opened;
    await waitForHydration(page);
    await page.locator(TREATMENTS_LIST).scrollIntoViewIfNeeded();
    // The page has seen the list come into view and done what it does then.
    await waitForIdle(opened);
    const states = await page
      .locator(`${RITUALS_LIST} > li, ${TREATMENTS_LIST} > li`)
      .evaluateAll((items) =>
        items.map((li) => [li.getAttribute("data-typing"), getComputedStyle(li).opacity]),
      );
    expect(states).toEqual(Array.from({ length: 9 }, () => ["static", "1"]));
    await expect(page.locator("[data-typed]").count()).resolves.toBe(0);
    for (const [, title] of [...RITUALS, ...TREATMENTS]) {
      await expect(
        page.getByRole("heading", { level: 3, name: title, exact: true }).isVisible(),
      ).resolves.toBe(true);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it("sends every full title in the HTML for search engines", async () => {
    const html = await (await fetch(siteUrl("/"))).text();
    for (const [number, title] of [...RITUALS, ...TREATMENTS]) {
      expect(html).toContain(`>${number}</span>`);
      expect(html).toContain(`>${title!.replace("&", "&amp;")}</span>`);
    }
  });
});

describe("home page images", () => {
  it("loads the hero photo eagerly with high priority and the rest lazily, all with a blurred placeholder", async () => {
    const { page, context } = await openPage(browser(), "/");
    const images = await page.locator("main [data-photo]").evaluateAll((wrappers) =>
      wrappers.map((wrapper) => {
        const main = wrapper.querySelector("img[data-main-image]")!;
        return {
          inHero: Boolean(wrapper.closest("#hero")),
          loading: main.getAttribute("loading"),
          priority: main.getAttribute("fetchpriority"),
          // The blurred placeholder is the wrapper's background: url("data:image/…").
          placeholder: getComputedStyle(wrapper).backgroundImage.slice(5, 16) || null,
          fit: getComputedStyle(wrapper).backgroundSize,
          // The photo covers its wrapper, the placeholder behind it (src/styles/global.css).
          fills:
            getComputedStyle(main).objectFit === "cover" &&
            main.getBoundingClientRect().width === wrapper.getBoundingClientRect().width &&
            main.getBoundingClientRect().height === wrapper.getBoundingClientRect().height,
        };
      }),
    );
    expect(images.filter((image) => image.inHero)).toEqual([
      {
        inHero: true,
        loading: "eager",
        priority: "high",
        placeholder: "data:image/",
        fit: "cover",
        fills: true,
      },
    ]);
    const rest = images.filter((image) => !image.inHero);
    // Split, rituals, treatments, team and one portrait per testimonial.
    expect(rest.length).toBeGreaterThanOrEqual(4 + testimonials.length);
    for (const image of rest) {
      expect(image).toEqual({
        inHero: false,
        loading: "lazy",
        priority: null,
        placeholder: "data:image/",
        fit: "cover",
        fills: true,
      });
    }
    await context.close();
  });

  it("never sends a 390 px phone a file wider than 750 px; a 1440 px desktop gets a sharp hero", async () => {
    const phone = await openPage(browser(), "/", { viewport: PHONE });
    await waitForHydration(phone.page);
    await scrollThrough(phone.page);
    // Every photo the page asked for on the way has arrived.
    await waitForIdle(phone);
    const widths = await phone.page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLImageElement>("main img[data-main-image]"))
        .filter((img) => img.complete && img.currentSrc)
        .map((img) => ({ src: img.currentSrc, width: img.naturalWidth })),
    );
    expect(widths.length).toBeGreaterThanOrEqual(5);
    for (const { width } of widths) expect(width).toBeLessThanOrEqual(750);
    await phone.context.close();

    const desktop = await openPage(browser(), "/", { viewport: DESKTOP });
    const hero = desktop.page.locator("#hero img[data-main-image]");
    await hero.evaluate((img: HTMLImageElement) =>
      img.complete ? null : new Promise((resolve) => img.addEventListener("load", resolve)),
    );
    expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThanOrEqual(
      1366,
    );
    await desktop.context.close();
  });
});

describe.each([
  ["desktop light", DESKTOP, "light"],
  ["desktop dark", DESKTOP, "dark"],
  ["phone light", PHONE, "light"],
  ["phone dark", PHONE, "dark"],
] as const)("home page on %s", (_name, viewport, colorScheme) => {
  it("passes axe, logs nothing and stays on 127.0.0.1", async () => {
    const { page, context, problems, blocked } = await openPage(browser(), "/", {
      viewport,
      colorScheme,
    });
    await waitForHydration(page);
    // The typing finished and the reveals settled before checking contrast.
    await revealAll(page);
    await expect(runAxe(page, { include: "main" })).resolves.toEqual([]);
    expect(problems).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  });
});
