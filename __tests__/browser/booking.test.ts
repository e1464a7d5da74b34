import type { Page } from "playwright-core";
import {
  DESKTOP,
  PHONE,
  openPage,
  siteUrl,
  waitForHydration,
  type OpenOptions,
  browserPerFile,
} from "./support/browser";
import { holdChunk } from "./support/hold-chunk";
import { reachSection, runAxe, scrollThrough } from "./support/page-tools";

// "Today" is fixed in the page: Thursday 27 November 2025, 09:00 in Nairobi. Every date below is
// written out from that day, independently of the code that computes them.
const NOW = "2025-11-27T09:00:00+03:00";
const TODAY = "2025-11-27";
const LAST_DAY = "2026-01-26"; // 60 days ahead
const WA = "https://wa.me/254700000000?text=";
const BOOKING_KEY = "booking";

const browser = browserPerFile();

async function open(pathname: string, options: OpenOptions = {}) {
  const opened = await openPage(browser(), pathname, { fixedTime: NOW, ...options });
  await waitForHydration(opened.page);
  // The list hydrates as the visitor comes to it; the toggles show once the stored booking has
  // been read.
  await reachSection(opened.page, "booking");
  await opened.page.locator("[data-booking-toggle]").first().waitFor();
  return opened;
}

const row = (page: Page, name: string) =>
  page
    .locator("#booking-list li[data-treatment]:visible")
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
const addToggle = (page: Page, name: string) =>
  page.getByRole("button", { name: `Add to booking: ${name}`, exact: true });
const region = (page: Page) => page.getByRole("region", { name: "Your booking", exact: true });
const sendLink = (page: Page) => region(page).getByRole("link", { name: "Send on WhatsApp" });
const announcer = (page: Page) => page.getByTestId("booking-announcer");
const bar = (page: Page) => page.getByTestId("booking-bar");
const messageOf = async (page: Page) => {
  const href = (await sendLink(page).getAttribute("href")) ?? "";
  return { href, text: new URL(href).searchParams.get("text") };
};
const stored = (page: Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), BOOKING_KEY);

async function add(page: Page, ...names: string[]) {
  for (const name of names) {
    await addToggle(page, name).click();
    // On a phone the list is in the closed bar: there, but not shown.
    await region(page)
      .locator("[data-booking-item]", { hasText: name })
      .waitFor({ state: "attached" });
  }
}

