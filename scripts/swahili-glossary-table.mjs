// The Swahili glossary's table, from its one source (docs/swahili-glossary.yaml): what
// scripts/swahili-glossary.mjs writes into docs/swahili-glossary.md, and what
// __tests__/swahili-glossary.test.ts reads.
import fs from "node:fs";
import { parse } from "yaml";

export const GLOSSARY_DATA = "docs/swahili-glossary.yaml";
export const GLOSSARY_PAGE = "docs/swahili-glossary.md";
export const START =
  "<!-- glossary: written by scripts/swahili-glossary.mjs from docs/swahili-glossary.yaml -->";
export const END = "<!-- glossary end -->";

/** The glossary's terms, as `file` (docs/swahili-glossary.yaml) lists them. */
export function readGlossary(file) {
  return parse(fs.readFileSync(file, "utf8")).terms;
}

const cell = (text) => String(text).replace(/\|/g, "\\|");

/** The Markdown table of the terms: the English term, the word to use, words to avoid and why. */
export function glossaryTable(terms) {
  const rows = terms.map(({ english, use, avoid }) => {
    const avoided = avoid.length
      ? avoid.map(({ word, why }) => `~~${cell(word)}~~: ${cell(why)}`).join("<br>")
      : "";
    return `| ${cell(english)} | **${cell(use)}** | ${avoided} |`;
  });
  return ["| English | Use | Avoid, and why |", "| --- | --- | --- |", ...rows].join("\n");
}

/** The page with its table written from `terms`, between the START and END markers. */
export function withTable(page, terms) {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${GLOSSARY_PAGE} has lost its table's markers.`);
  return `${page.slice(0, start + START.length)}\n\n${glossaryTable(terms)}\n\n${page.slice(end)}`;
}
