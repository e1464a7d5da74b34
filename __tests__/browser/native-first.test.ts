// The services page works before and without its script: each control is the browser's own first
// (a <details> disclosure for Read More, links to places in the page for the categories and the
// photos, a strip of photos that scrolls sideways), and a control that could do nothing without
// script is not shown. These tests open /services/ and /sw/services/ as a phone that gets the HTML
// and not the scripts (JavaScript off), and as one that gets the scripts late, after the visitor
// has already tapped.
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import type { Page } from "playwright-core";
import {
  browserPerFile,
  openPage,
  PHONE,
  siteUrl,
  waitForHydration,
  waitForHydrated,
  waitForIdle,
} from "./support/browser";
import { holdChunk } from "./support/hold-chunk";
import { bringOnScreen, readContent, runAxe, WCAG_AA } from "./support/page-tools";
import { pollUntil } from "./support/poll";

const browser = browserPerFile();
const repoRoot = path.resolve(__dirname, "../..");

interface Category {
  id: string;
  name: string;
  showsAll: boolean;
}

/** Each category's treatments (their slugs), in the list's order, from the content files. */
function categoriesFromContent(language: "en" | "sw") {
  const suffix = language === "en" ? "" : ".sw";
  const names = readContent<{ items: Category[] }>(`categories${suffix}.yaml`).items;
  const english = readContent<{ items: Category[] }>("categories.yaml").items;
  const folder = path.join(repoRoot, "content/treatments");
  const treatments = fs
    .readdirSync(folder)
    .filter((file) => /^[^.]+\.md$/.test(file))
    .map((file) => {
      const data = matter(fs.readFileSync(path.join(folder, file), "utf8")).data as {
        categories?: string[];
        order: number;
      };
      return {
        slug: file.replace(/\.md$/, ""),
        categories: data.categories ?? [],
        order: data.order,
      };
    })
    .sort((a, b) => a.order - b.order);
  return english.map((category, index) => ({
    name: names[index]!.name,
    slugs: treatments
      .filter((treatment) => category.showsAll || treatment.categories.includes(category.id))
      .map((treatment) => treatment.slug),
  }));
}

const PAGES = [
  {
    route: "/services/",
    language: "en" as const,
    whatsappText: /^Hello, I would like to (book a|join) /,
  },
  { route: "/sw/services/", language: "sw" as const, whatsappText: /^Habari, / },
];

const visibleRows = (page: Page) =>
  page
    .locator("li[data-treatment]")
    .evaluateAll((rows) =>
      rows
        .filter((row) => (row as HTMLElement).offsetParent !== null)
        .map((row) => row.getAttribute("data-treatment")),
    );

/** What can be seen to change when a control does something. */
const pageState = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify({
      url: location.href,
      scroll: [window.scrollX, window.scrollY],
      open: [...document.querySelectorAll("details[open]")].map((d) => d.textContent),
      popovers: [...document.querySelectorAll("[popover]")].map((p) => p.matches(":popover-open")),
      strips: [...document.querySelectorAll("[data-gallery-strip]")].map((s) => s.scrollLeft),
      rows: [...document.querySelectorAll("li[data-treatment]")].map(
        (row) => (row as HTMLElement).offsetParent !== null,
      ),
    }),
  );