describe("Add to booking", () => {
  it("is a toggle on every row, beside an unchanged Book Now", async () => {
    const { page, context, problems } = await open("/services/");
    const toggles = page.getByRole("button", { name: /^Add to booking: / });
    await expect(toggles.count()).resolves.toBe(13);
    const manicure = addToggle(page, "Manicure");
    // The visible label is "Add to booking"; the name adds the treatment's.
    await expect(manicure.innerText()).resolves.toBe("Add to booking");
    await expect(manicure.getAttribute("aria-pressed")).resolves.toBe("false");
    await expect(region(page).count()).resolves.toBe(0);

    await manicure.click();
    await expect(manicure.getAttribute("aria-pressed")).resolves.toBe("true");
    await region(page).waitFor();
    // Book Now still books the one treatment.
    await expect(
      row(page, "Manicure")
        .getByRole("link", { name: /Book Now/ })
        .getAttribute("href"),
    ).resolves.toBe(
      `${WA}Hello%2C%20I%20would%20like%20to%20book%20a%20Manicure%20(30%20mins%2C%20KES%20400).%20Please%20confirm%20availability.`,
    );

    // Pressed again, it takes the treatment out.
    await manicure.click();
    await expect(manicure.getAttribute("aria-pressed")).resolves.toBe("false");
    await region(page).waitFor({ state: "detached" });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the chosen treatments with their totals, and Remove and Clear take them out", async () => {
    const { page, context, problems } = await open("/services/");
    await add(page, "Manicure", "Pedicure");
    const items = region(page).locator("[data-booking-item]");
    await expect(items.allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^Manicure\s+30 mins · KES 400\s+Remove/),
      expect.stringMatching(/^Pedicure\s+45 mins · KES 500\s+Remove/),
    ]);
    await expect(page.getByTestId("booking-count").innerText()).resolves.toBe("2 treatments");
    await expect(page.getByTestId("booking-total-price").innerText()).resolves.toBe("KES 900");
    await expect(page.getByTestId("booking-total-time").innerText()).resolves.toBe("1 hr 15 mins");

    // A course in months is named beside the time; a price on request is counted, not added.
    await page.getByRole("tab", { name: "Beauty Training" }).click();
    await add(page, "Beauty Training");
    await expect(page.getByTestId("booking-total-price").innerText()).resolves.toBe(
      "KES 900 + 1 treatment priced on request",
    );
    await expect(page.getByTestId("booking-total-time").innerText()).resolves.toBe(
      "1 hr 15 mins + Beauty Training (3 months)",
    );

    await region(page).getByRole("button", { name: "Remove Pedicure", exact: true }).click();
    await expect(items.count()).resolves.toBe(2);
    // Focus moves on to the next Remove rather than being lost.
    await expect(
      page.evaluate(() => document.activeElement?.textContent?.replace(/\s+/g, " ").trim()),
    ).resolves.toBe("Remove Beauty Training");
    await expect(page.getByTestId("booking-total-price").innerText()).resolves.toBe(
      "KES 400 + 1 treatment priced on request",
    );

    await region(page).getByRole("button", { name: "Clear", exact: true }).click();
    await region(page).waitFor({ state: "detached" });
    await expect(stored(page)).resolves.toBeNull();
    await expect(page.evaluate(() => document.activeElement?.getAttribute("role"))).resolves.toBe(
      "tabpanel",
    );
    await page.getByRole("tab", { name: "All Services" }).click();
    await expect(page.locator("[data-booking-toggle][aria-pressed=true]").count()).resolves.toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("announces additions and removals in a polite live region", async () => {
    const { page, context } = await open("/services/");
    await expect(announcer(page).getAttribute("role")).resolves.toBe("status");
    await expect(announcer(page).getAttribute("aria-live")).resolves.toBe("polite");
    await addToggle(page, "Pedicure").click();
    await page.waitForFunction(
      () =>
        document.querySelector("[data-testid=booking-announcer]")?.textContent?.trim() ===
        "Pedicure added. 1 treatment, KES 500.",
    );
    await addToggle(page, "Manicure").click();
    await expect(announcer(page).innerText()).resolves.toBe(
      "Manicure added. 2 treatments, KES 900.",
    );
    await addToggle(page, "Pedicure").click();
    await expect(announcer(page).innerText()).resolves.toBe(
      "Pedicure removed. 1 treatment, KES 400.",
    );
    await region(page).getByRole("button", { name: "Remove Manicure" }).click();
    await expect(announcer(page).innerText()).resolves.toBe(
      "Manicure removed. Your booking is empty.",
    );
    await context.close();
  });
});

