import fs from "fs";
import os from "os";
import path from "path";
import { REFUSAL_WORDS } from "../../plugins/gatsby-plugin-editor/refusals";
import { browserPerFile, siteUrl } from "./support/browser";
import { expectFits, expectOnScreen, openPhoneEditor, screenshot } from "./support/editor-phone";

// The owner's editor, on her phone, opening content the build refuses: it reads each file with the
// site's own reader (plugins/gatsby-plugin-editor/reader.ts), so it refuses the same files, says what is wrong in
// the check's words, and saves nothing while a file is refused, so the file is never written over.

const repoRoot = path.resolve(__dirname, "../..");
const browser = browserPerFile();
let site: string;
/** The line of site.yaml that holds the anchor (1-based), as the refusal names it. */
let anchorLine: number;

/** site.yaml with an anchor on its name's line and an alias to it (which the editor's own reading expands). */
const ALIASED_SITE = (text: string) =>
  text.replace(/^name: (.*)$/m, "name: &name $1").replace(/^shortName: .*$/m, "shortName: *name");

/** A Swahili twin whose front matter is JavaScript that would mark the page if it ever ran. */
const SCRIPT_TWIN = `---js
{ name: (globalThis.__frontMatterRan = true, "Pedicure JS") }
---

Maandishi.
`;

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), "editor-refusals-"));
  fs.cpSync(path.join(repoRoot, "content"), path.join(site, "content"), { recursive: true });
  const siteYaml = path.join(site, "content/site.yaml");
  const aliased = ALIASED_SITE(fs.readFileSync(siteYaml, "utf8"));
  anchorLine = aliased.split("\n").findIndex((line) => /^name: &name /.test(line)) + 1;
  expect(anchorLine).toBeGreaterThan(0);
  fs.writeFileSync(siteYaml, aliased);
  fs.writeFileSync(path.join(site, "content/treatments/pedicure.sw.md"), SCRIPT_TWIN);
});

afterAll(() => {
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

describe("the editor and a content file the build refuses", () => {
  it("names each refusal in the check's words with its line and rule, and refuses to save over the file", async () => {
    // The run's server: the built site with its production headers (support/global-setup.ts).
    const editor = await openPhoneEditor(browser(), siteUrl(""), site);
    const { page, context, problems } = editor;
    const notice = page.getByRole("dialog", { name: REFUSAL_WORDS.title });
    await notice.waitFor();
    const items = await notice.getByRole("listitem").allTextContents();
    expect(items.sort()).toEqual(
      [
        `The file can't be read on line 1, column 4: its front matter is marked "---js"; only YAML front matter is read, opened by a line with "---" alone. (front-matter-language) The line reads: "---js"`,
        `The file can't be read on line ${anchorLine}, column 13: it uses a YAML anchor or alias ("&name" or "*name"), which content may not. Write the value out in full. (yaml-alias) The line reads: "name: &name Immeasure Beauty Spa"`,
      ].sort(),
    );
    await expect(notice.getByText(REFUSAL_WORDS.advice).count()).resolves.toBe(1);
    await expectFits(page, "refusal notice");
    await screenshot(page, "refused-files");
    // Its button on screen, above Sveltia CMS's own message at the bottom.
    const ok = notice.getByRole("button", { name: REFUSAL_WORDS.close });
    await expectOnScreen(ok);
    // The dialog holds the focus, on its one button; a tap on it closes the dialog.
    await expect(page.evaluate(() => document.activeElement?.textContent ?? null)).resolves.toBe(
      REFUSAL_WORDS.close,
    );
    await ok.tap();
    await notice.waitFor({ state: "hidden" });
    // Read, never run.
    await expect(
      page.evaluate(() => (globalThis as { __frontMatterRan?: boolean }).__frontMatterRan),
    ).resolves.toBeUndefined();
    // Sveltia CMS logs each refusal, with the same words.
    expect(problems.filter((line) => /\(yaml-alias\)/.test(line))).toHaveLength(1);

    // Pedicure opens with its English side (pedicure.md, read) and without its Swahili one
    // (pedicure.sw.md, refused). Its save is refused with the reason, and neither file is written
    // (Sveltia CMS alone commits pedicure.md, a change the build can't publish: it stops on the
    // twin).
    const files = ["content/treatments/pedicure.md", "content/treatments/pedicure.sw.md"];
    const before = await Promise.all(files.map(async (file) => (await editor.readFile(file))!));
    await page.getByRole("treeitem", { name: "Treatments", exact: true }).click();
    await page.getByRole("gridcell", { name: "Pedicure · KES 500", exact: true }).click();
    const price = page.getByRole("textbox", { name: "Price" });
    await expect(price.inputValue()).resolves.toBe("KES 500");
    await price.fill("KES 550");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page
      .getByRole("toolbar", { name: "Primary" })
      .getByRole("button", { name: "Save" })
      .click();
    const refusal = page.getByRole("alertdialog").getByText(REFUSAL_WORDS.savingOff, {
      exact: false,
    });
    await refusal.waitFor();
    await expect(refusal.textContent()).resolves.toContain("(yaml-alias)");
    await expectOnScreen(refusal);
    await expectFits(page, "save refused");
    await screenshot(page, "save-refused");
    for (const [index, file] of files.entries()) {
      expect((await editor.readFile(file))!.equals(before[index]!)).toBe(true);
    }
    expect(await editor.violations()).toEqual([]);
    expect(editor.blocked).toEqual([]);
    await context.close();
  });
});
