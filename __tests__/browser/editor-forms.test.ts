import fs from "fs";
import { describeContent } from "../../plugins/gatsby-plugin-content/model/describe";
import { browserPerFile, PHONE, siteUrl } from "./support/browser";
import { formFitsPhone, openPhoneEditor } from "./support/editor-phone";
import { copySite } from "./support/site-copy";

// Every form of the owner's editor on her phone (390×844, touch): each collection's entry, with
// every folded list entry opened, fits the screen's width and has no control under 24×24 CSS px.
// (The owner's tasks themselves are in editor.test.ts.)

const browser = browserPerFile();
let copy: string;

beforeAll(() => {
  copy = copySite();
});

afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

it("fits every collection's form on a phone, with every list entry unfolded", async () => {
  const { page, context } = await openPhoneEditor(browser(), siteUrl(""), copy);
  const found: Record<string, string[]> = {};
  for (const { label, kind } of describeContent().collections) {
    await page.getByRole("treeitem", { name: label, exact: true }).click();
    if (kind === "file") await page.getByRole("gridcell", { name: label, exact: true }).click();
    else await page.getByRole("gridcell").first().click();
    const cancel = page.getByRole("button", { name: "Cancel Editing" });
    await cancel.waitFor();
    const expandAll = page.getByRole("button", { name: "Expand All" });
    for (let i = 0; i < (await expandAll.count()); i += 1) {
      if (await expandAll.nth(i).isEnabled()) await expandAll.nth(i).click();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
    found[label] = await formFitsPhone(page);
    await cancel.click();
    await page.getByRole("button", { name: "Back to Collection List" }).click();
  }
  expect(found).toEqual(
    Object.fromEntries(describeContent().collections.map(({ label }) => [label, []])),
  );
  await context.close();
}, 180_000);
