// The Swahili glossary's table in docs/swahili-glossary.md, written from its one source,
// docs/swahili-glossary.yaml. Run after changing the YAML:
//
//   node scripts/swahili-glossary.mjs
//
// __tests__/swahili-glossary.test.ts fails while the page and the YAML say different things.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  GLOSSARY_DATA,
  GLOSSARY_PAGE,
  readGlossary,
  withTable,
} from "./swahili-glossary-table.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const page = path.join(root, GLOSSARY_PAGE);
fs.writeFileSync(
  page,
  withTable(fs.readFileSync(page, "utf8"), readGlossary(path.join(root, GLOSSARY_DATA))),
);
console.log(`Wrote the table of ${GLOSSARY_PAGE}.`);
