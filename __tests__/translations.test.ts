/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { contentModel } from "../gatsby/content";
import { list, object, optionalText, text, translated } from "../gatsby/content/fields";
import { missingTranslations, twinProblems } from "../gatsby/content/translation-files";
import { translateContent, twinPath } from "../gatsby/content/translations";

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

  it("names the twin file and the field, for a copy of the content with some text taken out", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-sw-"));
    fs.cpSync(path.join(repoRoot, "content"), dir, {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}images`),
    });
    fs.rmSync(path.join(dir, "contact.sw.yaml"));
    fs.writeFileSync(
      path.join(dir, "treatments", "manicure.sw.md"),
      "---\nname: Manicure\n---\n\n",
    );
    const missing = missingTranslations(contentModel, dir, dir, "sw");
    expect(missing).toContainEqual({ file: "contact.sw.yaml", field: "heading" });
    expect(missing).toContainEqual({ file: "contact.sw.yaml", field: "details.phoneLabel" });
    expect(missing).toContainEqual({ file: "treatments/manicure.sw.md", field: "body" });
    expect(missing.filter((item) => item.file === "treatments/manicure.sw.md")).toEqual([
      { file: "treatments/manicure.sw.md", field: "body" },
    ]);
    fs.writeFileSync(path.join(dir, "services.sw.yaml"), "heading: [unclosed\n");
    fs.writeFileSync(path.join(dir, "treatments", "manicur.sw.md"), "---\nname: X\n---\n");
    expect(twinProblems(contentModel, dir, dir, "sw")).toEqual([
      { file: "treatments/manicur.sw.md", message: expect.stringMatching(/no English file/) },
    ]);
    fs.rmSync(dir, { recursive: true });
  });

  it("finds none in the site's own content: every text the site shows has its Swahili", () => {
    expect(twinProblems(contentModel, path.join(repoRoot, "content"), repoRoot, "sw")).toEqual([]);
    expect(
      missingTranslations(contentModel, path.join(repoRoot, "content"), repoRoot, "sw"),
    ).toEqual([]);
  });
});
