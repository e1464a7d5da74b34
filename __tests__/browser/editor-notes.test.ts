import fs from "fs";
import type { Locator, Page } from "playwright-core";
import { DESCRIPTION_GUIDE } from "../../plugins/gatsby-plugin-content/model/description";
import { NOTE_WORDS } from "../../plugins/gatsby-plugin-editor/field-notes";
import { coordinatesLink } from "../../shared/lib/map-place";
import { browserPerFile, PHONE, siteUrl } from "./support/browser";
import {
  behindDialog,
  expectFits,
  openPhoneEditor,
  savedText,
  saveSwahiliLater,
  screenshot,
  type PhoneEditor,
} from "./support/editor-phone";
import { pollUntil } from "./support/poll";
import { copySite } from "./support/site-copy";

// The site's notes under the editor's fields, on the owner's phone (390×844, touch): a
// description's counter as she types (a warning past the hint's "two or three sentences", never a
// refusal below the build's limit), and the first refused field brought on screen when Save is
// refused, wherever she was in the form (plugins/gatsby-plugin-editor/field-notes.ts).

const browser = browserPerFile();
let copy: string;

beforeAll(() => {
  copy = copySite();
});

afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

async function openTreatment(editor: PhoneEditor, summary: string): Promise<void> {
  const { page } = editor;
  await page.getByRole("treeitem", { name: "Treatments", exact: true }).click();
  const entry = page.getByRole("gridcell", { name: summary, exact: true });
  await entry.waitFor();
  await entry.click();
  await page.getByRole("textbox", { name: "Price" }).waitFor();
}

/** Replaces the description with `text`, as a finger types it, a paragraph per line. */
async function typeDescription(page: Page, text: string): Promise<void> {
  await page.getByRole("textbox", { name: "Description" }).click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Backspace");
  for (const [index, line] of text.split("\n").entries()) {
    if (index > 0) await page.keyboard.press("Enter");
    await page.keyboard.type(line);
  }
}

/**
 * Taps Save until the editor answers (saved: the button goes or is disabled; refused: an alert;
 * asking about the Swahili an English-only change leaves behind, answered "Save, Swahili later"),
 * at most three times: a tap that lands while the form is still taking in the last change is
 * lost, and the owner taps again.
 */
async function tapSave(page: Page): Promise<void> {
  // The text editor hands its text over when it loses focus, as when a finger taps elsewhere.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const button = page
    .getByRole("toolbar", { name: "Primary" })
    .getByRole("button", { name: "Save" });
  const answered = async () =>
    (await button.count()) === 0 ||
    (await button.isDisabled({ timeout: 1_000 }).catch(() => true)) ||
    (await page.getByRole("alert").count()) > 0 ||
    (await behindDialog(page).isVisible());
  for (let tap = 1; tap <= 3; tap += 1) {
    await button.tap();
    if (await pollUntil(answered, { within: 5_000 })) return saveSwahiliLater(page);
  }
  throw new Error("Save did nothing after three taps");
}

/** Whether the element is wholly inside the screen, top to bottom. */
async function onScreen(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
}

