import type { Page } from "playwright-core";
import { browserPerFile, DESKTOP, openPage, waitForHydration } from "./support/browser";
import { pollUntil } from "./support/poll";
import { addDays, OFFER, scratchServerPerFile } from "./support/scratch-site";

// A treatment's offer, in the run's other build (support/scratch-site.ts), whose facial is on offer
// until some days after the build. The page's clock is fixed (openPage's fixedTime) on the offer's
// last day, then on the day after: the row, Book Now's message, the booking's total and the
// structured data show the offer until its day, and the normal price after it, with no new build
// and no hydration warning.

const browser = browserPerFile();
const scratchUrl = scratchServerPerFile();

const row = (page: Page) =>
  page.locator(`[role=tabpanel]:not([hidden]) li[data-treatment=${OFFER.slug}]`).first();
const price = (page: Page) => row(page).locator('[data-field="price"]');
const bookNowText = async (page: Page) => {
  const href = await row(page)
    .getByRole("link", { name: /^Book Now/ })
    .getAttribute("href");
  return new URL(href!).searchParams.get("text");
};

async function openOn(day: string) {
  const opened = await openPage(browser(), "/services/", {
    baseUrl: scratchUrl(),
    viewport: DESKTOP,
    fixedTime: `${day}T18:00:00+03:00`,
  });
  await waitForHydration(opened.page);
  await row(opened.page).scrollIntoViewIfNeeded();
  await opened.page.locator("[data-booking-toggle]").first().waitFor();
  return opened;
}

async function bookingTotal(page: Page): Promise<string> {
  await page.getByRole("button", { name: `Add to booking: ${OFFER.name}`, exact: true }).click();
  const total = page.getByTestId("booking-total-price");
  await total.waitFor({ state: "attached" });
  return total.innerText();
}

const jsonLdOffer = async (page: Page) => {
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent())!,
  ) as {
    makesOffer: { itemOffered: { name: string }; price?: string; priceValidUntil?: string }[];
  };
  return data.makesOffer.find((offer) => offer.itemOffered.name === OFFER.name);
};

describe("a treatment's offer", () => {
  it("shows on its last day: the row, Book Now, the booking's total and the structured data", async () => {
    const { page, context, problems } = await openOn(OFFER.until);
    const shown = await price(page).innerText();
    expect(shown).toContain(OFFER.price);
    expect(shown).toContain(OFFER.normal);
    expect(shown).toContain(OFFER.line);
    expect(shown).toMatch(/Offer until \w+day \d+ \w+/);
    // The normal price crossed out.
    await expect(price(page).locator("s").innerText()).resolves.toBe(OFFER.normal);
    await expect(bookNowText(page)).resolves.toBe(
      `Hello, I would like to book a ${OFFER.name} (45 mins, ${OFFER.price}, ${OFFER.line}). Please confirm availability.`,
    );
    await expect(bookingTotal(page)).resolves.toBe(OFFER.price);
    await expect(jsonLdOffer(page)).resolves.toMatchObject({
      price: OFFER.price.replace(/\D/g, ""),
      priceValidUntil: OFFER.until,
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("goes the day after, on the visitor's clock, with no new build and no hydration warning", async () => {
    const { page, context, problems } = await openOn(addDays(OFFER.until, 1));
    // The server's HTML was built while the offer held: the page drops it once hydrated.
    await pollUntil(async () => (await price(page).innerText()) === OFFER.normal, {
      within: 10_000,
    });
    await expect(price(page).innerText()).resolves.toBe(OFFER.normal);
    await expect(bookNowText(page)).resolves.toBe(
      `Hello, I would like to book a ${OFFER.name} (45 mins, ${OFFER.normal}). Please confirm availability.`,
    );
    await expect(bookingTotal(page)).resolves.toBe(OFFER.normal);
    expect(problems).toEqual([]);
    await context.close();
  });
});
