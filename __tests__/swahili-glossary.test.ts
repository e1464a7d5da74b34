/** @jest-environment node */
import fs from "fs";
import path from "path";
import { sw } from "../shared/i18n/sw";
import {
  END,
  GLOSSARY_DATA,
  GLOSSARY_PAGE,
  START,
  glossaryTable,
  readGlossary,
} from "../scripts/swahili-glossary-table.mjs";

// The Swahili glossary (docs/swahili-glossary.md, from docs/swahili-glossary.yaml): no Swahili
// text the site shows uses a word it says to avoid.

const repoRoot = path.resolve(__dirname, "..");
const terms = readGlossary(path.join(repoRoot, GLOSSARY_DATA));
const avoided = terms.flatMap((term) => term.avoid.map((avoid) => ({ ...avoid, term })));

/** Every text of a value, with where it is ("booking.totalTime"). */
function texts(value: unknown, at: string): [string, string][] {
  if (typeof value === "string") return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${at}.${index}`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => texts(item, at ? `${at}.${key}` : key));
  }
  return [];
}

function twins(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "images" ? [] : twins(file);
    return /\.sw\.(ya?ml|md)$/.test(entry.name) ? [file] : [];
  });
}

/**
 * How an avoided word is found, as the glossary's header says, whatever its case and with any
 * spaces or line break between its words: written plainly ("koleo"), as a whole word ("koleo" is
 * not in "makoleo"); written with a hyphen in front ("-thibitishwa"), as a verb stem, inside any
 * word that holds it, whatever its prefix or ending ("zilizothibitishwa", "kufichua").
 */
const avoidPattern = (word: string) => {
  const stem = word.startsWith("-");
  const words = (stem ? word.slice(1) : word)
    .trim()
    .split(/\s+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("\\s+");
  return new RegExp(stem ? words : `(?<![\\p{L}'])${words}(?![\\p{L}'])`, "iu");
};

/** Each use of an avoided word in `text`, named by `where`. */
const uses = (where: string, text: string) =>
  avoided
    .filter(({ word }) => avoidPattern(word).test(text))
    .map(({ word, why, term }) => `${where}: "${word}" (${why}; use "${term.use}")`);

describe("the Swahili glossary", () => {
  it("has a word to use for each term, and says why for each word to avoid", () => {
    expect(terms.length).toBeGreaterThan(10);
    for (const term of terms) {
      expect(term.use.trim()).not.toBe("");
      for (const { word, why } of term.avoid) {
        expect({ word, why: why.trim() !== "" }).toEqual({ word, why: true });
        // A word, or a stem with one hyphen in front: no hyphen inside, no stray spaces.
        expect(word).toMatch(/^-?[\p{L}'][\p{L}' ]*[\p{L}']$/u);
      }
    }
  });

  it("is what the guide's page shows", () => {
    const page = fs.readFileSync(path.join(repoRoot, GLOSSARY_PAGE), "utf8");
    const table = page.slice(page.indexOf(START) + START.length, page.indexOf(END));
    // Cell by cell: the page's table may be padded for reading.
    const cells = (markdown: string) =>
      markdown
        .trim()
        .split("\n")
        .filter((line) => !/^\|[\s|-]+\|$/.test(line))
        .map((line) =>
          line
            .replace(/^\||\|$/g, "")
            .split(/(?<!\\)\|/)
            .map((cell) => cell.trim()),
        );
    expect(cells(table)).toEqual(cells(glossaryTable(terms)));
    // The owner's editing guide points to it.
    expect(fs.readFileSync(path.join(repoRoot, "docs/editing-content.md"), "utf8")).toContain(
      "(swahili-glossary.md)",
    );
  });

  it("holds the interface words (shared/i18n/sw/words.ts) to its list of words to avoid", () => {
    expect(texts(sw, "").flatMap(([where, text]) => uses(`sw/words.ts ${where}`, text))).toEqual(
      [],
    );
  });

  it("holds every Swahili twin to its list of words to avoid", () => {
    const files = twins(path.join(repoRoot, "content"));
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) =>
      uses(path.relative(repoRoot, file), fs.readFileSync(file, "utf8")),
    );
    expect(found).toEqual([]);
  });

  it("finds an avoided word as a word, in any case, and not inside another", () => {
    expect(uses("x", "Kukanda miguu na Ndama.")).toHaveLength(1);
    expect(uses("x", "kwa uzi na koleo")).toHaveLength(1);
    expect(uses("x", "Bei Kwa Maulizo")).toHaveLength(1);
    expect(uses("x", "Bei kwa\n    maulizo")).toHaveLength(1);
    expect(uses("x", "makoleo ndamani")).toEqual([]);
  });

  it("finds an avoided verb stem inside a word with a prefix or an ending", () => {
    // A whole-word match missed each of these (the first was live in content/about.sw.yaml).
    expect(uses("x", "bidhaa salama, safi na zilizothibitishwa kufanya kazi.")).toEqual([
      expect.stringContaining('"-thibitishwa"'),
    ]);
    expect(uses("x", "Njoo kufichua uzuri wako")).toEqual([expect.stringContaining('"-fichua"')]);
    expect(uses("x", "facial INAYOHUISHA ngozi")).toEqual([expect.stringContaining('"-huisha"')]);
    expect(uses("x", "Tunachonga\nnyusi zako")).toEqual([
      expect.stringContaining('"-chonga nyusi"'),
    ]);
    // ...and not a different verb that shares letters with one, nor the same verb elsewhere.
    expect(uses("x", "Tafadhali nithibitishie kama mna nafasi.")).toEqual([]);
    expect(uses("x", "tunachonga kucha na kupanga miadi")).toEqual([]);
  });
});
