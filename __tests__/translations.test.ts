/** @jest-environment node */
import fs from "fs";
import fsPromises from "fs/promises";
import os from "os";
import path from "path";
import {
  list,
  object,
  optionalText,
  text,
  translated,
} from "../plugins/gatsby-plugin-content/model/fields";
import { readTwin } from "../plugins/gatsby-plugin-content/model/content-reader";
import { translateContent, twinPath } from "../plugins/gatsby-plugin-content/model/translations";
import {
  checkContent,
  formatMissingTranslations,
} from "../plugins/gatsby-plugin-content/check/index";

const page = object("Page", "A page.", {
  heading: translated(text("The heading.")),
  image: text("A photo path: one value for both languages."),
  items: list(
    "Items.",
    object("Item", "An item.", {
      id: text("An id."),
      title: translated(text("The title.")),
      caption: translated(optionalText("A caption, may be empty.")),
    }),
  ),
});

const ENGLISH = {
  heading: "Our Services",
  image: "images/a.jpg",
  items: [
    { id: "one", title: "First", caption: "" },
    { id: "two", title: "Second", caption: "Shown" },
  ],
};

describe("the Swahili reading of a content file", () => {
  it("takes the translated fields from the twin and everything else from the English file", () => {
    const { value, missing } = translateContent(page.spec, ENGLISH, {
      heading: "Huduma Zetu",
      image: "images/other.jpg",
      items: [
        { title: "Ya kwanza", id: "ignored" },
        { title: "Ya pili", caption: "Inaonyeshwa" },
      ],
    });
    expect(value).toEqual({
      heading: "Huduma Zetu",
      image: "images/a.jpg",
      items: [
        { id: "one", title: "Ya kwanza", caption: "" },
        { id: "two", title: "Ya pili", caption: "Inaonyeshwa" },
      ],
    });
    expect(missing).toEqual([]);
  });

  it("falls back to English for each missing text and names it; no twin at all is no error", () => {
    const partial = translateContent(page.spec, ENGLISH, { items: [{ title: "  " }] });
    // Each object names its own fields that show English, for the page to mark `lang="en"`.
    expect(partial.value).toEqual({
      ...ENGLISH,
      untranslated: ["heading"],
      items: [
        { ...ENGLISH.items[0], untranslated: ["title"] },
        { ...ENGLISH.items[1], untranslated: ["title", "caption"] },
      ],
    });
    // An English caption left empty needs no Swahili.
    expect(partial.missing).toEqual([
      "heading",
      "items.0.title",
      "items.1.title",
      "items.1.caption",
    ]);
    expect(translateContent(page.spec, ENGLISH, undefined).missing).toHaveLength(4);
  });

  it("names the twin after the English file", () => {
    expect(twinPath("content/home.yaml", "sw")).toBe("content/home.sw.yaml");
    expect(twinPath("content/treatments/manicure.md", "sw")).toBe(
      "content/treatments/manicure.sw.md",
    );
  });
});

describe("missing Swahili text in the content folder", () => {
  const repoRoot = path.resolve(__dirname, "..");

  it("names the twin file and the field, for a copy of the content with some text taken out", async () => {
    // The photos too: the validator leaves out a file whose English side has errors.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-sw-"));
    fs.cpSync(path.join(repoRoot, "content"), dir, { recursive: true });
    fs.rmSync(path.join(dir, "contact.sw.yaml"));
    fs.rmSync(path.join(dir, "categories.sw.yaml"));
    fs.writeFileSync(
      path.join(dir, "treatments", "manicure.sw.md"),
      "---\nname: Manicure\n---\n\n",
    );
    const { findings, missing: byLocale } = await checkContent(dir, dir);
    expect(findings.filter((finding) => finding.severity !== "warning")).toEqual([]);
    const missing = byLocale.get("sw") ?? [];
    expect(missing).toContainEqual({ file: "contact.sw.yaml", field: "heading" });
    expect(missing).toContainEqual({ file: "contact.sw.yaml", field: "details.phoneLabel" });
    expect(missing).toContainEqual({ file: "treatments/manicure.sw.md", field: "body" });
    expect(missing.filter((item) => item.file === "treatments/manicure.sw.md")).toEqual([
      { file: "treatments/manicure.sw.md", field: "body" },
    ]);
    // The build's warning, as gatsby-plugin-content gives it: one line per twin and field.
    const warning = formatMissingTranslations("sw", missing);
    expect(warning).toMatch(
      new RegExp(
        `^${missing.length} sw text\\(s\\) missing or behind the English; those pages show the English text:\n`,
      ),
    );
    expect(warning).toContain("\n  contact.sw.yaml: heading\n");
    expect(warning).toMatch(/\n {2}treatments\/manicure\.sw\.md: body(\n|$)/);
    // In the model's order, as the warning has always listed them: the contact page's twin, then
    // the treatments', then the categories' (though the validator loads single files first).
    const files = missing.map((item) => item.file);
    expect(files.lastIndexOf("contact.sw.yaml")).toBeLessThan(
      files.indexOf("treatments/manicure.sw.md"),
    );
    expect(files.indexOf("treatments/manicure.sw.md")).toBeLessThan(
      files.indexOf("categories.sw.yaml"),
    );
    fs.writeFileSync(path.join(dir, "services.sw.yaml"), "heading: [unclosed\n");
    fs.writeFileSync(path.join(dir, "treatments", "manicur.sw.md"), "---\nname: X\n---\n");
    const later = await checkContent(dir, dir);
    expect(later.findings.filter((finding) => finding.rule === "twin-name")).toEqual([
      expect.objectContaining({
        file: "treatments/manicur.sw.md",
        message: expect.stringMatching(/no English file/),
      }),
    ]);
    fs.rmSync(dir, { recursive: true });
  });

  it("finds none in the site's own content: every text the site shows has its Swahili", async () => {
    const { missing, findings } = await checkContent(path.join(repoRoot, "content"), repoRoot);
    expect(findings).toEqual([]);
    expect(missing.get("sw")).toEqual([]);
  });
});