describe("Send on WhatsApp", () => {
  it("writes one message from content, with the optional lines only when filled", async () => {
    const { page, context, problems } = await open("/services/");
    await add(page, "Manicure", "Pedicure");
    const link = sendLink(page);
    await expect(link.getAttribute("target")).resolves.toBe("_blank");
    await expect(link.getAttribute("rel")).resolves.toMatch(/\bnoopener\b/);
    await expect(messageOf(page)).resolves.toEqual({
      href:
        `${WA}Hello%2C%20I%20would%20like%20to%20book%3A%0A` +
        `-%20Manicure%20(30%20mins%2C%20KES%20400)%0A` +
        `-%20Pedicure%20(45%20mins%2C%20KES%20500)%0A` +
        `Total%3A%201%20hr%2015%20mins%2C%20KES%20900.%0A` +
        `Please%20confirm%20availability.`,
      text: expect.any(String),
    });

    const day = region(page).getByLabel("Preferred day (optional)");
    await expect(day.getAttribute("type")).resolves.toBe("date");
    await expect(day.getAttribute("min")).resolves.toBe(TODAY);
    await expect(day.getAttribute("max")).resolves.toBe(LAST_DAY);
    await day.fill("2025-11-29");
    const time = region(page).getByLabel("Preferred time of day (optional)");
    await expect(time.locator("option").allInnerTexts()).resolves.toEqual([
      "Any time",
      "Morning 8am–12pm",
      "Afternoon 12–4pm",
      "Evening 4–9pm",
    ]);
    await time.selectOption({ label: "Afternoon 12–4pm" });
    await region(page).getByLabel("Your name (optional)").fill("Amina");
    await expect(messageOf(page).then((m) => m.text)).resolves.toBe(
      [
        "Hello, I would like to book:",
        "- Manicure (30 mins, KES 400)",
        "- Pedicure (45 mins, KES 500)",
        "Total: 1 hr 15 mins, KES 900.",
        "Preferred: Saturday 29 November, afternoon.",
        "Name: Amina.",
        "Please confirm availability.",
      ].join("\n"),
    );

    // A past day or one beyond 60 days is refused: the field says so and the message leaves it out.
    for (const refused of ["2025-11-26", "2026-01-27"]) {
      await day.fill(refused);
      await expect(day.getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(
        region(page).getByText("Choose a day from today to Monday 26 January.").isVisible(),
      ).resolves.toBe(true);
      await expect(messageOf(page).then((m) => m.text)).resolves.toContain(
        "\nPreferred: afternoon.\n",
      );
    }
    await day.fill(LAST_DAY);
    await expect(day.getAttribute("aria-invalid")).resolves.toBeNull();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("opens the chat in a new tab and leaves the page where it was", async () => {
    const { page, context, waitForBlocked } = await open("/services/", { viewport: PHONE });
    await add(page, "Eyelashes");
    await bar(page).click();
    const href = (await sendLink(page).getAttribute("href")) ?? "";
    expect(href.startsWith(WA)).toBe(true);
    const [popup] = await Promise.all([context.waitForEvent("page"), sendLink(page).click()]);
    // The harness blocks every other host, so the new tab's request is recorded, not sent.
    await waitForBlocked(href);
    expect(page.url()).toMatch(/\/services\/$/);
    await popup.close();
    // The booking stays for when the visitor comes back.
    await expect(region(page).locator("[data-booking-item]").count()).resolves.toBe(1);
    await context.close();
  });
});

describe("nothing lost", () => {
  it("survives a reload, a visit to another page and the way back", async () => {
    const { page, context, problems } = await open("/services/");
    await add(page, "Manicure", "Micro-blading");
    await region(page).getByLabel("Your name (optional)").fill("Amina");
    await region(page).getByLabel("Preferred time of day (optional)").selectOption("evening");

    const check = async () => {
      await region(page).waitFor();
      await expect(
        region(page).locator("[data-booking-item] p:first-child").allInnerTexts(),
      ).resolves.toEqual(["Manicure", "Micro-blading"]);
      await expect(page.getByTestId("booking-total-price").innerText()).resolves.toBe("KES 10,400");
      await expect(region(page).getByLabel("Your name (optional)").inputValue()).resolves.toBe(
        "Amina",
      );
      await expect(
        region(page).getByLabel("Preferred time of day (optional)").inputValue(),
      ).resolves.toBe("evening");
      await expect(addToggle(page, "Manicure").getAttribute("aria-pressed")).resolves.toBe("true");
    };

    await page.reload();
    await waitForHydration(page);
    await check();

    // Another page through the site's own links, and back.
    await page.getByTestId("site-footer").getByRole("link", { name: "Contact" }).click();
    await page.waitForURL(/\/contact\/$/);
    await page.getByTestId("site-footer").getByRole("link", { name: "Services" }).click();
    await page.waitForURL(/\/services\/$/);
    await check();

    // And a fresh load of another page, then of this one.
    await page.goto(page.url().replace(/services\/$/, "about/"));
    await page.goBack();
    await waitForHydration(page);
    await check();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("drops quietly what content no longer has or what is malformed, and keeps the rest", async () => {
    const seeded = JSON.stringify({
      treatments: ["gel-polish", "pedicure", 42, "manicure"],
      choices: { day: "2020-01-01", timeOfDay: "midnight", name: "Amina" },
    });
    const { page, context, problems } = await open("/services/", {
      initScript: `window.localStorage.setItem(${JSON.stringify(BOOKING_KEY)}, ${JSON.stringify(seeded)});`,
    });
    await region(page).waitFor();
    await expect(
      region(page).locator("[data-booking-item] p:first-child").allInnerTexts(),
    ).resolves.toEqual(["Pedicure", "Manicure"]);
    await expect(region(page).getByLabel("Preferred day (optional)").inputValue()).resolves.toBe(
      "",
    );
    await expect(region(page).getByLabel("Your name (optional)").inputValue()).resolves.toBe(
      "Amina",
    );
    expect(problems).toEqual([]);
    await context.close();

    const broken = await open("/services/", {
      initScript: `window.localStorage.setItem(${JSON.stringify(BOOKING_KEY)}, "{not json");`,
    });
    await expect(
      broken.page.getByRole("button", { name: /^Add to booking/ }).count(),
    ).resolves.toBe(13);
    await expect(region(broken.page).count()).resolves.toBe(0);
    expect(broken.problems).toEqual([]);
    await broken.context.close();
  });
});

describe("phone bar", () => {
  it("sits at the bottom, opens into the whole list and hides neither the focus nor the footer", async () => {
    const { page, context, problems } = await open("/services/", { viewport: PHONE });
    await add(page, "Manicure", "Pedicure");
    // Where the bar rests, once its slide up from the bottom edge has finished.
    const barBox = async () => {
      await region(page).evaluate((element) =>
        Promise.all(
          element.getAnimations({ subtree: true }).map((animation) => animation.finished),
        ),
      );
      return (await region(page).boundingBox())!;
    };
    await expect(bar(page).innerText()).resolves.toMatch(/2 treatments · KES 900/);
    const box = await barBox();
    expect(Math.round(box.y + box.height)).toBe(PHONE.height);
    expect(box.width).toBe(PHONE.width);
    // Closed, it is only the bar; opened, it lists everything.
    await expect(
      region(page)
        .getByRole("button", { name: /^Remove/ })
        .count(),
    ).resolves.toBe(0);
    await expect(bar(page).getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(bar(page).innerText()).resolves.toMatch(/View$/);
    // Once the browser has been idle, the closed list is laid out below the screen, unseen, so
    // the first tap on the bar only shows it (its styles and layout are computed ahead).
    const details = page.locator("#your-booking-details");
    await details.and(page.locator("[data-prepared]")).waitFor({ state: "attached" });
    await expect(
      details.evaluate((node) => {
        const box = node.getBoundingClientRect();
        return {
          visibility: getComputedStyle(node).visibility,
          laidOut: box.height > 100,
          belowScreen: box.top >= window.innerHeight,
        };
      }),
    ).resolves.toEqual({ visibility: "hidden", laidOut: true, belowScreen: true });
    // Opening it changes two attributes and nothing else in the panel: the tap renders nothing.
    await region(page).evaluate((node) => {
      const changes: string[] = [];
      (window as unknown as { __panelChanges: string[] }).__panelChanges = changes;
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as Element;
          changes.push(
            record.type === "attributes"
              ? `${target.id || target.getAttribute("data-testid")} ${record.attributeName}`
              : record.type,
          );
        }
      }).observe(node, { subtree: true, attributes: true, childList: true, characterData: true });
    });
    await bar(page).click();
    await expect(bar(page).getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(bar(page).innerText()).resolves.toMatch(/Hide$/);
    await expect(
      page.evaluate(() => (window as unknown as { __panelChanges: string[] }).__panelChanges),
    ).resolves.toEqual(["booking-bar aria-expanded", "your-booking-details data-open"]);
    await expect(
      region(page)
        .getByRole("button", { name: /^Remove/ })
        .count(),
    ).resolves.toBe(2);
    await expect(sendLink(page).isVisible()).resolves.toBe(true);
    // Inside the open list, a focused field is never under the Send button stuck to its bottom.
    for (const label of ["Preferred day", "Preferred time of day", "Your name"]) {
      await region(page).getByLabel(`${label} (optional)`).focus();
      const field = (await region(page).getByLabel(`${label} (optional)`).boundingBox())!;
      const send = (await sendLink(page).boundingBox())!;
      expect(field.y + field.height <= send.y || field.y >= send.y + send.height).toBe(true);
    }
    // Escape closes it and gives the focus back to the bar.
    await page.keyboard.press("Escape");
    await expect(bar(page).getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute("data-testid")),
    ).resolves.toBe("booking-bar");

    // It stays under the toasts.
    const zIndex = await region(page).evaluate((node) => Number(getComputedStyle(node).zIndex));
    expect(zIndex).toBeLessThan(9999);

    // Tabbing through the list, the focused control is never under the bar.
    await addToggle(page, "Facials & Skincare").focus();
    const barTop = (await barBox()).y;
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        const inBar = element?.closest("[data-testid=booking-panel]");
        const rect = element?.getBoundingClientRect();
        return { inBar: Boolean(inBar), bottom: rect?.bottom ?? 0, top: rect?.top ?? 0 };
      });
      if (focused.inBar) break;
      expect(focused.bottom).toBeLessThanOrEqual(barTop + 1);
    }

    // At the very bottom of the page, the footer's last link is above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLink = page.getByTestId("site-footer").getByRole("link").last();
    const linkBox = (await lastLink.boundingBox())!;
    expect(linkBox.y + linkBox.height).toBeLessThanOrEqual((await barBox()).y);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("slides in, unless the visitor asks for less motion", async () => {
    const animation = async (reducedMotion: "reduce" | "no-preference") => {
      const { page, context } = await open("/services/", { viewport: PHONE, reducedMotion });
      await add(page, "Manicure");
      const name = await region(page).evaluate((node) => getComputedStyle(node).animationName);
      await context.close();
      return name;
    };
    await expect(animation("no-preference")).resolves.not.toBe("none");
    await expect(animation("reduce")).resolves.toBe("none");
  });
});

describe("wide screens", () => {
  it("shows the booking beside the list, and it follows the visitor down", async () => {
    const { page, context } = await open("/services/", { viewport: DESKTOP });
    await add(page, "Manicure", "Pedicure");
    const list = (await page.locator("#booking-list").boundingBox())!;
    let panel = (await region(page).boundingBox())!;
    expect(panel.x).toBeGreaterThanOrEqual(list.x + list.width);
    await expect(bar(page).isVisible()).resolves.toBe(false);
    await expect(sendLink(page).isVisible()).resolves.toBe(true);
    // Scrolled well into the list, the panel stays in view below the header.
    await page.evaluate((top) => window.scrollBy(0, top + 500), list.y);
    await page.waitForFunction(() => {
      const box = document.querySelector("[data-testid=booking-panel]")!.getBoundingClientRect();
      return box.top > 0 && box.top < 120;
    });
    panel = (await region(page).boundingBox())!;
    expect(panel.y + panel.height).toBeLessThanOrEqual(DESKTOP.height);
    await context.close();
  });
});

describe("keyboard", () => {
  it("adds, removes and sends without a mouse, with a visible focus ring", async () => {
    const { page, context } = await open("/services/", { viewport: DESKTOP });
    await row(page, "Manicure").locator("summary").focus();
    await page.keyboard.press("Tab");
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute("aria-label")),
    ).resolves.toBe("Add to booking: Manicure");
    const ring = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).not.toBe("none");
    expect(ring.width).toBeGreaterThanOrEqual(2);
    await page.keyboard.press("Enter");
    await expect(addToggle(page, "Manicure").getAttribute("aria-pressed")).resolves.toBe("true");
    await page.keyboard.press("Space");
    await expect(addToggle(page, "Manicure").getAttribute("aria-pressed")).resolves.toBe("false");
    await page.keyboard.press("Space");
    await region(page).waitFor();
    const remove = region(page).getByRole("button", { name: "Remove Manicure" });
    await remove.focus();
    await page.keyboard.press("Enter");
    await region(page).waitFor({ state: "detached" });
    await context.close();
  });
});

