import fs from "fs";
import os from "os";
import path from "path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { parse } from "yaml";
import { describeContent } from "../../plugins/gatsby-plugin-content/model/describe";
import {
  DESCRIPTION_HOW,
  DESCRIPTION_PATTERN,
} from "../../plugins/gatsby-plugin-content/model/description";
import { CONTENT_LIMITS } from "../../plugins/gatsby-plugin-content/model/limits";
import { NOTE_WORDS } from "../../plugins/gatsby-plugin-editor/field-notes";
import { BEHIND_WORDS } from "../../plugins/gatsby-plugin-editor/translation-notice";
import { translationMark } from "../../plugins/gatsby-plugin-content/model/marks";
import { validateContent } from "../support/content-rules";
import { startServer } from "../../scripts/static-server.mjs";
import { browserPerFile, openPage, PHONE, siteUrl, waitForFrames } from "./support/browser";
import { UPLOAD } from "../../plugins/gatsby-plugin-editor/config";
import {
  behindDialog,
  expectFits,
  expectOnScreen,
  NO_WEBP_ENCODING,
  openPhoneEditor,
  savedText,
  saveSwahiliLater,
  screenshot,
  type PhoneEditor,
} from "./support/editor-phone";
import { bringOnScreen } from "./support/page-tools";
import { pollUntil } from "./support/poll";
import { scratchBuild } from "./support/scratch-site";
import { copySite } from "./support/site-copy";

// The owner's editor at /admin/, tried as the owner would, on her phone (390×844, touch), with
// nothing leaving this machine: the built site is served with its production headers, every
// other host is blocked, and the editor works on a copy of the site's content/ folder (see
// ./support/editor-phone.ts). Each task checks that no view scrolls sideways, that every control
// is at least 24×24 CSS px, and that messages sit wholly on screen. At the end everything the
// editor saved goes into the run's shared build (support/scratch-site.ts), which is checked.

const repoRoot = path.resolve(__dirname, "../..");
// The built site is the run's server's (support/global-setup.ts).
const browser = browserPerFile();
let copy: string;
/** Every file the tasks saved, to be built in the run's shared copy. */
const saved = new Map<string, Buffer>();

beforeAll(() => {
  copy = copySite();
});

afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

const open = () => openPhoneEditor(browser(), siteUrl(""), copy);

/**
 * A new treatment's Swahili twin as the editor writes it: its name, the marks of what its name
 * and description translate ([English, Swahili] each), and its description.
 */
const newTwin = (name: [string, string], body: [string, string]) =>
  `---\nname: ${name[1]}\ntranslationOf:\n  - name=${translationMark(...name)}\n` +
  `  - body=${translationMark(...body)}\n---\n\n${body[1]}\n`;

/** The contact page's heading, changed in English alone (and its Swahili, left as it was). */
const SWAHILI_BEHIND = { english: "Contact Us Today", swahili: "Wasiliana nasi" } as const;
/** The contact page's text, its English mended, and its Swahili, which still says the same. */
const SWAHILI_STILL_RIGHT = {
  english: "We would love to hear from you. Reach out with any questions or feedback.",
  swahili: "Tungependa kukusikia. Tuulize chochote au utupe maoni yako.",
} as const;

async function keep(editor: PhoneEditor, file: string): Promise<void> {
  const bytes = await editor.readFile(file);
  if (bytes) saved.set(file, bytes);
}

/**
 * A 4000×3000 JPEG like a phone camera's: smooth colour with sensor-like grain, which compresses
 * as a photo does (pure noise would not, and a flat colour would be unrealistically small). The
 * default grain makes about 3.9 MB; `grainy` adds stronger grain of its own to each colour, as a
 * photo taken indoors in dim light has (about 5 MB), which no encoder makes small.
 */
async function cameraPhoto(file: string, { grainy = false } = {}): Promise<void> {
  const [width, height] = [4000, 3000];
  const amount = grainy ? 48 : 24;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 1;
  const grain = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * amount;
  };
  const clamp = (value: number) => Math.max(0, Math.min(255, value));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const n = grain();
      pixels[i] = clamp(180 + 60 * Math.sin(x / 300) + n);
      pixels[i + 1] = clamp(90 + 50 * Math.cos(y / 210) + (grainy ? grain() : n));
      pixels[i + 2] = clamp(140 + 40 * Math.sin((x + y) / 500) + (grainy ? grain() : n));
    }
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toFile(file);
}

/**
 * What docs/editing-content.md says a 4000×3000 camera photo is saved at, in MB (10^6 bytes): a
 * plain one and a grainy one ("becomes about 0.5 MB, a grainy one about 0.7 MB"). The upload tests
 * measure both, so the figures can't drift from what the editor's upload settings produce.
 */
function statedUploadMB(): { plain: number; grainy: number } {
  const doc = fs.readFileSync(path.join(repoRoot, "docs/editing-content.md"), "utf8");
  const found = /camera JPEG becomes about ([\d.]+) MB, a grainy one about ([\d.]+) MB/.exec(
    doc.replace(/\s+/g, " "),
  );
  if (!found) throw new Error("docs/editing-content.md no longer states a saved photo's size");
  return { plain: Number(found[1]), grainy: Number(found[2]) };
}

/**
 * Replaces the first gallery photo (its form open) with `photo` as the owner does: the photo's own
 * Expand, Replace Image, Upload, the phone's file chooser, Insert. Resolves once the field names
 * the converted file (`images/<stored>`); fails at once, with the editor's words, if the editor
 * refuses the photo. `chosen` runs while the uploaded photo is selected in the media library.
 */
async function replaceFirstPhoto(
  page: Page,
  photo: string,
  stored: string,
  chosen: () => Promise<void> = async () => {},
): Promise<void> {
  // The first photo's own Expand: the language menu above the form (English/Kiswahili) has a
  // button of that name too.
  await page
    .getByRole("button", { name: "Expand", exact: true })
    .and(page.locator(':not([id$="pane-header"] *)'))
    .first()
    .click();
  await expectFits(page, "gallery photo");
  await page.getByRole("button", { name: "Replace Image" }).first().click();
  const dialog = page.getByRole("dialog");
  await expectFits(page, "media library");
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Upload" }).click();
  await (await chooser).setFiles(photo);
  const uploaded = path.basename(photo).toLowerCase();
  await dialog.getByRole("option", { name: uploaded, selected: true }).waitFor();
  await chosen();
  await dialog.getByRole("button", { name: "Insert" }).click();
  // Resized and re-encoded in the browser as it is inserted: the field names the converted file,
  // unless the editor refuses it ("… exceeds the maximum size of …").
  const named = page.getByText(`images/${stored}`, { exact: true });
  const refused = page.getByText(/exceeds the maximum size/);
  await named.or(refused).first().waitFor();
  if (await refused.count()) throw new Error(`Refused: ${await refused.first().innerText()}`);
  await dialog.waitFor({ state: "hidden" });
}

async function openCollection(page: Page, label: string): Promise<void> {
  const collection = page.getByRole("treeitem", { name: label, exact: true });
  const cancel = page.getByRole("button", { name: "Cancel Editing" });
  const back = page.getByRole("button", { name: "Back to Collection List" });
  // On a phone an open entry, then its collection's list, cover the list of collections. After a
  // save the editor also closes the entry by itself a moment later, so a button seen a moment ago
  // may be gone when it is clicked: look again until the list of collections shows.
  const deadline = Date.now() + 30_000;
  while (!(await collection.isVisible())) {
    if (Date.now() > deadline) throw new Error(`The collection "${label}" never showed`);
    await collection.or(cancel).or(back).first().waitFor();
    for (const button of [cancel, back]) {
      if (await button.isVisible()) await button.click({ timeout: 2000 }).catch(() => undefined);
    }
  }
  await collection.click();
}

async function openTreatment(page: Page, summary: string): Promise<void> {
  const entry = page.getByRole("gridcell", { name: summary, exact: true });
  // Right after the editor has loaded (again), a tap on the collection can be lost while it
  // finishes starting (in one clean-clone run the list of treatments never came after a reload):
  // as the owner would, go back to the collections and tap again.
  await tapUntil(
    () => openCollection(page, "Treatments"),
    () => entry.isVisible(),
    {
      wait: 10_000,
      failure: `"${summary}" never showed in the list of treatments`,
    },
  );
  await entry.click();
  await page.getByRole("textbox", { name: "Price" }).waitFor();
}

/**
 * Taps Save until the editor answers. A save that would leave Swahili texts behind the English ones
 * it changed names them first, in a dialog (plugins/gatsby-plugin-editor/translation-notice.ts),
 * which this answers "Save, Swahili later" (the texts stay behind), unless the test answers it
 * (`notice`).
 */
