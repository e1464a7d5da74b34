/** @jest-environment node */
import fs from "fs";
import path from "path";
import { contentModel } from "../plugins/gatsby-plugin-content/model";
import type { FieldSpec } from "../plugins/gatsby-plugin-content/model/fields";
import {
  readContentData,
  readContentFile,
} from "../plugins/gatsby-plugin-content/model/content-reader";
import { twinPath } from "../plugins/gatsby-plugin-content/model/translations";
import { sw } from "../shared/i18n/sw";

// Swahili writes its headings, names and labels in sentence case: a capital for the first word and
// for proper names only ("Tutumie ujumbe", "Wasiliana nasi"), never English Title Case ("Tutumie
// Ujumbe"). A heading in capitals throughout ("SALUNI YETU") is the English page's display style,
// kept on both; it has no case to get wrong.

const repoRoot = path.resolve(__dirname, "..");
const contentDir = path.join(repoRoot, "content");

/** The keys of a twin's fields that are headings, names and labels rather than running text. */
const HEADING_KEY = /^(heading|title|eyebrow|subtitle|name|label)$|Label$/;

const siteData = readContentData(path.join(contentDir, "site.yaml")) as {
  name: string;
  shortName: string;
  address: Record<string, string>;
};

/**
 * Words written with a capital in any position: the salon's name and address as the site facts
 * write them (content/site.yaml), the days and months (shared/i18n/sw/words.ts: `formats.date`),
 * languages, and the names of products and keys.
 */
const PROPER_NAMES = new Set(
  [
    siteData.name,
    siteData.shortName,
    ...Object.values(siteData.address).filter((value) => typeof value === "string"),
    ...sw.formats.date.weekdays,
    ...sw.formats.date.months,
    "Kenya Kiswahili Kiingereza WhatsApp Google Maps KES Alt T",
  ].flatMap((words) => words.split(/[^\p{L}]+/u).filter((word) => /^\p{Lu}/u.test(word))),
);

/** The words of `text` that break sentence case: a capital that starts no sentence and no name. */
function titleCaseWords(text: string): string[] {
  // Capitals throughout: a display style, not a choice of case.
  if (text === text.toLocaleUpperCase("sw") && /\p{Lu}/u.test(text)) return [];
  const found: string[] = [];
  for (const match of text.matchAll(/\p{L}[\p{L}'’-]*/gu)) {
    const word = match[0];
    if (!/^\p{Lu}/u.test(word) || PROPER_NAMES.has(word)) continue;
    // What comes before the word, placeholders ("{name}") and spaces left out: nothing (the
    // text's first word), a sentence's end or an opening quote (a button quoted by name).
    const before = text
      .slice(0, match.index)
      .replace(/\{\w+\}/g, "")
      .trimEnd();
    if (before === "" || /[.?!“"]$/.test(before)) continue;
    found.push(word);
  }
  return found;
}

/** Each heading-like text a twin's translated fields hold, with where it is ("form.heading"). */
function headings(spec: FieldSpec, value: unknown, key: string, at: string): [string, string][] {
  if (spec.type === "object" && spec.fields && value && typeof value === "object") {
    return Object.entries(value).flatMap(([child, item]) => {
      const field = spec.fields![child];
      return field ? headings(field, item, child, at ? `${at}.${child}` : child) : [];
    });
  }
  if (spec.type === "list" && spec.item && Array.isArray(value)) {
    return value.flatMap((item, index) => headings(spec.item!, item, key, `${at}.${index}`));
  }
  return spec.translated && typeof value === "string" && HEADING_KEY.test(key) ? [[at, value]] : [];
}

/** Every Swahili twin of the content model, with its heading-like texts. */
const twinHeadings = contentModel.flatMap((type) => {
  const source = type.source;
  const files =
    source.kind === "file"
      ? [twinPath(path.join(contentDir, source.path), "sw")]
      : fs
          .readdirSync(path.join(contentDir, source.path))
          .filter((name) => name.endsWith(".sw.md"))
          .map((name) => path.join(contentDir, source.path, name));
  return files.flatMap((file) => {
    const read = readContentFile(file);
    if (!read || !("data" in read)) return [];
    const where = path.relative(repoRoot, file);
    return headings(type.root.spec, read.data, "", "").map(
      ([at, text]) => [`${where} › ${at}`, text] as [string, string],
    );
  });
});

/** Every text of the Swahili interface words, with where it is ("contact.submit"). */
function words(value: unknown, at: string): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => words(item, at ? `${at}.${key}` : key));
  }
  return [];
}

describe("Swahili sentence case", () => {
  it("tells Title Case from sentence case, capitals throughout and proper names", () => {
    expect(titleCaseWords("Tutumie Ujumbe")).toEqual(["Ujumbe"]);
    expect(titleCaseWords("Urembo wa Kucha na Kucha za Bandia")).toEqual([
      "Kucha",
      "Kucha",
      "Bandia",
    ]);
    expect(titleCaseWords("Tutumie ujumbe")).toEqual([]);
    expect(titleCaseWords("SALUNI YETU")).toEqual([]);
    expect(titleCaseWords("Karibu Immeasure Beauty Spa")).toEqual([]);
    expect(titleCaseWords("Jumatatu - Jumapili, saa 2 asubuhi")).toEqual([]);
    expect(titleCaseWords("Umeongeza {name}. Huduma 2.")).toEqual([]);
    expect(titleCaseWords("Bonyeza “Ongeza kwenye miadi” kwa kila moja")).toEqual([]);
  });

  it("holds for every heading, name and label of the content's Swahili twins", () => {
    const where = twinHeadings.map(([at]) => at);
    // The walk reaches the twins' headings at every depth (a file's, a list entry's, a treatment's).
    expect(where).toEqual(
      expect.arrayContaining([
        "content/contact.sw.yaml › form.heading",
        "content/home.sw.yaml › rituals.items.0.title",
        "content/treatments/manicure.sw.md › name",
      ]),
    );
    const broken = twinHeadings
      .filter(([, text]) => titleCaseWords(text).length > 0)
      .map(([at, text]) => `${at}: "${text}"`);
    expect(broken).toEqual([]);
  });

  it("holds for every interface word in Swahili", () => {
    const broken = words(sw, "")
      .filter(([at, text]) => !at.startsWith("formats.date.") && titleCaseWords(text).length > 0)
      .map(([at, text]) => `${at}: "${text}"`);
    expect(broken).toEqual([]);
  });
});
