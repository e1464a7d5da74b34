import fs from "fs";
import path from "path";
import type { Browser } from "playwright-core";
import { describeContent } from "../../gatsby/content/describe";
import { startServer } from "../../scripts/static-server.mjs";
import { launch, PHONE } from "./support/browser";
import { formFitsPhone, openPhoneEditor } from "./support/editor-phone";
import { copySite } from "./support/site-copy";

// Every form of the owner's editor on her phone (390×844, touch): each collection's entry, with
// every folded list entry opened, fits the screen's width and has no control under 24×24 CSS px.
// (The owner's tasks themselves are in editor.test.ts.)

const publicDir = path.resolve(__dirname, "../../public");

let browser: Browser;
let copy: string;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  copy = copySite();
  server = await startServer({ root: publicDir, headersFile: path.join(publicDir, "_headers") });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

it("fits every collection's form on a phone, with every list entry unfolded", async () => {
  const { page, context } = await openPhoneEditor(browser, server.url, copy);
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