async function save(page: Page, { notice = false }: { notice?: boolean } = {}): Promise<void> {
  // The text editor hands its text over when it loses focus, as when a finger taps elsewhere.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const button = page
    .getByRole("toolbar", { name: "Primary" })
    .getByRole("button", { name: "Save" });
  const behind = behindDialog(page);
  // Saved (the button is gone or disabled), refused (an error is shown), or asking about the
  // Swahili left behind. The button may go as it is looked at (a new entry's form closes once
  // saved).
  const answered = async () =>
    (await button.count()) === 0 ||
    (await button.isDisabled({ timeout: 1_000 }).catch(() => true)) ||
    (await page.getByRole("alert").count()) > 0 ||
    // A save refused before it is written (the editor's script: a description it can't show).
    (await page.getByRole("alertdialog").count()) > 0 ||
    (await behind.isVisible());
  // A tap that lands while the form is still taking in the last change is lost.
  await tapUntil(() => button.click(), answered, {
    wait: 5_000,
    failure: "Save did nothing after three taps",
  });
  if (!notice) await saveSwahiliLater(page);
}

/**
 * Taps (`tap`) until `done` says it worked, as the owner taps again when nothing happened: at most
 * three times, each time waiting `wait` ms for it. The first tap is always made (a message from an
 * earlier tap may still be on screen). Throws `failure` if the third tap did nothing either.
 */
async function tapUntil(
  tap: () => Promise<void>,
  done: () => Promise<boolean>,
  { wait, failure }: { wait: number; failure: string },
): Promise<void> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await tap();
    if (await pollUntil(done, { within: wait })) return;
  }
  throw new Error(failure);
}

/**
 * Waits until `drawn` says a new list item's fields are drawn, swiping down the form if they are
 * not. The editor draws an item's fields only once its place is on screen (Sveltia UI's
 * VisibilityObserver), and scrolls a new item there itself a moment after Add. In one clean-clone
 * CI run and one run of the project's CI it did not, and the fields were never drawn. The new item
 * is the last in its list, just above the Add button, which sticks to the pane's bottom edge, so
 * scrolling the button into view moves nothing (with the editor's own scroll switched off, the pane
 * stayed at its top for 30 s). The owner swipes down the form instead, until the fields show (with
 * the editor's scroll off, they did).
 */
async function swipeUntilDrawn(
  page: Page,
  drawn: () => Promise<boolean>,
  what: string,
): Promise<void> {
  const drawnOrSwipe = async () => {
    if (await drawn()) return true;
    await page.mouse.move(PHONE.width / 2, PHONE.height / 2);
    await page.mouse.wheel(0, 400);
    return false;
  };
  if (!(await pollUntil(drawnOrSwipe, { within: 30_000, every: 500 }))) {
    throw new Error(`${what} were never drawn: ${await listState(page)}`);
  }
}

/**
 * What a list in the form shows, for a failure's message: whether each item is drawn or still the
 * editor's empty stand-in, where its top edge is, and how far the pane is scrolled. Reads Sveltia's
 * class names (item-list, placeholder), which only this message needs.
 */
async function listState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const lists = [...document.querySelectorAll(".item-list")].map((list) => {
      const items = [...list.children].map((item) => {
        const drawn = item.querySelector(".placeholder") ? "not drawn" : "drawn";
        return `${drawn} at ${Math.round(item.getBoundingClientRect().top)} px`;
      });
      const pane = list.closest<HTMLElement>(".content");
      const scrolled = pane ? `${pane.scrollTop} of ${pane.scrollHeight - pane.clientHeight}` : "-";
      return `items: ${items.join(", ")}; pane scrolled ${scrolled} px`;
    });
    return `page ${document.visibilityState}, ${innerHeight} px high; ${lists.join(" | ")}`;
  });
}

/** Shows the form's other language (a phone shows one at a time: the menu above the form). */
async function switchLocale(page: Page, language: "English" | "Swahili"): Promise<void> {
  await page.getByRole("combobox", { name: "Switch Locale" }).click();
  await page.getByRole("option", { name: language }).click();
}

interface NewTreatment {
  name: string;
  duration: string;
  price: string;
  tab: string;
  order: string;
  description: string;
  /** Its Swahili name and description, which the editor asks for before it saves. */
  swahili?: { name: string; description: string };
}

/** Fills in a new treatment's form (Treatments → the pencil button), without saving it. */
async function fillNewTreatment(page: Page, treatment: NewTreatment): Promise<void> {
  await openCollection(page, "Treatments");
  await page.getByRole("button", { name: "Create New Entry" }).click();
  const texts = [
    [page.getByRole("textbox", { name: "Name", exact: true }), treatment.name],
    [page.getByRole("textbox", { name: "Duration" }), treatment.duration],
    [page.getByRole("textbox", { name: "Price" }), treatment.price],
  ] as const;
  // The new entry's form can still be setting itself up when it first shows, and then it empties
  // what was typed into it: type again until every field holds its text, as the owner would.
  for (let attempt = 1; ; attempt += 1) {
    for (const [box, value] of texts) {
      if ((await box.inputValue()) !== value) await box.fill(value);
    }
    await waitForFrames(page);
    const values = await Promise.all(texts.map(([box]) => box.inputValue()));
    if (values.every((value, index) => value === texts[index]![1])) break;
    if (attempt === 3) throw new Error(`The new treatment's fields hold ${values.join(", ")}`);
  }
  // The tabs by their names, as visitors see them; no text box to type an id into.
  await page.getByRole("checkbox", { name: treatment.tab }).click();
  await page.getByRole("spinbutton", { name: "Place in the list" }).fill(treatment.order);
  await page.getByRole("textbox", { name: "Description" }).fill(treatment.description);
  if (!treatment.swahili) return;
  await switchLocale(page, "Swahili");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(treatment.swahili.name);
  await page.getByRole("textbox", { name: "Description" }).fill(treatment.swahili.description);
  await switchLocale(page, "English");
}

/** The names of the files in a folder of the editor's copy. */
async function filesIn(editor: PhoneEditor, folder: string): Promise<string[]> {
  const names = await editor.page.evaluate(async (rel) => {
    let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("site");
    for (const part of rel.split("/")) dir = await dir.getDirectoryHandle(part);
    const found: string[] = [];
    for await (const name of (dir as unknown as { keys(): AsyncIterable<string> }).keys()) {
      found.push(name);
    }
    return found;
  }, folder);
  return names.sort();
}

/** The entry's text in a Markdown description field, replaced as the owner would type it. */
async function typeDescription(page: Page, text: string): Promise<void> {
  const body = page.getByRole("textbox", { name: "Description" });
  await body.click();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.press("Backspace");
  for (const [index, line] of text.split("\n").entries()) {
    if (index > 0) await page.keyboard.press("Enter");
    await page.keyboard.type(line);
  }
}

