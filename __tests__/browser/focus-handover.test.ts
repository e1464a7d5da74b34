import type { Page } from "playwright-core";
import { openPage, PHONE, waitForHydration, browserPerFile } from "./support/browser";
import { holdChunk } from "./support/hold-chunk";

// Lazily loaded code (react-slick for the carousels, the gallery's slideshow) takes over markup the
// server wrote. A visitor whose keyboard focus is in that markup at that moment must keep their
// place: focus stays on the element, or moves to its counterpart (same role and name), and the page
// does not scroll. Each test holds the chunk back until focus is in place, so the order of events
// is the one that used to lose focus, every run.

const browser = browserPerFile();

/** Role, name and whether it is the page itself, for the element that has focus. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {
      body: !el || el === document.body,
      role: el?.getAttribute("role") ?? el?.tagName.toLowerCase() ?? null,
      name: el?.getAttribute("aria-label") ?? null,
      connected: Boolean(el?.isConnected),
    };
  });

/** Opens a page at phone width with the chunks matching `pattern` held back until released. */
async function openWithChunkHeld(pathname: string, pattern: RegExp) {
  const hold = holdChunk(pattern);
  const opened = await openPage(browser(), pathname, {
    viewport: PHONE,
    reducedMotion: "reduce",
    beforeLoad: hold.install,
  });
  await waitForHydration(opened.page);
  return { ...opened, hold };
}

const SLIDESHOW_CHUNK = /\/gallery-slideshow[-.][^/]*\.(js|css)$/;

const scrollTop = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

describe("keyboard focus when lazy code takes over", () => {
  it("stays on a carousel's slides when react-slick arrives", async () => {
    const label = "Our Vision, Mission & Values";
    const { page, context, problems, hold } = await openWithChunkHeld(
      "/about/",
      /\/carousel[-.][^/]*\.(js|css)$/,
    );
    const slides = page.getByRole("group", { name: `${label}: all slides`, exact: true });
    await slides.focus();
    // The carousel is near the screen, so its code has been asked for, and is being held.
    await hold.firstRequest;
    await expect(
      page.locator(`[aria-label="${label}"]`).getAttribute("data-carousel"),
    ).resolves.toBe("static");
    await expect(focused(page)).resolves.toMatchObject({
      body: false,
      role: "group",
      name: `${label}: all slides`,
    });
    const before = await scrollTop(page);

    hold.release();
    await page
      .locator(`[aria-label="${label}"][data-carousel="ready"] .slick-initialized`)
      .waitFor();
    await expect(focused(page)).resolves.toEqual({
      body: false,
      role: "group",
      name: `${label}: all slides`,
      connected: true,
    });
    await expect(scrollTop(page)).resolves.toBe(before);
    // Tab goes on from there, into the slider.
    await page.keyboard.press("Tab");
    await expect(focused(page)).resolves.toMatchObject({ body: false });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("moves from a static gallery thumbnail (a link) to the same thumbnail (a button) in the slideshow", async () => {
    const { page, context, problems, hold } = await openWithChunkHeld(
      "/services/",
      SLIDESHOW_CHUNK,
    );
    const thumb = page.getByRole("link", { name: /^Show image 3 of 19:/ });
    const name = await thumb.getAttribute("aria-label");
    await thumb.focus();
    await hold.firstRequest;
    await expect(page.locator("#gallery").getAttribute("data-interactive")).resolves.toBe("false");
    await expect(focused(page)).resolves.toMatchObject({ body: false, name });
    const before = await scrollTop(page);

    hold.release();
    await page.locator("#gallery[data-interactive=true]").waitFor();
    await expect(focused(page)).resolves.toEqual({
      body: false,
      role: "button",
      name,
      connected: true,
    });
    await expect(scrollTop(page)).resolves.toBe(before);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("moves from a category's radio button to its tab when the list's code arrives", async () => {
    const { page, context, problems, hold } = await openWithChunkHeld(
      "/services/",
      /\/part-booking-list[-.][^/]*\.js$/,
    );
    // Tab to the choice, as a keyboard does: it comes on the screen, and its section asks for its
    // code, held back.
    const nails = page.getByRole("radio", { name: "Nail Care", exact: true });
    await nails.focus();
    await page.keyboard.press("ArrowRight");
    const beauty = page.getByRole("radio", { name: "Beauty Treatments", exact: true });
    await expect(beauty.isChecked()).resolves.toBe(true);
    await hold.firstRequest;
    hold.release();
    const tab = page.getByRole("tab", { name: "Beauty Treatments", exact: true });
    await tab.waitFor();
    await expect(tab.getAttribute("aria-selected")).resolves.toBe("true");
    await expect(focused(page)).resolves.toMatchObject({ body: false, role: "tab" });
    await expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe(
      "Beauty Treatments",
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it("starts the slideshow on a photo whose thumbnail was followed before its code arrived, and keeps the focus on it", async () => {
    const { page, context, problems, hold } = await openWithChunkHeld(
      "/services/",
      SLIDESHOW_CHUNK,
    );
    const thumb = page.getByRole("link", { name: /^Show image 4 of 19:/ });
    await thumb.focus();
    await page.keyboard.press("Enter");
    await page.waitForFunction(() => location.hash === "#gallery-photo-4");
    // The browser moves the focus to the photo its link leads to.
    await expect(focused(page)).resolves.toEqual({
      body: false,
      role: "group",
      name: "4 of 19",
      connected: true,
    });
    await hold.firstRequest;

    hold.release();
    await page.locator("#gallery[data-interactive=true]").waitFor();
    await expect(page.getByTestId("gallery-counter").innerText()).resolves.toBe("4 / 19");
    await expect(
      page
        .locator('#gallery [data-slide="3"]')
        .evaluate((slide) => getComputedStyle(slide).visibility),
    ).resolves.toBe("visible");
    await expect(focused(page)).resolves.toEqual({
      body: false,
      role: "group",
      name: "4 of 19",
      connected: true,
    });
    expect(problems).toEqual([]);
    await context.close();
  });
});