describe("a Swahili page's reading of a twin (readTwin)", () => {
  it("reads a twin once however often its node is resolved, and again once it is edited", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "twin-cache-"));
    const english = path.join(dir, "home.yaml");
    const twin = path.join(dir, "home.sw.yaml");
    fs.writeFileSync(twin, "heading: Huduma\n");
    const reads = jest.spyOn(fs, "readFileSync");
    const readsOfTwin = () => reads.mock.calls.filter(([file]) => file === twin).length;
    try {
      for (let resolve = 0; resolve < 5; resolve += 1) {
        expect(readTwin(english, "sw")).toEqual({ heading: "Huduma" });
      }
      expect(readsOfTwin()).toBe(1);

      // Saved in the editor under `gatsby develop`: a text of the same length, at a later time
      // (set, not waited for).
      fs.writeFileSync(twin, "heading: Hudumu\n");
      const { mtimeMs } = fs.statSync(twin);
      const later = new Date(mtimeMs + 5_000);
      fs.utimesSync(twin, later, later);
      expect(readTwin(english, "sw")).toEqual({ heading: "Hudumu" });
      expect(readTwin(english, "sw")).toEqual({ heading: "Hudumu" });
      expect(readsOfTwin()).toBe(2);

      // A longer text on a filesystem whose clock shows no change: its size gives it away.
      fs.writeFileSync(twin, "heading: Huduma Zetu\n");
      fs.utimesSync(twin, later, later);
      expect(readTwin(english, "sw")).toEqual({ heading: "Huduma Zetu" });
      expect(readsOfTwin()).toBe(3);

      fs.rmSync(twin);
      expect(readTwin(english, "sw")).toBeUndefined();
    } finally {
      reads.mockRestore();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the start of a build (gatsby-plugin-content, onPreBootstrap)", () => {
  const repoRoot = path.resolve(__dirname, "..");
  const contentDir = path.join(repoRoot, "content");
  const textFile = /\.(ya?ml|md)$/;

  it("reads each content file and each twin once: checked, translated and warned of in one pass, then read by the pages from the same reading", async () => {
    const sync = jest.spyOn(fs, "readFileSync");
    const promised = jest.spyOn(fsPromises, "readFile");
    const readsByFile = () => {
      const reads = new Map<string, number>();
      for (const [file] of [...sync.mock.calls, ...promised.mock.calls]) {
        const name = String(file);
        if (!name.startsWith(contentDir) || !textFile.test(name)) continue;
        const relative = path.relative(contentDir, name);
        reads.set(relative, (reads.get(relative) ?? 0) + 1);
      }
      return Object.fromEntries(reads);
    };
    const files = fs
      .readdirSync(contentDir, { recursive: true, encoding: "utf8" })
      .filter((name) => textFile.test(name));
    const twins = files.filter((name) => /\.sw\.(ya?ml|md)$/.test(name));
    type Plugin = typeof import("../plugins/gatsby-plugin-content/gatsby-node");
    type Reader = typeof import("../plugins/gatsby-plugin-content/model/content-reader");
    try {
      // A new build: a fresh copy of the plugin, whose reader has read nothing yet (the tests
      // above have read some files in this process already).
      let plugin: Plugin | undefined;
      let reader: Reader | undefined;
      await jest.isolateModulesAsync(async () => {
        plugin = await import("../plugins/gatsby-plugin-content/gatsby-node");
        reader = await import("../plugins/gatsby-plugin-content/model/content-reader");
      });
      const { onPreBootstrap } = plugin!;
      const reporter = { panic: jest.fn(), warn: jest.fn() };
      // The plugin reads the site from the folder Gatsby runs in: Jest's, the repository.
      expect(process.cwd()).toBe(repoRoot);
      await (onPreBootstrap as unknown as (args: { reporter: typeof reporter }) => Promise<void>)({
        reporter,
      });
      expect(reporter.panic).not.toHaveBeenCalled();
      expect(files.some((name) => name.endsWith(".sw.md"))).toBe(true);
      const once = Object.fromEntries(files.map((name) => [name, 1]));
      expect(readsByFile()).toEqual(once);

      // The nodes in each language read every file through the same reader: nothing is read again.
      for (const name of files) {
        expect(reader!.readContentFile(path.join(contentDir, name))).toHaveProperty("data");
      }
      for (const twin of twins) {
        const english = path.join(contentDir, twin.replace(".sw.", "."));
        expect(reader!.readTwin(english, "sw")).toBeDefined();
      }
      expect(readsByFile()).toEqual(once);
    } finally {
      sync.mockRestore();
      promised.mockRestore();
    }
  }, 60_000);
});