describe("the owner's editor at /admin/ on a phone", () => {
  it("is served as the editor, not indexed, with its own policy, and lists every kind of content by name", async () => {
    const response = await fetch(siteUrl("/admin/"));
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    // The editor's own policy, after the one every path gets (which allows all the editor's does);
    // never a visitor page's strict one. No host for fonts: they are served here. WebAssembly
    // (its WebP encoder) may be compiled, script may not be eval'ed.
    const policies = response.headers.get("content-security-policy")!.split(/,\s*/);
    expect(policies).toHaveLength(2);
    expect(policies[1]).toMatch(/^default-src 'none'; script-src 'self' 'wasm-unsafe-eval';/);
    expect(policies[1]).toContain("font-src 'self';");
    expect(policies[0]).toMatch(/connect-src [^;]*https:\/\/api\.github\.com/);
    expect(policies[0]).toMatch(/worker-src [^;]*blob:/);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');

    const editor = await open();
    const { page, context, blocked } = editor;
    await expectFits(page, "collection list");
    // Signed in, the sign-in help link is gone: it would sit over the editor's own buttons.
    await expect(
      page.getByRole("link", { name: "Can't sign in? · Huwezi kuingia?" }).isVisible(),
    ).resolves.toBe(false);
    await screenshot(page, "1-collections");
    for (const { label } of describeContent().collections) {
      await expect(page.getByText(label, { exact: true }).count()).resolves.toBe(1);
    }
    // The icons are drawn by the font served from /admin/ (a missing icon font shows words).
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.status === "loaded")
        .map((face) => face.family.replace(/"/g, ""));
    });
    expect(loaded).toEqual(expect.arrayContaining(["Material Symbols Outlined", "Source Sans 3"]));

    await openCollection(page, "Treatments");
    // Entries by name and price, not by file name.
    await page.getByRole("gridcell", { name: "Manicure · KES 400", exact: true }).waitFor();
    await expect(page.getByText("manicure", { exact: true }).count()).resolves.toBe(0);
    await expectFits(page, "treatment list");
    await screenshot(page, "2-treatments");
    expect(await editor.violations()).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  });

  it("refuses a price the build would refuse, with the build's words on screen and what she typed quoted, then saves the corrected one on its line only", async () => {
    const editor = await open();
    const { page, context } = editor;
    const file = "content/treatments/manicure.md";
    const before = (await editor.readFile(file))!.toString("utf8");
    await openTreatment(page, "Manicure · KES 400");
    await expectFits(page, "treatment form");
    // Save sits in the top bar; Delete in its menu, both on screen.
    await expectOnScreen(page.getByRole("button", { name: "Save" }));
    await page.getByRole("button", { name: "Show Editor Options" }).click();
    const deleteItem = page.getByRole("menuitem", { name: /^Delete/ });
    await expectOnScreen(deleteItem);
    await expectFits(page, "entry menu");
    await page.keyboard.press("Escape");
    await deleteItem.waitFor({ state: "hidden" });
    const price = page.getByRole("textbox", { name: "Price" });
    await price.fill("KES 4OO");
    await save(page);
    const message = page.getByText(
      `This is not a price. Write "KES <amount>" with digits and thousands commas (e.g. "KES 1,100"), or "Contact for pricing".`,
    );
    await message.waitFor();
    await expectOnScreen(message);
    // Under the field, what she typed.
    await expect(
      page.getByText(NOTE_WORDS.typed("KES 4OO"), { exact: true }).isVisible(),
    ).resolves.toBe(true);
    await expectFits(page, "treatment form with an error");
    await message.scrollIntoViewIfNeeded();
    await screenshot(page, "3-price-refused");
    expect((await editor.readFile(file))!.toString("utf8")).toBe(before);

    await price.fill("KES 450");
    await save(page);
    const after = await savedText(editor, file, before);
    const changed = (text: string) => text.split("\n").filter((line) => !before.includes(line));
    expect(changed(after)).toEqual(["price: KES 450"]);
    expect(after.replace("price: KES 450", "price: KES 400")).toBe(before);
    await keep(editor, file);
    expect(await editor.violations()).toEqual([]);
    await context.close();
  });

  it("adds a treatment whose categories are chosen from the categories' names, saved under a file named from its name", async () => {
    const editor = await open();
    const { page, context } = editor;
    await fillNewTreatment(page, {
      name: "Gel Polish",
      duration: "45 mins",
      price: "KES 1,200",
      tab: "Nail Care",
      order: "14",
      description: "Colour that lasts two weeks without chipping, cured under a lamp.",
    });
    await expectFits(page, "new treatment form");
    await page.getByRole("checkbox", { name: "Nail Care" }).scrollIntoViewIfNeeded();
    await screenshot(page, "4-new-treatment");
    // The Swahili side on the phone: the language menu above the form shows only the translated
    // fields, in Swahili.
    await page.getByRole("combobox", { name: "Switch Locale" }).click();
    await page.getByRole("option", { name: "Swahili" }).click();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Rangi ya Jeli");
    await page
      .getByRole("textbox", { name: "Description" })
      .fill("Rangi inayodumu wiki mbili bila kubanduka.");
    await expect(page.getByRole("textbox", { name: "Price" }).count()).resolves.toBe(0);
    await expectFits(page, "new treatment's Swahili side");
    await screenshot(page, "4-new-treatment-swahili");
    await save(page);
    const file = "content/treatments/gel-polish.md";
    const text = await savedText(editor, file, null);
    // The file's name is the treatment's id: no field repeats it.
    expect(text).toMatch(/^---\nname: Gel Polish\n/);
    expect(text).not.toMatch(/^id:/m);
    expect(text).toContain("price: KES 1,200\n");
    expect(text).toMatch(/categories:\n {2}- nails\n/);
    expect(text).not.toContain("Rangi");
    await keep(editor, file);
    // Its Swahili twin beside it, holding the translated fields only.
    const twin = "content/treatments/gel-polish.sw.md";
    await expect(savedText(editor, twin, null)).resolves.toBe(
      newTwin(
        ["Gel Polish", "Rangi ya Jeli"],
        [
          "Colour that lasts two weeks without chipping, cured under a lamp.",
          "Rangi inayodumu wiki mbili bila kubanduka.",
        ],
      ),
    );
    await keep(editor, twin);
    expect(await editor.violations()).toEqual([]);
    await context.close();
  });

  it("reorders the gallery, replaces a photo and deletes one: a 4000×3000 camera photo is committed as WebP of at most 2400 px, and the Swahili side follows", async () => {
    const editor = await open();
    const { page, context } = editor;
    const file = "content/gallery.yaml";
    const twin = "content/gallery.sw.yaml";
    const before = (await editor.readFile(file))!.toString("utf8");
    const twinBefore = (await editor.readFile(twin))!.toString("utf8");
    const { items: was } = parse(before) as { items: { image: string; alt: string }[] };
    const { items: swahiliWas } = parse(twinBefore) as { items: { image: string; alt: string }[] };
    const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "photo-")), "IMG_2041.jpg");
    await cameraPhoto(photo);
    expect(fs.statSync(photo).size).toBeGreaterThan(2_000_000);

    await openCollection(page, "Gallery");
    await page.getByRole("gridcell", { name: "Gallery", exact: true }).click();
    // The photos start folded, each named by its description.
    await page.getByText(was[1]!.alt, { exact: true }).waitFor();
    await expectFits(page, "gallery");
    await page.getByRole("button", { name: "Move Down" }).first().click();
    await screenshot(page, "5-gallery");
    await replaceFirstPhoto(page, photo, "img_2041.webp", async () => {
      await expectFits(page, "media library with the upload");
      await screenshot(page, "6-photo-upload");
    });
    // The third photo goes (the list draws its rows as they are scrolled to: one on screen).
    await page.getByText(was[2]!.alt, { exact: true }).scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Remove", exact: true }).nth(2).click();
    await expect(page.getByText(was[2]!.alt, { exact: true }).count()).resolves.toBe(0);
    await save(page);
    const after = parse(await savedText(editor, file, before)) as {
      items: { image: string; alt: string }[];
    };
    // The first two photos swapped places; the one now first shows the new photo; the third is gone.
    const order = [was[1]!, was[0]!, ...was.slice(3)];
    expect(after.items.map((item) => item.alt)).toEqual(order.map((item) => item.alt));
    expect(after.items[0]!.image).toBe("images/img_2041.webp");
    // The Swahili side did the same, each caption still beside its own photo (the photo's file is
    // copied into it, and the site pairs the two by it).
    const swahili = parse(await savedText(editor, twin, twinBefore)) as {
      items: { image: string; alt: string }[];
    };
    expect(swahili.items.map((item) => item.image)).toEqual(after.items.map((item) => item.image));
    expect(swahili.items.map((item) => item.alt)).toEqual(
      [swahiliWas[1]!, swahiliWas[0]!, ...swahiliWas.slice(3)].map((item) => item.alt),
    );
    const stored = (await editor.readFile("content/images/img_2041.webp"))!;
    const { width, height, format } = await sharp(stored).metadata();
    expect({ format, longSide: Math.max(width!, height!) }).toEqual({
      format: "webp",
      longSide: 2400,
    });
    expect(stored.length).toBeLessThanOrEqual(UPLOAD.maxFileBytes);
    // The size the docs state, within 0.05 MB.
    expect(stored.length / 1e6).toBeCloseTo(statedUploadMB().plain, 1);
    fs.rmSync(path.dirname(photo), { recursive: true });
    await keep(editor, file);
    await keep(editor, twin);
    await keep(editor, "content/images/img_2041.webp");
    expect(await editor.violations()).toEqual([]);
    await context.close();
  }, 180_000);

  it("adds a new photo to the gallery as the guide says: Add Photos, Browse (no files yet), Upload, Insert, described in both languages", async () => {
    const editor = await open();
    const { page, context } = editor;
    const file = "content/gallery.yaml";
    const twin = "content/gallery.sw.yaml";
    const before = (await editor.readFile(file))!.toString("utf8");
    const twinBefore = (await editor.readFile(twin))!.toString("utf8");
    const { items: was } = parse(before) as { items: unknown[] };
    const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "photo-")), "IMG_2044.jpg");
    await cameraPhoto(photo);
    await openCollection(page, "Gallery");
    await page.getByRole("gridcell", { name: "Gallery", exact: true }).click();
    // At the end of the list; the new photo opens below the others, empty.
    const add = page.getByRole("button", { name: /Add\W+Photos/ });
    const listed = (count: number) => page.getByText(new RegExp(`^${count}\\W+Photos$`));
    await listed(was.length).waitFor();
    // Tapped again if the list did not grow.
    await tapUntil(
      () => add.click(),
      () => listed(was.length + 1).isVisible(),
      {
        wait: 5_000,
        failure: "Add Photos added nothing after three taps",
      },
    );
    const browse = page.getByRole("button", { name: "Browse", exact: true });
    await swipeUntilDrawn(page, async () => (await browse.count()) > 0, "The new photo's fields");
    // Scrolled as her finger would, to have the new photo's fields and Browse on screen.
    await browse.evaluate((button) => button.scrollIntoView({ block: "center" }));
    await expectOnScreen(browse);
    await expectFits(page, "a new gallery photo");
    await screenshot(page, "6-photo-add");
    await browse.click();
    // The picker lists only the photos uploaded for this entry: none yet.
    const dialog = page.getByRole("dialog", { name: "Select Image" });
    await dialog.getByText("No files found.", { exact: true }).waitFor();
    await expectFits(page, "the empty photo picker");
    await screenshot(page, "6-photo-no-files");
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByRole("button", { name: "Upload" }).click();
    await (await chooser).setFiles(photo);
    await dialog.getByRole("option", { name: "img_2044.jpg", selected: true }).waitFor();
    await dialog.getByRole("button", { name: "Insert" }).click();
    await page.getByText("images/img_2044.webp", { exact: true }).waitFor();
    await dialog.waitFor({ state: "hidden" });
    const describe = () =>
      page.getByRole("textbox", { name: "Photo description, for people who can't see it" }).last();
    await describe().fill("A client's new gel nails, pale pink");
    // The Swahili side lists the same photos, the new one last. Whether it opens folded depends
    // on the editor's timing: every photo is folded, then the last one unfolded.
    await switchLocale(page, "Swahili");
    await page.getByRole("button", { name: "Collapse All", exact: true }).click();
    await page
      .getByRole("button", { name: "Expand", exact: true })
      .and(page.locator(':not([id$="pane-header"] *)'))
      .last()
      .click();
    // Its fields appear as they come on screen (the editor draws a long list's items lazily).
    await page
      .getByRole("textbox", { name: "Caption title" })
      .last()
      .evaluate((field) => field.scrollIntoView({ block: "start" }));
    // The only photo unfolded: its description is the one on the page.
    const descriptions = page.getByRole("textbox", {
      name: "Photo description, for people who can't see it",
    });
    await descriptions.first().waitFor();
    expect(await descriptions.count()).toBe(1);
    await descriptions.fill("Kucha mpya za jeli za mteja, waridi hafifu");
    await switchLocale(page, "English");
    await save(page);
    const after = parse(await savedText(editor, file, before)) as {
      items: { image: string; alt: string }[];
    };
    expect(after.items).toHaveLength(was.length + 1);
    // Its captions left empty: left out of the file (the editor's omit_empty_optional_fields).
    expect(after.items.at(-1)).toEqual({
      image: "images/img_2044.webp",
      alt: "A client's new gel nails, pale pink",
    });
    const swahili = parse(await savedText(editor, twin, twinBefore)) as {
      items: { image: string; alt: string }[];
    };
    expect(swahili.items.at(-1)).toMatchObject({
      image: "images/img_2044.webp",
      alt: "Kucha mpya za jeli za mteja, waridi hafifu",
    });
    const stored = (await editor.readFile("content/images/img_2044.webp"))!;
    await expect(sharp(stored).metadata()).resolves.toMatchObject({ format: "webp", width: 2400 });
    fs.rmSync(path.dirname(photo), { recursive: true });
    expect(await editor.violations()).toEqual([]);
    await context.close();
  }, 180_000);

  /**
   * Replaces the first gallery photo with a 4000×3000 camera photo named `name`, saves, and returns
   * the file the editor stored as `stored` (which the gallery now names).
   */
  async function uploadCameraPhoto(
    editor: PhoneEditor,
    name: string,
    stored: string,
    options: { grainy?: boolean },
  ): Promise<Buffer> {
    const { page } = editor;
    const file = "content/gallery.yaml";
    const before = (await editor.readFile(file))!.toString("utf8");
    const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "photo-")), name);
    try {
      await cameraPhoto(photo, options);
      await openCollection(page, "Gallery");
      await page.getByRole("gridcell", { name: "Gallery", exact: true }).click();
      await replaceFirstPhoto(page, photo, stored);
      await save(page);
      const after = parse(await savedText(editor, file, before)) as { items: { image: string }[] };
      expect(after.items[0]!.image).toBe(`images/${stored}`);
      return (await editor.readFile(`content/images/${stored}`))!;
    } finally {
      fs.rmSync(path.dirname(photo), { recursive: true, force: true });
    }
  }

  /** Where the page fetched a WebP encoder (WebAssembly) from: the folder of each. */
  const webpEncoders = (editor: PhoneEditor) =>
    editor.page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map(({ name }) => new URL(name))
        .filter(({ pathname }) => /\/webp_enc[\w-]*\.wasm$/.test(pathname))
        .map(({ origin, pathname }) => `${origin}/${pathname.split("/")[1]}/`),
    );

  it("accepts a grainy camera photo that stays large as WebP (over the old 600 kB), stored at most 2400 px", async () => {
    const editor = await open();
    const stored = await uploadCameraPhoto(editor, "IMG_2042.jpg", "img_2042.webp", {
      grainy: true,
    });
    const { width, height, format } = await sharp(stored).metadata();
    expect({ format, longSide: Math.max(width!, height!) }).toEqual({
      format: "webp",
      longSide: UPLOAD.maxLongSide,
    });
    // The photo the editor refused before (over 614.4 kB once converted) is accepted.
    expect(stored.length).toBeGreaterThan(600 * 1024);
    expect(stored.length).toBeLessThanOrEqual(UPLOAD.maxFileBytes);
    // The size the docs state, within 0.05 MB.
    expect(stored.length / 1e6).toBeCloseTo(statedUploadMB().grainy, 1);
    // The canvas encoded it: the editor's own encoder was not needed.
    expect(await webpEncoders(editor)).toEqual([]);
    expect(await editor.violations()).toEqual([]);
    expect(editor.blocked).toEqual([]);
    await editor.context.close();
  }, 180_000);

  it("accepts the same photo in a browser that can't encode WebP (Safari): stored as WebP of at most 2400 px by the encoder served from /admin/, with no policy violation", async () => {
    const editor = await openPhoneEditor(browser(), siteUrl(""), copy, {
      initScript: NO_WEBP_ENCODING,
    });
    const refusals = () =>
      editor.page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
    const refusedBefore = (await refusals()).length;
    const stored = await uploadCameraPhoto(editor, "IMG_2043.jpg", "img_2043.webp", {
      grainy: true,
    });
    // Not one refusal while the photo was converted and saved (not even an expected one).
    expect((await refusals()).slice(refusedBefore)).toEqual([]);
    const { width, height, format } = await sharp(stored).metadata();
    expect({ format, longSide: Math.max(width!, height!) }).toEqual({
      format: "webp",
      longSide: UPLOAD.maxLongSide,
    });
    // As small as the canvas's own WebP (the PNG it fell back to was 7-12 MB): the docs' size.
    expect(stored.length / 1e6).toBeCloseTo(statedUploadMB().grainy, 1);
    // Encoded by the editor's own WebP encoder (WebAssembly), fetched from /admin/ like the rest.
    expect(await webpEncoders(editor)).toEqual([`${new URL(siteUrl()).origin}/admin/`]);
    expect(await editor.violations()).toEqual([]);
    expect(editor.blocked).toEqual([]);
    await editor.context.close();
  }, 180_000);

  it("keeps unsaved edits when she taps the back arrow: the draft is backed up, and offered again when she reopens it", async () => {
    const editor = await open();
    const { page, context } = editor;
    const file = "content/treatments/manicure.md";
    const before = (await editor.readFile(file))!.toString("utf8");
    // Sveltia sets its draft backups up for the backend it starts with. The production editor
    // starts with GitHub's; "Work with Local Repository" chosen on the sign-in page starts with
    // GitHub's too and then switches, which leaves the backups off until the page is loaded again
    // (it then starts with the local folder). So, as the owner's phone does, start with the
    // backend she works with.
    await page.reload();
    await page.getByRole("treeitem", { name: "Treatments", exact: true }).waitFor();
    await openTreatment(page, "Manicure · KES 400");
    const price = page.getByRole("textbox", { name: "Price" });
    // Typed, as a finger and the phone's keyboard do (the editor backs up only what a person typed).
    await price.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("KES 480");
    // Sveltia backs a changed draft up in the browser half a second after each change.
    if (!(await pollUntil(() => editor.hasDraftBackup(), { within: 10_000 }))) {
      throw new Error("No draft backup within 10 s");
    }
    // The back arrow closes the entry without asking and without saving; the draft stays in the
    // browser.
    await page.getByRole("button", { name: "Cancel Editing" }).click();
    const entry = page.getByRole("gridcell", { name: "Manicure · KES 400", exact: true });
    await entry.waitFor();
    expect((await editor.readFile(file))!.toString("utf8")).toBe(before);
    expect(await editor.hasDraftBackup()).toBe(true);

    // Opened again (as after a phone's back button, a closed tab or a restart): offered back.
    await entry.click();
    const dialog = page.getByRole("alertdialog", { name: "Restore Draft" });
    await dialog.waitFor();
    await expectOnScreen(dialog.getByRole("button", { name: "Restore" }));
    await screenshot(page, "8-restore-draft");
    await dialog.getByRole("button", { name: "Restore" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.waitForFunction(
      () => [...document.querySelectorAll("input")].some((input) => input.value === "KES 480"),
      undefined,
      { timeout: 5_000 },
    );
    await expect(price.inputValue()).resolves.toBe("KES 480");
    await save(page);
    expect(await savedText(editor, file, before)).toContain("price: KES 480\n");
    expect(await editor.violations()).toEqual([]);
    await context.close();
  }, 180_000);

  it("moves the last review to the top in English: the Swahili side follows, its rows named by the client", async () => {
    const editor = await open();
    const { page, context } = editor;
    const file = "content/testimonials.yaml";
    const twin = "content/testimonials.sw.yaml";
    const before = (await editor.readFile(file))!.toString("utf8");
    const twinBefore = (await editor.readFile(twin))!.toString("utf8");
    type Reviews = { items: { name: string; service: string }[] };
    const { items: was } = parse(before) as Reviews;
    const { items: swahiliWas } = parse(twinBefore) as Reviews;
    await openCollection(page, "Testimonials");
    await page.getByRole("gridcell", { name: "Testimonials", exact: true }).click();
    // Folded, each named by the client and the treatment.
    const last = `${was[2]!.name} · ${was[2]!.service}`;
    await page.getByText(last, { exact: true }).waitFor();
    const moveUp = page.getByRole("button", { name: "Move Up" });
    await moveUp.nth(2).click();
    await moveUp.nth(1).click();
    await expectFits(page, "reviews");
    // The Swahili side (the language menu above the form on a phone) has moved too: its rows are
    // named by the client, with the treatment in Swahili.
    await page.getByRole("combobox", { name: "Switch Locale" }).click();
    await page.getByRole("option", { name: "Swahili" }).click();
    const rows = swahiliWas.map((item) => `${item.name} · ${item.service}`);
    await page.getByText(rows[2]!, { exact: true }).waitFor();
    const tops = await Promise.all(
      rows.map(async (row) => (await page.getByText(row, { exact: true }).boundingBox())!.y),
    );
    // Achieng first, then Wanjiru, then Amina.
    expect(tops[2]).toBeLessThan(tops[0]!);
    expect(tops[0]).toBeLessThan(tops[1]!);
    await expectFits(page, "reviews' Swahili side");
    await screenshot(page, "7-reviews-swahili");
    await save(page);
    const after = parse(await savedText(editor, file, before)) as Reviews;
    expect(after.items.map((item) => item.name)).toEqual(
      [was[2], was[0], was[1]].map((r) => r!.name),
    );
    const swahili = parse(await savedText(editor, twin, twinBefore)) as Reviews;
    expect(swahili.items.map((item) => [item.name, item.service])).toEqual(
      [swahiliWas[2], swahiliWas[0], swahiliWas[1]].map((r) => [r!.name, r!.service]),
    );
    await keep(editor, file);
    await keep(editor, twin);
    expect(await editor.violations()).toEqual([]);
    await context.close();
  }, 180_000);

  it("names an empty Swahili text before it saves: marked required on the Swahili side, and a save waits for it, naming the language and the field", async () => {
    const editor = await open();
    const { page, context } = editor;
    await fillNewTreatment(page, {
      name: "Brow Tint",
      duration: "30 mins",
      price: "KES 700",
      tab: "Beauty Treatments",
      order: "17",
      description: "Darker, fuller-looking brows for four weeks.",
    });
    // Before saving: the Swahili side marks its texts required (the "*" by each label), as the
    // English side does.
    await switchLocale(page, "Swahili");
    const name = page.getByRole("textbox", { name: "Name", exact: true });
    await expect(name.getAttribute("aria-required")).resolves.toBe("true");
    await expect(name.inputValue()).resolves.toBe("");
    // Saved from the English side, as she would: nothing is written, and the message says how
    // many texts are left and where to see them; the language menu is marked.
    await switchLocale(page, "English");
    await save(page);
    const message = page.getByText("2 fields have errors. Please correct them to save the entry.");
    await message.waitFor();
    await expectOnScreen(message);
    await expectFits(page, "new treatment with its Swahili left empty");
    await screenshot(page, "9-swahili-missing");
    expect(await editor.readFile("content/treatments/brow-tint.md")).toBeNull();
    expect(await editor.readFile("content/treatments/brow-tint.sw.md")).toBeNull();
    // "Show Errors" names each one by its language and field.
    await page.getByRole("button", { name: "Show Errors" }).click();
    const panel = page.getByRole("dialog", { name: "Validation" });
    await panel.getByText("This field is required.").first().waitFor();
    const said = (await panel.innerText()).replace(/\berror\b/g, "").replace(/\s+/g, " ");
    expect(said).toContain(
      "English No errors found. Swahili Name This field is required. Description This field is required.",
    );
    await expectFits(page, "the editor's list of what is left");
    await screenshot(page, "9-swahili-missing-named");
    await page.keyboard.press("Escape");
    await panel.waitFor({ state: "hidden" });
    // Written in Swahili, the treatment saves, with its twin.
    await switchLocale(page, "Swahili");
    await expect(name.getAttribute("aria-invalid")).resolves.toBe("true");
    await name.fill("Rangi ya Nyusi");
    await page
      .getByRole("textbox", { name: "Description" })
      .fill("Nyusi nyeusi zaidi, zinazoonekana nzito, kwa wiki nne.");
    await save(page);
    await expect(savedText(editor, "content/treatments/brow-tint.sw.md", null)).resolves.toBe(
      newTwin(
        ["Brow Tint", "Rangi ya Nyusi"],
        [
          "Darker, fuller-looking brows for four weeks.",
          "Nyusi nyeusi zaidi, zinazoonekana nzito, kwa wiki nne.",
        ],
      ),
    );
    await keep(editor, "content/treatments/brow-tint.md");
    await keep(editor, "content/treatments/brow-tint.sw.md");
    expect(await editor.violations()).toEqual([]);
    await context.close();
  }, 180_000);

  it("names each new treatment's file from its name, gives a taken name its own file, and never renames one", async () => {
    const editor = await open();
    const { page, context } = editor;
    const folder = "content/treatments";
    const before = await filesIn(editor, folder);
    // Accents and signs: the file name is plain ASCII, as the build's file-name rule wants.
    await fillNewTreatment(page, {
      name: "Épilation & Brows",
      duration: "1 hr",
      price: "KES 1,500",
      tab: "Beauty Treatments",
      order: "15",
      description: "Gentle hair removal and brow shaping in one visit.",
      swahili: {
        name: "Kuondoa Nywele na Nyusi",
        description: "Kuondoa nywele na kutengeneza nyusi.",
      },
    });
    await save(page);
    await savedText(editor, `${folder}/epilation-brows.md`, null);
    // Its Swahili twin, named after the English file.
    await expect(savedText(editor, `${folder}/epilation-brows.sw.md`, null)).resolves.toBe(
      newTwin(
        ["Épilation & Brows", "Kuondoa Nywele na Nyusi"],
        [
          "Gentle hair removal and brow shaping in one visit.",
          "Kuondoa nywele na kutengeneza nyusi.",
        ],
      ),
    );
    // A name another treatment already has: its own file, never the other's.
    const manicure = (await editor.readFile(`${folder}/manicure.md`))!.toString("utf8");
    await fillNewTreatment(page, {
      name: "Manicure",
      duration: "1 hr",
      price: "KES 600",
      tab: "Nail Care",
      order: "16",
      description: "A longer manicure with a hand mask.",
      swahili: { name: "Manicure", description: "Manicure ndefu zaidi, na barakoa ya mikono." },
    });
    await save(page);
    await savedText(editor, `${folder}/manicure-1.md`, null);
    expect((await editor.readFile(`${folder}/manicure.md`))!.toString("utf8")).toBe(manicure);
    // Each new treatment comes with its Swahili twin, named after its English file.
    const added = [
      "epilation-brows.md",
      "epilation-brows.sw.md",
      "manicure-1.md",
      "manicure-1.sw.md",
    ];
    expect(await filesIn(editor, folder)).toEqual([...before, ...added].sort());

    // Renaming a treatment keeps its file, so its address and stored bookings stay its own.
    const pedicure = (await editor.readFile(`${folder}/pedicure.md`))!.toString("utf8");
    await openTreatment(page, "Pedicure · KES 500");
    await page.getByRole("button", { name: "Show Editor Options" }).click();
    await page.getByRole("menuitem", { name: "Slug" }).click();
    // The file's name is shown, and cannot be edited.
    const slug = page.getByRole("dialog").getByRole("textbox");
    await expect(slug.innerText()).resolves.toBe("pedicure");
    await expect(slug.getAttribute("aria-readonly")).resolves.toBe("true");
    await page.keyboard.press("Escape");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Spa Pedicure");
    await save(page);
    const renamed = await savedText(editor, `${folder}/pedicure.md`, pedicure);
    expect(renamed).toContain("name: Spa Pedicure\n");
    expect(await filesIn(editor, folder)).toEqual([...before, ...added].sort());
    for (const name of [...added, "pedicure.md"]) {
      await keep(editor, `${folder}/${name}`);
    }
    expect(await editor.violations()).toEqual([]);
    await context.close();
  }, 180_000);

  it("marks a description over the build's limit on its field, counts it in the build's words, and clears the mark as she shortens it, before Save", async () => {
    const editor = await open();
    const { page, context } = editor;
    const file = "content/treatments/pedicure.md";
    const before = (await editor.readFile(file))!.toString("utf8");
    await openTreatment(page, "Pedicure · KES 500");
    const body = page.getByRole("textbox", { name: "Description" });
    const sentence = "Soak, scrub, shape and polish for tired feet. ";
    const tooLong = sentence.repeat(Math.ceil(CONTENT_LIMITS.bodyChars / sentence.length) + 1);
    expect(tooLong.trim().length).toBeGreaterThan(CONTENT_LIMITS.bodyChars);
    await body.fill(tooLong);
    // A text this long takes the text editor a moment to hand over: Save is enabled once it has.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const saveButton = page
      .getByRole("toolbar", { name: "Primary" })
      .getByRole("button", { name: "Save" });
    await page.waitForFunction(
      (button) => !(button as HTMLButtonElement).disabled,
      await saveButton.elementHandle(),
    );
    await save(page);
    const message = page.getByText(DESCRIPTION_PATTERN.message);
    await message.waitFor();
    // The note under it says how long it is, against the build's limit, and is scrolled to.
    const note = page.getByText(NOTE_WORDS.tooLong(tooLong.length), { exact: true });
    await expect(note.isVisible()).resolves.toBe(true);
    await expectOnScreen(note);
    expect((await editor.readFile(file))!.toString("utf8")).toBe(before);
    // Shortened, the mark goes as she types, before she taps Save again.
    await body.fill(sentence.repeat(3).trim());
    await message.waitFor({ state: "hidden" });
    await expect(
      page.getByRole("textbox", { name: "Description" }).getAttribute("aria-invalid"),
    ).resolves.not.toBe("true");
    expect((await editor.readFile(file))!.toString("utf8")).toBe(before);
    expect(await editor.violations()).toEqual([]);
    await context.close();
  }, 120_000);

  it("refuses HTML, a link or a heading typed in a description at its field, quoting the paragraph she sees in the build's words, and has no Markdown source view", async () => {
    const editor = await open();
    const { page, context } = editor;
    const file = "content/treatments/eyelashes.md";
    const before = (await editor.readFile(file))!.toString("utf8");
    await openTreatment(page, "Eyelashes · KES 3,500");
    await page.getByRole("textbox", { name: "Description" }).click();
    // Bold, italics and lists only: no source view, links, headings or code.
    await expect(page.getByRole("button", { name: "Edit in Markdown" }).count()).resolves.toBe(0);
    await expect(page.getByRole("button", { name: /link/i }).count()).resolves.toBe(0);
    // Refused at the field (no error dialog), and the note under it says which paragraph as she
    // sees them (no blank lines counted), what it holds, and quotes it.
    const refusals = [
      [
        "Book early: <b>two for one</b> on Fridays.",
        /^Paragraph 1 of the description holds HTML, which the page can't show: "Book early: <b>two for one<\/b> on Fridays\."\. /,
      ],
      [
        "Lashes for every look.\nSee [our page](https://example.com) for more.",
        /^Paragraph 2 of the description holds a link, which the page can't show: "See \[our page\]\(https:\/\/example\.com\) for more\."\. /,
      ],
      [
        "Lashes for every look.\n# Opening offer",
        /^Paragraph 2 of the description holds a heading, which the page can't show: "# Opening offer"\. /,
      ],
    ] as const;
    let message = page.getByText(refusals[0][1]);
    for (const [typed, said] of refusals) {
      await typeDescription(page, typed);
      await save(page);
      message = page.getByText(said);
      await message.waitFor();
      await expect(message.innerText()).resolves.toContain(DESCRIPTION_HOW);
      await page.getByText(DESCRIPTION_PATTERN.message).waitFor();
      await expect(page.getByText("Please try again later").count()).resolves.toBe(0);
      await expect(page.getByRole("alertdialog").count()).resolves.toBe(0);
      await expectOnScreen(message);
      expect((await editor.readFile(file))!.toString("utf8")).toBe(before);
    }
    await message.scrollIntoViewIfNeeded();
    await expectFits(page, "description refused");
    await screenshot(page, "7-description-refused");
    await typeDescription(
      page,
      "Lashes for every look: natural, volume or dramatic, applied one by one.",
    );
    await save(page);
    const after = await savedText(editor, file, before);
    expect(after).toContain(
      "Lashes for every look: natural, volume or dramatic, applied one by one.",
    );
    await keep(editor, file);
    expect(await editor.violations()).toEqual([]);
    await context.close();
  }, 180_000);

  it("writes every content file back byte for byte when a change is undone and saved again", async () => {
    // What a save writes is what she changed, nothing else: every file, English and Swahili, is
    // written as the editor writes it (docs/editing-content.md). A change undone leaves nothing
    // to save (the Save button stays off), so each file is changed, saved, changed back and saved.
    const editor = await open();
    const { page, context } = editor;
    const files = describeContent().collections.filter(({ kind }) => kind === "file");
    const untouched: string[] = [];
    for (const { label, path: file } of files) {
      const twin = file.replace(/\.yaml$/, ".sw.yaml");
      const originals = new Map<string, Buffer | null>();
      for (const name of [file, twin]) originals.set(name, await editor.readFile(name));
      await openCollection(page, label);
      await page.getByRole("gridcell", { name: label, exact: true }).click();
      const box = page.locator('input[type="text"]:visible, textarea:visible').first();
      // A list starts folded: unfold it.
      const unfold = page.getByRole("button", { name: "Expand All" }).first();
      await unfold.or(box).first().waitFor();
      if ((await unfold.isVisible()) && (await unfold.isEnabled())) await unfold.click();
      await box.waitFor();
      const value = await box.inputValue();
      await box.fill(`${value}x`);
      await save(page);
      await savedText(editor, file, originals.get(file)!.toString("utf8"));
      // A saved entry closes a moment after saving (on a phone, back to the list): open it again.
      await box.waitFor({ state: "hidden" });
      await openCollection(page, label);
      await page.getByRole("gridcell", { name: label, exact: true }).click();
      await unfold.or(box).first().waitFor();
      if ((await unfold.isVisible()) && (await unfold.isEnabled())) await unfold.click();
      await expect(box.inputValue()).resolves.toBe(`${value}x`);
      await box.fill(value);
      await save(page);
      // Read while it is being written, the file can be missing for a moment. (If it never
      // matches, the comparison below names the difference.)
      await pollUntil(
        async () => Boolean((await editor.readFile(file))?.equals(originals.get(file)!)),
        { within: 20_000 },
      );
      for (const [name, bytes] of originals) {
        const now = await editor.readFile(name);
        if (bytes === null) continue;
        expect({ name, text: now!.toString("utf8") }).toEqual({
          name,
          text: bytes.toString("utf8"),
        });
        expect(now!.equals(bytes)).toBe(true);
        untouched.push(name);
      }
    }
    expect(untouched.length).toBeGreaterThan(files.length);
    expect(await editor.violations()).toEqual([]);
    await context.close();
  }, 300_000);

  it("adds a tab with a short name already used and a second tab showing every treatment: saved, and the build only warns", async () => {
    const editor = await open();
    const { page, context } = editor;
    const file = "content/categories.yaml";
    const before = (await editor.readFile(file))!.toString("utf8");
    await openCollection(page, "Treatment categories");
    await page.getByRole("gridcell", { name: "Treatment categories", exact: true }).click();
    await page.getByRole("button", { name: /^Add .Tabs.$/ }).click();
    await page.getByRole("textbox", { name: "Short name" }).last().fill("nails");
    await page.getByRole("textbox", { name: "Tab name" }).last().fill("Nail Art");
    await page.getByRole("switch", { name: "Shows every treatment" }).last().click();
    // Its name in Swahili too, which the editor asks for before it saves.
    await switchLocale(page, "Swahili");
    await page.getByRole("textbox", { name: "Tab name" }).last().fill("Sanaa ya Kucha");
    await switchLocale(page, "English");
    await expectFits(page, "categories with a new tab");
    await save(page);
    const after = parse(await savedText(editor, file, before)) as {
      items: { id: string; name: string; showsAll?: boolean }[];
    };
    expect(after.items.at(-1)).toEqual({ id: "nails", name: "Nail Art", showsAll: true });
    await keep(editor, file);
    // The Swahili side has the new tab too, its short name copied, its name in Swahili.
    const twin = parse((await editor.readFile("content/categories.sw.yaml"))!.toString("utf8")) as {
      items: { id: string; name?: string }[];
    };
    expect(twin.items.map((item) => item.id)).toEqual(after.items.map((item) => item.id));
    expect(twin.items.at(-1)).toEqual({ id: "nails", name: "Sanaa ya Kucha", showsAll: true });
    await keep(editor, "content/categories.sw.yaml");
    expect(await editor.violations()).toEqual([]);
    await context.close();
  }, 180_000);

  it("moves and removes numbered items on the home and about pages: no numbers to type", async () => {
    const editor = await open();
    const { page, context } = editor;
    const home = "content/home.yaml";
    const homeBefore = (await editor.readFile(home))!.toString("utf8");
    await openCollection(page, "Home page");
    await page.getByRole("gridcell", { name: "Home page", exact: true }).click();
    // Sections further down are drawn once they are scrolled to.
    await page
      .getByText("BEAUTY RITUALS: the first numbered treatment list.")
      .scrollIntoViewIfNeeded();
    await page
      .getByRole("button", { name: /^Add .Numbered treatments.$/ })
      .first()
      .scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Move Down" }).first().click();
    await page.getByRole("button", { name: "Remove" }).first().click();
    await expectFits(page, "home page's numbered list");
    await save(page);
    const homeAfter = parse(await savedText(editor, home, homeBefore)) as {
      rituals: { items: { title: string }[] };
    };
    expect(homeAfter.rituals.items).toEqual([
      { title: "Nail Art & Extensions" },
      { title: "Professional Makeup Services" },
      { title: "Manicure & Pedicure" },
    ]);
    await keep(editor, home);
    // The Swahili list did the same: moved and removed with the English one, so the places still
    // pair each Swahili title with its English one, and the build has nothing to warn of.
    const homeSw = parse((await editor.readFile("content/home.sw.yaml"))!.toString("utf8")) as {
      rituals: { items: { title: string }[] };
    };
    expect(homeSw.rituals.items).toEqual([
      { title: "Urembo wa kucha na kucha za bandia" },
      { title: "Vipodozi vya kitaalamu" },
      { title: "Manicure na pedicure" },
    ]);
    await keep(editor, "content/home.sw.yaml");
    const content = fs.mkdtempSync(path.join(os.tmpdir(), "editor-content-"));
    fs.cpSync(path.join(repoRoot, "content"), content, { recursive: true });
    for (const file of ["home.yaml", "home.sw.yaml"]) {
      fs.writeFileSync(path.join(content, file), (await editor.readFile(`content/${file}`))!);
    }
    const findings = await validateContent(content, path.dirname(content));
    fs.rmSync(content, { recursive: true, force: true });
    expect(findings).toEqual([]);

    const about = "content/about.yaml";
    const aboutBefore = (await editor.readFile(about))!.toString("utf8");
    await openCollection(page, "About page");
    await page.getByRole("gridcell", { name: "About page", exact: true }).click();
    await page.getByText("WHAT SETS US APART? with its numbered items.").scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: /^Add .Numbered items.$/ }).scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Remove" }).first().click();
    await save(page);
    const aboutAfter = parse(await savedText(editor, about, aboutBefore)) as {
      apart: { items: { title: string }[] };
    };
    expect(aboutAfter.apart.items.map((item) => item.title)).toEqual([
      "THE LATEST TREATMENT TECHNOLOGIES",
      "PROVEN RESULTS",
    ]);
    await keep(editor, about);
    await keep(editor, "content/about.sw.yaml");
    expect(await editor.violations()).toEqual([]);
    await context.close();
  }, 180_000);

  it("keeps a title and description for every page: none can be deleted or added twice", async () => {
    const editor = await open();
    const { page, context } = editor;
    await openCollection(page, "Page titles and descriptions");
    await page.getByRole("gridcell", { name: "Page titles and descriptions", exact: true }).click();
    await page.getByRole("button", { name: "Cancel Editing" }).waitFor();
    // One group per page, always there; the only list is each page's search words.
    for (const label of ["Home page", "About page", "Services page", "Contact page"]) {
      await expect(page.getByText(label, { exact: true }).count()).resolves.toBe(1);
    }
    const adds = await page.getByRole("button", { name: /^Add / }).allInnerTexts();
    expect(adds.length).toBeGreaterThan(0);
    const plain = (text: string) =>
      text
        .replace(/[\u2068\u2069]/g, "")
        .replace(/^\s*add\s*/, "")
        .trim();
    expect(new Set(adds.map(plain))).toEqual(new Set(["Add Search words"]));
    await page.getByRole("button", { name: "Show Editor Options" }).click();
    await page.getByRole("menuitem", { name: "Validation" }).waitFor();
    await expect(page.getByRole("menuitem", { name: /^\s*Delete/ }).count()).resolves.toBe(0);
    await page.keyboard.press("Escape");
    expect(await editor.violations()).toEqual([]);
    await context.close();
  });

  it("names the Swahili texts an English-only edit leaves behind before saving: kept behind (the Swahili page shows the English), or marked still right", async () => {
    const editor = await open();
    const { page, context } = editor;
    const [file, twin] = ["content/contact.yaml", "content/contact.sw.yaml"];
    const before = (await editor.readFile(file))!.toString("utf8");
    const twinBefore = (await editor.readFile(twin))!.toString("utf8");
    const notice = behindDialog(page);
    const openContact = async () => {
      await openCollection(page, "Contact page");
      await page.getByRole("gridcell", { name: "Contact page", exact: true }).click();
    };
    // An existing entry: its English text mended, its Swahili left as it was, which still says
    // the same. Asked before the save is written, she says so.
    await openContact();
    const text = page.getByRole("textbox", { name: "Text" }).first();
    await text.fill(SWAHILI_STILL_RIGHT.english);
    await save(page, { notice: true });
    await notice.waitFor();
    await expect(notice.getByRole("listitem").allInnerTexts()).resolves.toEqual(["Text"]);
    await notice.getByRole("button", { name: BEHIND_WORDS.stillRight }).click();
    const mended = await savedText(editor, file, before);
    expect(mended).toContain(`text: ${SWAHILI_STILL_RIGHT.english}\n`);
    // Its Swahili is marked as translating the English of now; nothing else in the twin changed.
    const stillRight = await savedText(editor, twin, twinBefore);
    expect(stillRight).toBe(
      twinBefore.replace(
        /^ {2}- text=.*$/m,
        `  - text=${translationMark(SWAHILI_STILL_RIGHT.english, SWAHILI_STILL_RIGHT.swahili)}`,
      ),
    );
    // A saved entry closes a moment after saving (on a phone, back to the list): open it again.
    await text.waitFor({ state: "hidden" });
    await notice.waitFor({ state: "detached" });
    // (The editor's "Entry saved." gone, as in the guide's picture.)
    await page.getByText("Entry saved.").waitFor({ state: "hidden" });
    await openContact();
    // Its English heading changed, its Swahili one left as it was: named alone (the text's
    // Swahili is no longer behind), and kept behind.
    await page.getByRole("textbox", { name: "Heading" }).first().fill(SWAHILI_BEHIND.english);
    await save(page, { notice: true });
    await notice.waitFor();
    await expect(notice.getByRole("listitem").allInnerTexts()).resolves.toEqual(["Heading"]);
    await expect(notice.getByText(BEHIND_WORDS.advice).count()).resolves.toBe(1);
    await expectFits(page, "Swahili behind");
    await screenshot(page, "12-swahili-behind");
    // Nothing is written until she answers.
    await expect(editor.readFile(file).then(String)).resolves.toBe(mended);
    await notice.getByRole("button", { name: BEHIND_WORDS.later }).click();
    await notice.waitFor({ state: "detached" });
    const after = await savedText(editor, file, mended);
    expect(after).toContain(`heading: ${SWAHILI_BEHIND.english}\n`);
    // The English file carries no marks; the Swahili one keeps the heading's, which now names an
    // English text that is no more (Sveltia CMS writes it again, as it was).
    expect(after).not.toContain("translationOf");
    await expect(
      pollUntil(async () => String(await editor.readFile(twin)) === stillRight, {
        within: 5_000,
      }),
    ).resolves.toBe(true);
    expect(stillRight).toContain(`heading: ${SWAHILI_BEHIND.swahili}\n`);
    await keep(editor, file);
    await keep(editor, twin);
    expect(await editor.violations()).toEqual([]);
    await context.close();
  });

  it(
    "a build with everything the editor saved passes, and shows the changes",
    async () => {
      expect([...saved.keys()].sort()).toEqual([
        "content/about.sw.yaml",
        "content/about.yaml",
        "content/categories.sw.yaml",
        "content/categories.yaml",
        "content/contact.sw.yaml",
        "content/contact.yaml",
        "content/gallery.sw.yaml",
        "content/gallery.yaml",
        "content/home.sw.yaml",
        "content/home.yaml",
        "content/images/img_2041.webp",
        "content/testimonials.sw.yaml",
        "content/testimonials.yaml",
        "content/treatments/brow-tint.md",
        "content/treatments/brow-tint.sw.md",
        "content/treatments/epilation-brows.md",
        "content/treatments/epilation-brows.sw.md",
        "content/treatments/eyelashes.md",
        "content/treatments/gel-polish.md",
        "content/treatments/gel-polish.sw.md",
        "content/treatments/manicure-1.md",
        "content/treatments/manicure-1.sw.md",
        "content/treatments/manicure.md",
        "content/treatments/pedicure.md",
      ]);
      // Passes; what the editor could not check is a warning naming the file and field.
      const scratch = scratchBuild({ files: saved });
      const log = scratch.log;
      expect(log).toContain("content/categories.yaml › items[4].id (duplicate-id)");
      expect(log).toContain("content/categories.yaml › items (shows-all)");
      // The Swahili side: every list followed the English one, and no text is missing (the editor
      // asked for each before saving).
      expect(log).not.toContain("twin-list-length");
      expect(log).not.toContain("twin-entry-unmatched");
      // (The same build holds hostile-content.test.ts's header links, written in English only.)
      // The log is one line: "N sw text(s) missing or behind …: content/x.sw.yaml: field
      // content/…", a text left behind by an English-only edit marked "(behind the English)".
      const listed =
        /sw text\(s\) missing or behind the English;[^:]*:((?: content\/\S+: \S+(?: \(behind the English\))?)+)/.exec(
          log,
        )?.[1] ?? "";
      expect(listed).not.toBe(""); // hostile-content.test.ts's, which shows the list is read
      const missing = listed.replace(/ content\/\S+: \S+ \(behind the English\)/g, "");
      for (const file of saved.keys()) {
        const twin = file.replace(/(?:\.sw)?\.(ya?ml|md)$/, ".sw.$1");
        expect(missing).not.toContain(`${twin}:`);
      }
      // The one left behind, named as such.
      expect(listed).toContain("content/contact.sw.yaml: heading (behind the English)");
      const html = fs.readFileSync(path.join(scratch.publicDir, "services/index.html"), "utf8");
      const booking = (price: string) =>
        `https://wa.me/254700000000?text=Hello%2C%20I%20would%20like%20to%20book%20a%20Manicure%20(30%20mins%2C%20KES%20${price}).%20Please%20confirm%20availability.`;
      expect(html).toContain(">KES 450<");
      expect(html).toContain(booking("450"));
      expect(html).not.toContain(booking("400"));
      expect(html).toContain("Gel Polish");

      // What visitors see of the rest, in the copy's own pages (their HTML, before any script).
      const built = await startServer({
        root: scratch.publicDir,
        headersFile: path.join(scratch.publicDir, "_headers"),
      });
      try {
        const visit = async (pathname: string) =>
          openPage(browser(), pathname, { baseUrl: built.url, javaScriptEnabled: false });
        // As a visitor reads the list: on the screen (bringOnScreen).
        const numbered = async (page: Page, selector: string) =>
          (await bringOnScreen(page.locator(selector)))
            .locator("> li")
            .evaluateAll((items) =>
              items.map((li) => (li as HTMLElement).innerText.replace(/\s+/g, " ").trim()),
            );
        const home = await visit("/");
        // Numbers come from places: the first list counts from 01, the second goes on from it.
        expect(await numbered(home.page, "#services ol")).toEqual([
          "01 Nail Art & Extensions",
          "02 Professional Makeup Services",
          "03 Manicure & Pedicure",
        ]);
        expect((await numbered(home.page, "main section:has(#treatments-heading) ol"))[0]).toBe(
          "04 Tweezing & Threading",
        );
        await home.context.close();
        const about = await visit("/about/");
        expect(await numbered(about.page, "section[aria-labelledby=apart-heading] ol")).toEqual([
          expect.stringMatching(/^01 THE LATEST TREATMENT TECHNOLOGIES /),
          expect.stringMatching(/^02 PROVEN RESULTS /),
        ]);
        await about.context.close();
        // The contact page in Swahili: the heading whose English changed alone shows the English
        // text, marked as English, rather than the Swahili that now says something else.
        const swahiliContact = await visit("/sw/contact/");
        const heading = swahiliContact.page.getByRole("heading", { level: 1 });
        await expect(heading.innerText()).resolves.toBe(SWAHILI_BEHIND.english);
        await expect(heading.getAttribute("lang")).resolves.toBe("en");
        // The text whose Swahili she said still fits shows its Swahili, in Swahili.
        await expect(
          swahiliContact.page
            .getByText(SWAHILI_STILL_RIGHT.swahili, { exact: true })
            .evaluate((text) => text.closest("[lang]")?.getAttribute("lang")),
        ).resolves.toBe("sw");
        // The rest of the page is the Swahili's, unmarked.
        await expect(
          swahiliContact.page.getByRole("heading", { name: "Tutumie ujumbe" }).getAttribute("lang"),
        ).resolves.toBeNull();
        await swahiliContact.context.close();
        const services = await visit("/services/");
        // These pages are read without script: the categories are a choice of radio buttons (the
        // tab list comes with the script), each named by its label.
        const choice = services.page.getByRole("radiogroup");
        await bringOnScreen(choice);
        const tabs = choice.getByRole("radio");
        await expect(
          tabs.evaluateAll((inputs) =>
            inputs.map((input) => (input as HTMLInputElement).labels![0]!.innerText.trim()),
          ),
        ).resolves.toEqual([
          "All Services",
          "Nail Care",
          "Beauty Treatments",
          "Beauty Training",
          "Nail Art",
        ]);
        // Two categories with one short name still have their own element ids.
        const ids = await tabs.evaluateAll((list) => list.map((tab) => tab.id));
        expect(ids.every((id) => id !== "")).toBe(true);
        expect(new Set(ids).size).toBe(ids.length);
        for (const name of ["Épilation & Brows", "Spa Pedicure", "Gel Polish"]) {
          await expect(services.page.getByText(name, { exact: true }).count()).resolves.toBe(1);
        }
        await services.context.close();
        // In Swahili: the names written on the Swahili side, none marked as English.
        const swahili = await visit("/sw/services/");
        const name = (text: string) =>
          swahili.page.locator("h3", { hasText: text }).first().getAttribute("lang");
        await expect(name("Rangi ya Jeli")).resolves.toBeNull();
        await expect(name("Kuondoa Nywele na Nyusi")).resolves.toBeNull();
        // The gallery in Swahili: the photo deleted in English is gone, and each caption is beside
        // its own photo (the first two swapped places).
        const swahiliGallery = parse(
          fs.readFileSync(path.join(scratch.dir, "content/gallery.sw.yaml"), "utf8"),
        ) as {
          items: { alt: string }[];
        };
        // (The slideshow draws its photos with its script: the page's data says what it shows.)
        const pageData = JSON.parse(
          fs.readFileSync(
            path.join(scratch.publicDir, "page-data/sw/services/page-data.json"),
            "utf8",
          ),
        ) as { result: { data: { galleryYaml: { items: { alt: { text: string } }[] } } } };
        // Each caption is a translated text ({ text, lang }: src/components/common/t.tsx).
        const alts = pageData.result.data.galleryYaml.items.map((item) => item.alt.text);
        expect(alts).toEqual(swahiliGallery.items.map((item) => item.alt));
        expect(alts).not.toContain(
          "Kucha zenye rangi inayobadilika kutoka pinki kwenye ncha hadi rangi ya ngozi chini",
        );
        expect(alts[0]).toBe("Kucha zilizopakwa gel ya dhahabu na fedha inayometameta");
        await swahili.context.close();
        // The reviews in Swahili: the one moved to the top in English is first, with its own
        // treatment's Swahili name.
        const swahiliHome = await visit("/sw/");
        await bringOnScreen(swahiliHome.page.locator("#reviews figcaption").first());
        const captions = await swahiliHome.page.locator("figure figcaption").allInnerTexts();
        expect(captions[0]).toMatch(/^Achieng M\.\s+Vipodozi vya sherehe$/);
        expect(captions[1]).toMatch(/^Wanjiru K\.\s+Vipodozi vya harusi$/);
        await swahiliHome.context.close();
      } finally {
        await built.close();
      }
    },
    45 * 60_000,
  );
});