describe.each(PAGES)(
  "$route with JavaScript off, on a phone",
  ({ route, language, whatsappText }) => {
    const open = () =>
      openPage(browser(), route, { viewport: PHONE, javaScriptEnabled: false, hasTouch: true });

    it("each Read More shows its description, one at a time", async () => {
      const { page, context } = await open();
      const summaries = page.locator("li[data-treatment] summary");
      const count = await summaries.count();
      expect(count).toBe(categoriesFromContent(language)[0]!.slugs.length);
      for (let i = 0; i < count; i += 1) {
        const summary = await bringOnScreen(summaries.nth(i));
        await summary.tap();
        const details = summary.locator("xpath=..");
        await expect(details.evaluate((d) => (d as HTMLDetailsElement).open)).resolves.toBe(true);
        const description = details.locator("[id$=-description]");
        await expect(description.isVisible()).resolves.toBe(true);
        expect((await description.innerText()).trim().length).toBeGreaterThan(40);
        // The one before it closed: the disclosures share a name.
        await expect(page.locator("li[data-treatment] details[open]").count()).resolves.toBe(1);
      }
      // Read More on the open one closes it.
      await summaries.nth(count - 1).tap();
      await expect(page.locator("details[open]").count()).resolves.toBe(0);
      await context.close();
    });

    it("each category shows its treatments", async () => {
      const { page, context } = await open();
      const categories = categoriesFromContent(language);
      // All Services until a category is chosen.
      await expect(visibleRows(page)).resolves.toEqual(categories[0]!.slugs);
      for (const category of [...categories.slice(1), categories[0]!]) {
        const choice = page.getByRole("radiogroup").getByText(category.name, { exact: true });
        await bringOnScreen(choice);
        await choice.tap();
        await expect(visibleRows(page)).resolves.toEqual(category.slugs);
        await expect(
          page.getByRole("radio", { name: category.name, exact: true }).isChecked(),
        ).resolves.toBe(true);
      }
      await context.close();
    });

    it("each of the 19 photos can be brought on screen with its caption", async () => {
      const { page, context } = await open();
      const gallery = readContent<{
        items: { title?: string; description?: string }[];
      }>(`gallery${language === "en" ? "" : ".sw"}.yaml`).items;
      expect(gallery).toHaveLength(19);
      const thumbnails = page.locator("[data-thumb]");
      await expect(thumbnails.count()).resolves.toBe(19);
      for (let i = 0; i < gallery.length; i += 1) {
        const thumbnail = await bringOnScreen(thumbnails.nth(i));
        await thumbnail.tap();
        const photo = page.locator(`#gallery-photo-${i + 1}`);
        await page.waitForFunction(
          (id) => {
            const box = document.getElementById(id)!.getBoundingClientRect();
            return (
              box.left >= -1 &&
              box.right <= window.innerWidth + 1 &&
              box.top >= 0 &&
              box.bottom <= window.innerHeight
            );
          },
          `gallery-photo-${i + 1}`,
        );
        // The photo itself arrives (loaded lazily by the browser) and fills its place.
        const image = photo.locator("img");
        await page.waitForFunction(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          await image.elementHandle(),
        );
        const caption = [gallery[i]!.title, gallery[i]!.description].filter(Boolean);
        if (caption.length > 0) {
          const shown = await photo.getByTestId("gallery-caption").innerText();
          expect(shown.split("\n").filter(Boolean)).toEqual(caption);
        } else {
          await expect(photo.getByTestId("gallery-caption").count()).resolves.toBe(0);
        }
      }
      await context.close();
    });

    it("every Book Now is a WhatsApp link with the pre-filled message", async () => {
      const { page, context } = await open();
      const rows = page.locator("li[data-treatment]");
      const count = await rows.count();
      for (let i = 0; i < count; i += 1) {
        const row = rows.nth(i);
        const name = (await row.locator("h3").innerText()).trim();
        const price = (await row.locator("[data-field=price]").innerText()).trim();
        // Book Now, not Share (a WhatsApp link with no number: treatment-pages.test.ts).
        const href = await row
          .locator('a[href^="https://wa.me/"]:not([data-share])')
          .getAttribute("href");
        const url = new URL(href!);
        expect(url.pathname).toBe("/254700000000");
        const text = url.searchParams.get("text")!;
        expect(text).toMatch(whatsappText);
        expect(text).toContain(name);
        if (price.startsWith("KES")) expect(text).toContain(price);
      }
      await context.close();
    });

    it("no visible control does nothing: each button, tab and summary changes the page", async () => {
      const { page, context } = await open();
      const controls = page.locator(
        "main button, main summary, main label, main [role=tab], main a[href^='#'], header button",
      );
      const count = await controls.count();
      const dead: string[] = [];
      let tried = 0;
      // From the last: the categories, before the list, are tapped after the list's Read More.
      for (let i = count - 1; i >= 0; i -= 1) {
        const control = controls.nth(i);
        if (!(await control.isVisible())) continue;
        await bringOnScreen(control);
        const before = await pageState(page);
        await control.tap();
        tried += 1;
        const changed = await pollUntil(async () => (await pageState(page)) !== before, {
          within: 3000,
        });
        if (!changed) dead.push(await control.evaluate((el) => el.outerHTML.slice(0, 160)));
        // A popover opened by the tap is closed again, so it hides nothing from the next one.
        await page.keyboard.press("Escape");
      }
      // The Menu, 13 Read More, 4 categories and 19 photos at least.
      expect(tried).toBeGreaterThanOrEqual(37);
      expect(dead).toEqual([]);
      // No button that needs the script is on show: the colour mode, the gallery's controls, Add to
      // booking.
      await expect(page.locator("button:visible").evaluateAll((b) => b.length)).resolves.toBe(1);
      await context.close();
    });

    it.each(["light", "dark"] as const)("axe finds nothing (%s system colours)", async (scheme) => {
      // The page runs none of its scripts, inline ones included: its answer carries a policy that
      // allows no script. (With JavaScript off, axe could not run either: its timers never fire.)
      const { page, context } = await openPage(browser(), route, {
        viewport: PHONE,
        colorScheme: scheme,
        beforeLoad: (ctx) =>
          ctx.route(
            (url) => url.pathname === route,
            async (request) => {
              const response = await request.fetch();
              await request.fulfill({
                response,
                headers: { ...response.headers(), "content-security-policy": "script-src 'none'" },
              });
            },
          ),
      });
      await expect(page.evaluate(() => document.documentElement.className)).resolves.not.toMatch(
        /\bjs\b/,
      );
      const violations = await runAxe(page, { tags: WCAG_AA });
      expect(violations).toEqual([]);
      await context.close();
    });
  },
);