describe("the notes under the editor's fields", () => {
  it("count a description as she types, warn past two or three sentences, and still save it", async () => {
    const editor = await openPhoneEditor(browser(), siteUrl(""), copy);
    const { page, context } = editor;
    const file = "content/treatments/pedicure.md";
    const before = (await editor.readFile(file))!.toString("utf8");
    await openTreatment(editor, "Pedicure · KES 500");
    const counter = page.locator("[data-field-note=count]").first();
    await expect(counter.innerText()).resolves.toMatch(
      new RegExp(
        `^\\d+ characters; two or three sentences are about ${DESCRIPTION_GUIDE.chars}\\.$`,
      ),
    );
    const sentence = "Warm soak, scrub, shaping and polish for tired feet after a long day.";
    await typeDescription(page, Array(8).fill(sentence).join("\n"));
    // Before any Save: the counter has grown past the hint's length, and says so (read once it
    // has caught up with the typing: the same twice in a row).
    let last = "";
    await pollUntil(
      async () => {
        const now = await counter.innerText();
        const settled = now === last && /longer than two or three sentences/.test(now);
        last = now;
        return settled;
      },
      { within: 5_000, every: 300 },
    );
    const count = Number((await counter.innerText()).split(" ")[0]!.replace(/,/g, ""));
    // What she sees: the sentences, the paragraph breaks not counted.
    expect(count).toBe(8 * sentence.length);
    expect(count).toBeGreaterThan(DESCRIPTION_GUIDE.chars);
    await expect(counter.innerText()).resolves.toBe(NOTE_WORDS.longer(count));
    await expect(onScreen(counter)).resolves.toBe(true);
    await expectFits(page, "description over its hint's length");
    await screenshot(page, "8-description-counter");
    // A warning, not a refusal: it saves.
    await tapSave(page);
    const after = await savedText(editor, file, before);
    expect(after).toContain(sentence);
    expect(await editor.violations()).toEqual([]);
    await context.close();
  }, 120_000);

  it("bring the first refused field on screen when Save is refused, quoting what she typed", async () => {
    const editor = await openPhoneEditor(browser(), siteUrl(""), copy);
    const { page, context } = editor;
    await openTreatment(editor, "Manicure · KES 400");
    await page.getByRole("textbox", { name: "Price" }).fill("KES 4OO");
    // Down at the end of a long description, far below the price.
    const paragraphs = Array(10).fill("Soft, cared-for hands, neatly finished.");
    await typeDescription(page, paragraphs.join("\n"));
    const price = page.getByRole("textbox", { name: "Price" });
    await expect(onScreen(price)).resolves.toBe(false);
    await tapSave(page);
    const message = page.getByText(/This is not a price\./);
    await message.waitFor();
    await pollUntil(() => onScreen(message), { within: 3_000 });
    await expect(onScreen(message)).resolves.toBe(true);
    const typed = page.getByText(NOTE_WORDS.typed("KES 4OO"), { exact: true });
    await expect(onScreen(typed)).resolves.toBe(true);

    // A description the page can't show, refused with the view at the top of the form: the note
    // that quotes its paragraph is brought on screen.
    await price.fill("KES 400");
    await typeDescription(
      page,
      [...paragraphs, "See [our page](https://example.com) for more."].join("\n"),
    );
    await page.getByRole("textbox", { name: "Name", exact: true }).scrollIntoViewIfNeeded();
    await tapSave(page);
    const note = page.getByText(/^Paragraph 11 of the description holds a link/);
    await note.waitFor();
    await pollUntil(() => onScreen(note), { within: 3_000 });
    await expect(onScreen(note)).resolves.toBe(true);
    await expectFits(page, "refused description on screen");
    await screenshot(page, "9-refused-on-screen");
    await context.close();
  }, 120_000);

  it("keep a negative latitude typed on a phone, refuse a place outside Kenya, and link where it is before Save", async () => {
    const editor = await openPhoneEditor(browser(), siteUrl(""), copy);
    const { page, context } = editor;
    const file = "content/site.yaml";
    const before = (await editor.readFile(file))!.toString("utf8");
    await page.getByRole("treeitem", { name: "Site facts", exact: true }).click();
    await page.getByRole("gridcell", { name: "Site facts", exact: true }).click();
    // The address's fields are drawn as they come near the screen.
    const address = page.locator('section.field[data-key-path="address"]').first();
    await address.scrollIntoViewIfNeeded();
    const coordinates = page.getByRole("textbox", { name: "Coordinates (latitude, longitude)" });
    await coordinates.scrollIntoViewIfNeeded();
    // A text box with the phone's full keyboard, which has a minus (a number box's has none).
    await expect(coordinates.getAttribute("type")).resolves.toBe("text");
    await expect(coordinates.getAttribute("inputmode")).resolves.not.toMatch(/numeric|decimal/);

    // Swapped numbers put the salon in the sea: refused, in plain words, what she typed quoted.
    await coordinates.fill("");
    await coordinates.pressSequentially("36.7756, -1.3965");
    await tapSave(page);
    await page.getByText(/This is not a place in Kenya\./).waitFor();
    await expect(
      page.getByText(NOTE_WORDS.typed("36.7756, -1.3965"), { exact: true }).isVisible(),
    ).resolves.toBe(true);
    expect((await editor.readFile(file))!.toString("utf8")).toBe(before);

    // Typed key by key, as on the phone: the link under it shows where it is, before Save.
    await coordinates.fill("");
    await coordinates.pressSequentially("-1.3965, 36.7756");
    const where = page.getByRole("link", {
      name: `${NOTE_WORDS.seeCoordinates} (opens in a new tab)`,
    });
    await pollUntil(
      async () => (await where.getAttribute("href")) === coordinatesLink("-1.3965, 36.7756"),
      { within: 5_000 },
    );
    await expect(where.getAttribute("href")).resolves.toBe(
      "https://www.google.com/maps/search/?api=1&query=-1.3965%2C36.7756",
    );
    await expect(where.getAttribute("target")).resolves.toBe("_blank");
    await expectFits(page, "coordinates with their link");
    await screenshot(page, "10-coordinates");
    await tapSave(page);
    const after = await savedText(editor, file, before);
    expect(after).toMatch(/^ {2}coordinates: ['"]?-1\.3965, 36\.7756['"]?$/m);
    expect(await editor.violations()).toEqual([]);
    await context.close();
  }, 120_000);

  it("add a holiday with the phone's date picker, its hours and a note in both languages", async () => {
    const editor = await openPhoneEditor(browser(), siteUrl(""), copy);
    const { page, context } = editor;
    const [file, twin] = ["content/site.yaml", "content/site.sw.yaml"];
    const before = (await editor.readFile(file))!.toString("utf8");
    await page.getByRole("treeitem", { name: "Site facts", exact: true }).click();
    await page.getByRole("gridcell", { name: "Site facts", exact: true }).click();
    const special = page.locator('section.field[data-key-path="hours.special"]').first();
    await page.locator('section.field[data-key-path="hours"]').first().scrollIntoViewIfNeeded();
    await special.scrollIntoViewIfNeeded();
    await special.getByRole("button", { name: /^Add/ }).first().click();
    const firstDay = page.locator('section.field[data-key-path="hours.special.0.from"] input');
    await firstDay.waitFor();
    // The phone's own date picker: a date input, written as the build reads it.
    await expect(firstDay.getAttribute("type")).resolves.toBe("date");
    await firstDay.fill("2026-12-25");
    await page
      .locator('section.field[data-key-path="hours.special.0.to"] input')
      .fill("2026-12-26");
    await page.getByRole("textbox", { name: "Hours that day" }).fill("closed");
    await page.getByRole("textbox", { name: "Note (optional)" }).fill("Christmas");
    await expectFits(page, "a holiday");
    await screenshot(page, "11-holiday");
    await page.getByRole("combobox", { name: "Switch Locale" }).click();
    await page.getByRole("option", { name: "Swahili" }).click();
    // The list's fields are drawn as they come near the screen.
    await special.scrollIntoViewIfNeeded();
    await page.getByRole("textbox", { name: "Note (optional)" }).fill("Krismasi");
    await tapSave(page);
    const after = await savedText(editor, file, before);
    expect(after).toMatch(
      /\n {2}special:\n {4}- from: ['"]?2026-12-25['"]?\n {6}to: ['"]?2026-12-26['"]?\n {6}hours: closed\n {6}note: Christmas\n/,
    );
    await expect(savedText(editor, twin, null)).resolves.toMatch(/note: Krismasi/);
    expect(await editor.violations()).toEqual([]);
    await context.close();
  }, 120_000);
});
