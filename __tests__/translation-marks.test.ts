/** @jest-environment node */
import fs from "fs";
import path from "path";
import { describeContent } from "../plugins/gatsby-plugin-content/model/describe";
import { treatments } from "../plugins/gatsby-plugin-content/model";
import {
  fingerprint,
  isBehind,
  readMarks,
  translateContent,
  translationMark,
  writeMarks,
} from "../plugins/gatsby-plugin-content/model/translations";
import { editorConfig } from "../plugins/gatsby-plugin-editor/config";
import {
  markSave,
  translatedPaths,
  type ConfigField,
} from "../plugins/gatsby-plugin-editor/translation-marks";
import { parseContentYaml } from "../plugins/gatsby-plugin-content/model/yaml";

// Swahili that never contradicts: each twin marks which English text each of its Swahili texts
// translates; a Swahili text whose English changed since, while it did not, is behind, and the
// Swahili page shows the English text (marked as English) until she writes it.

const repoRoot = path.resolve(__dirname, "..");
const config = editorConfig(describeContent(), {
  branch: "main",
  siteUrl: "https://x.example",
}) as {
  collections: { name: string; fields?: ConfigField[]; files?: { fields: ConfigField[] }[] }[];
};
const pathsOf = (name: string) => {
  const collection = config.collections.find((c) => c.name === name)!;
  return translatedPaths(collection.files?.[0]?.fields ?? collection.fields ?? []);
};

describe("a mark", () => {
  it("is the fingerprints of the English and the Swahili it was written with", () => {
    expect(fingerprint("Contact Us")).toMatch(/^[0-9a-f]{8}$/);
    expect(fingerprint(" Contact Us ")).toBe(fingerprint("Contact Us"));
    expect(fingerprint("Contact Us Today")).not.toBe(fingerprint("Contact Us"));
    const mark = translationMark("Contact Us", "Wasiliana nasi");
    expect(isBehind(mark, "Contact Us", "Wasiliana nasi")).toBe(false);
    // The English changed alone: behind.
    expect(isBehind(mark, "Contact Us Today", "Wasiliana nasi")).toBe(true);
    // The Swahili changed too (written by hand): taken as written for the new English.
    expect(isBehind(mark, "Contact Us Today", "Wasiliana nasi leo")).toBe(false);
    // No mark (content from before marks): up to date.
    expect(isBehind(undefined, "Contact Us Today", "Wasiliana nasi")).toBe(false);
    expect(readMarks(writeMarks({ heading: mark, "items.2.title": mark }))).toEqual({
      heading: mark,
      "items.2.title": mark,
    });
  });
});

describe("the Swahili page", () => {
  it("shows the English text where the Swahili is behind it, and names it", () => {
    const root = treatments.root.spec;
    const english = { name: "Gel Manicure", duration: "30 mins", price: "KES 400" };
    const twin = {
      name: "Manicure",
      translationOf: writeMarks({ name: translationMark("Manicure", "Manicure") }),
    };
    const read = translateContent(root, english, twin);
    expect(read.value).toMatchObject({ name: "Gel Manicure", untranslated: ["name"] });
    expect(read.behind).toEqual(["name"]);
    expect(read.missing).toEqual(["name"]);
    // Up to date: the Swahili text shows.
    const current = translateContent(root, { ...english, name: "Manicure" }, twin);
    expect(current.value).toMatchObject({ name: "Manicure" });
    expect(current.behind).toEqual([]);
  });
});

describe("marks as the editor saves", () => {
  const paths = pathsOf("contact");

  it("finds the translated texts in the editor's configuration, and none of the rest", () => {
    expect(paths.map(({ pattern }) => pattern)).toEqual(
      expect.arrayContaining(["heading", "text", "details.heading", "map.linkText"]),
    );
    expect(pathsOf("site").map(({ pattern }) => pattern)).not.toContain("phone");
    expect(pathsOf("gallery").map(({ pattern }) => pattern)).toEqual([
      "items.*.title",
      "items.*.description",
      "items.*.alt",
    ]);
    expect(pathsOf("treatments").map(({ pattern }) => pattern)).toEqual([
      "name",
      "offer.line",
      "body",
    ]);
  });

  it("names the Swahili left behind by an English-only edit, and keeps its mark", () => {
    const english = parseContentYaml(
      fs.readFileSync(path.join(repoRoot, "content/contact.yaml"), "utf8"),
    ) as Record<string, unknown>;
    const swahili = parseContentYaml(
      fs.readFileSync(path.join(repoRoot, "content/contact.sw.yaml"), "utf8"),
    ) as Record<string, unknown>;
    const marks = readMarks(swahili.translationOf);
    // The content's marks are up to date: nothing behind.
    expect(markSave(paths, english, swahili, marks)).toEqual({ marks, behind: [] });
    const edited = { ...english, heading: "Contact Us Today" };
    const saved = markSave(paths, edited, swahili, marks);
    expect(saved.behind).toEqual([{ path: "heading", label: "Heading" }]);
    expect(saved.marks).toEqual(marks);
    // Then she writes the Swahili: marked with the English of now, no longer behind.
    const written = markSave(
      paths,
      edited,
      { ...swahili, heading: "Wasiliana nasi leo" },
      saved.marks,
    );
    expect(written.behind).toEqual([]);
    expect(written.marks.heading).toBe(translationMark("Contact Us Today", "Wasiliana nasi leo"));
  });

  it("marks the Swahili left behind as translating the English of now when she says it still fits", () => {
    const english = { heading: "Contact Us", text: "We'd love to hear from you." };
    const swahili = { heading: "Wasiliana nasi", text: "Tungependa kukusikia." };
    const marks = markSave(paths, english, swahili, {}).marks;
    const mended = { ...english, text: "We would love to hear from you." };
    const saved = markSave(paths, mended, swahili, marks, { stillRight: true });
    expect(saved.behind).toEqual([]);
    expect(saved.marks).toEqual({
      heading: marks.heading,
      text: translationMark(mended.text, swahili.text),
    });
    // Read by the build: up to date.
    expect(isBehind(saved.marks.text, mended.text, swahili.text)).toBe(false);
  });

  it("names an entry of a list by its place", () => {
    const gallery = pathsOf("gallery");
    const english = { items: [{ title: "Nail Art", description: "", alt: "Pink nails" }] };
    const swahili = {
      items: [{ title: "Urembo wa kucha", description: "", alt: "Kucha za pinki" }],
    };
    const marks = markSave(gallery, english, swahili, {}).marks;
    const edited = { items: [{ ...english.items[0], alt: "Pink and gold nails" }] };
    expect(markSave(gallery, edited, swahili, marks).behind).toEqual([
      { path: "items.0.alt", label: expect.stringMatching(/ \(1\)$/) },
    ]);
  });

  it("are in every Swahili twin of the content, well formed", () => {
    const twins = fs
      .readdirSync(path.join(repoRoot, "content"), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.sw\.(ya?ml|md)$/.test(file));
    expect(twins.length).toBeGreaterThan(10);
    for (const file of twins) {
      const text = fs.readFileSync(path.join(repoRoot, "content", file), "utf8");
      const lines = /\ntranslationOf:\n((?: {2}- .*\n)+)/.exec(text)?.[1] ?? "";
      expect({ file, marked: lines !== "" }).toEqual({ file, marked: true });
      for (const line of lines.trimEnd().split("\n")) {
        expect(line).toMatch(/^ {2}- [\w.]+=[0-9a-f]{8}:[0-9a-f]{8}$/);
      }
    }
  });
});