describe("without JavaScript", () => {
  it("shows no booking controls, and Book Now still works", async () => {
    const { page, context } = await openPage(browser(), "/services/", {
      javaScriptEnabled: false,
      viewport: PHONE,
    });
    await expect(page.getByRole("button", { name: /Add to booking/ }).count()).resolves.toBe(0);
    await expect(page.getByText("Add to booking").first().isVisible()).resolves.toBe(false);
    await expect(region(page).count()).resolves.toBe(0);
    await expect(
      row(page, "Pedicure")
        .getByRole("link", { name: /Book Now/ })
        .getAttribute("href"),
    ).resolves.toMatch(
      /^https:\/\/wa\.me\/254700000000\?text=Hello%2C%20I%20would%20like%20to%20book%20a%20Pedicure/,
    );
    await context.close();
  });
});

describe("accessibility", () => {
  it.each([
    ["phone", "light", PHONE],
    ["phone", "dark", PHONE],
    ["desktop", "light", DESKTOP],
    ["desktop", "dark", DESKTOP],
  ] as const)(
    "axe finds nothing with the booking open on a %s in %s mode",
    async (kind, mode, viewport) => {
      const { page, context } = await open("/services/", { viewport, colorScheme: mode });
      // The gallery's slideshow (below the booking) loads when the visitor comes near it.
      await scrollThrough(page);
      await page.locator("[data-thumb]:not([disabled])").first().waitFor({ state: "attached" });
      await add(page, "Manicure", "Pedicure");
      if (kind === "phone") await bar(page).click();
      await region(page).getByLabel("Preferred day (optional)").fill("2025-11-20");
      await expect(runAxe(page)).resolves.toEqual([]);
      await context.close();
    },
  );
});