describe.each(PAGES)("$route tapped before its scripts arrive", ({ route, language }) => {
  it("a Read More, a category and a thumbnail do what they say, and React undoes none of it", async () => {
    const hold = holdChunk(/\.js$/);
    const opened = await openPage(browser(), route, {
      viewport: PHONE,
      hasTouch: true,
      beforeLoad: hold.install,
      navigate: false,
    });
    const { page, context, problems } = opened;
    await page.goto(siteUrl(route), { waitUntil: "domcontentloaded" });
    const categories = categoriesFromContent(language);
    const nails = categories[1]!;

    // A category: chosen by the browser.
    const choice = page.getByRole("radiogroup").getByText(nails.name, { exact: true });
    await bringOnScreen(choice);
    await choice.tap();
    await expect(visibleRows(page)).resolves.toEqual(nails.slugs);
    // A Read More in it.
    const summary = page.locator(`li[data-treatment="${nails.slugs[1]}"] summary`);
    await bringOnScreen(summary);
    await summary.tap();
    await expect(page.locator("details[open]").count()).resolves.toBe(1);
    // A thumbnail: its photo comes on screen.
    const thumbnail = page.locator('[data-thumb="5"]');
    await bringOnScreen(thumbnail);
    await thumbnail.tap();
    await page.waitForFunction(() => location.hash === "#gallery-photo-6");

    hold.release();
    await waitForHydration(page);
    await waitForHydrated(page, '[data-section="booking"] > *');
    await waitForHydrated(page, '[data-section="gallery"] > *');
    // The gallery near: the slideshow takes the strip's place on the photo the visitor chose.
    await page.getByTestId("gallery-counter").filter({ hasText: "6 / 19" }).waitFor();
    await waitForIdle(opened);

    // The category is the selected tab, and its list is shown; the description is still open.
    const tab = page.getByRole("tab", { name: nails.name, exact: true });
    await expect(tab.getAttribute("aria-selected")).resolves.toBe("true");
    await expect(visibleRows(page)).resolves.toEqual(nails.slugs);
    await expect(
      page.locator(`li[data-treatment="${nails.slugs[1]}"] details`).getAttribute("open"),
    ).resolves.toBe("");
    // Nothing of it drew again: no hydration error, nothing logged.
    expect(problems).toEqual([]);
    // The tabs now answer as tabs: another one selects its list without leaving the page.
    const all = page.getByRole("tab", { name: categories[0]!.name, exact: true });
    await bringOnScreen(all);
    await all.tap();
    await expect(all.getAttribute("aria-selected")).resolves.toBe("true");
    await expect(visibleRows(page)).resolves.toEqual(categories[0]!.slugs);
    await context.close();
  });
});