describe("loading", () => {
  // Text only the panel's code holds: the id of the note under its Send button
  // (src/components/services/booking-details.tsx). Its words, its message's and the day names
  // come with the page data.
  const PANEL_MARKER = "your-booking-send-note";
  const PANEL_CHUNK = /\/booking-panel-[^/]*\.js$/;

  /** Opens a page and keeps the text of every script it fetches, now and later. */
  async function openKeepingScripts(pathname: string, options: OpenOptions = {}) {
    const bodies: Promise<string>[] = [];
    const opened = await openPage(browser(), pathname, {
      fixedTime: NOW,
      ...options,
      navigate: false,
    });
    opened.page.on("response", (response) => {
      if (response.request().resourceType() === "script") {
        bodies.push(response.text().catch(() => ""));
      }
    });
    await opened.page.goto(siteUrl(pathname), { waitUntil: "networkidle" });
    await waitForHydration(opened.page);
    await opened.page.waitForLoadState("networkidle");
    const scripts = () => Promise.all(bodies);
    const fetchedPanel = async () => (await scripts()).some((text) => text.includes(PANEL_MARKER));
    return { ...opened, scripts, fetchedPanel };
  }

  it("keeps the booking code out of the other pages", async () => {
    const { context, scripts } = await openKeepingScripts("/");
    const home = await scripts();
    expect(home.length).toBeGreaterThan(0);
    expect(home.filter((text) => text.includes(PANEL_MARKER))).toEqual([]);
    await context.close();
  });

  it("fetches the booking panel only once a treatment is chosen", async () => {
    const { page, context, problems, scripts, fetchedPanel } = await openKeepingScripts(
      "/services/",
      { viewport: PHONE },
    );
    await reachSection(page, "booking");
    await page.locator("[data-booking-toggle]").first().waitFor();
    await expect(scripts()).resolves.not.toHaveLength(0);
    // With nothing stored: the toggles work, the panel's code is not downloaded.
    await expect(fetchedPanel()).resolves.toBe(false);
    await expect(addToggle(page, "Manicure").getAttribute("aria-pressed")).resolves.toBe("false");

    const pressedAt = await page.evaluate(() => performance.now());
    await addToggle(page, "Manicure").click();
    await region(page).waitFor();
    await expect(fetchedPanel()).resolves.toBe(true);
    // It arrives as a bar fixed to the bottom: nothing on the page moves (every shift counted,
    // even the ones a press excuses from the layout-shift score).
    const shift = await page.evaluate(
      (since) =>
        new Promise<number>((resolve) => {
          let total = 0;
          const add = (entries: PerformanceEntryList) => {
            for (const entry of entries) {
              if (entry.startTime >= since) {
                total += (entry as PerformanceEntry & { value: number }).value;
              }
            }
          };
          const observer = new PerformanceObserver((list) => add(list.getEntries()));
          observer.observe({ type: "layout-shift", buffered: true });
          // Two frames on, every shift so far has been reported or is waiting in takeRecords().
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              add(observer.takeRecords());
              observer.disconnect();
              resolve(total);
            }),
          );
        }),
      pressedAt,
    );
    expect(shift).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("loads the panel at once for a booking stored earlier", async () => {
    const seeded = JSON.stringify({ treatments: ["pedicure"], choices: {} });
    const { page, context, problems, fetchedPanel } = await openKeepingScripts("/services/", {
      viewport: PHONE,
      initScript: `window.localStorage.setItem(${JSON.stringify(BOOKING_KEY)}, ${JSON.stringify(seeded)});`,
    });
    await region(page).locator("[data-booking-item]", { hasText: "Pedicure" }).waitFor({
      state: "attached",
    });
    await expect(fetchedPanel()).resolves.toBe(true);
    await expect(addToggle(page, "Pedicure").getAttribute("aria-pressed")).resolves.toBe("true");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps every press made before the panel's code arrives", async () => {
    const hold = holdChunk(PANEL_CHUNK);
    const { page, context, problems } = await open("/services/", {
      viewport: PHONE,
      beforeLoad: hold.install,
    });
    await addToggle(page, "Manicure").click();
    await expect(region(page).count()).resolves.toBe(0);
    await hold.firstRequest;
    await addToggle(page, "Pedicure").click();
    await addToggle(page, "Manicure").click();
    await addToggle(page, "Nail Art – Tips").click();
    // The toggles and the announcements answer at once; the panel waits for its code.
    await expect(addToggle(page, "Manicure").getAttribute("aria-pressed")).resolves.toBe("false");
    await expect(addToggle(page, "Pedicure").getAttribute("aria-pressed")).resolves.toBe("true");
    await page.waitForFunction(
      () =>
        document.querySelector("[data-testid=booking-announcer]")?.textContent?.trim() ===
        "Nail Art – Tips added. 2 treatments, KES 1,600.",
    );
    await expect(region(page).count()).resolves.toBe(0);

    hold.release();
    await region(page).waitFor({ state: "attached" });
    await expect(bar(page).innerText()).resolves.toMatch(/2 treatments · KES 1,600/);
    // The last toggle pressed keeps the focus when the panel appears.
    await expect(
      addToggle(page, "Nail Art – Tips").evaluate((node) => node === document.activeElement),
    ).resolves.toBe(true);
    // Opened, the bar lists the two, in the order they were chosen.
    await bar(page).click();
    await expect(
      region(page).locator("[data-booking-item] p:first-child").allInnerTexts(),
    ).resolves.toEqual(["Pedicure", "Nail Art – Tips"]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
