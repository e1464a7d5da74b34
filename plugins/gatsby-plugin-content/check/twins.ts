/**
 * The Swahili twins ("home.sw.yaml" beside "home.yaml", "manicure.sw.md" beside "manicure.md")
 * through the same rules as the English files. A twin holds the translated fields (the model's
 * `translated(...)`), and in a list's entries the editor's copies of the entry's other fields (its
 * key among them: plugins/gatsby-plugin-content/model/list-match.ts), so it is checked as the Swahili pages read it: the English document with the
 * twin's texts in place (plugins/gatsby-plugin-content/model/translations.ts), against the content type's schema, under
 * the twin's name. So a twin text of the wrong kind (a number, a list where one line belongs, an
 * empty item) stops the build with the usual file, field and rule, and a Markdown twin's text
 * meets the description rules.
 *
 * A twin holds only what the model says it may: a field that is not translated outside a list's
 * entries (the pages read it from the English file, and the editor shows it there) and a field the
 * model doesn't have are refused, so no twin holds a value that neither the pages nor the editor
 * show. (A front-matter "body" beside the Markdown is refused by the reader itself: yaml.ts.)
 *
 * What only warns: a translated text that is missing (the page shows the English one; listed in
 * the report's `missing`, which the content plugin warns of), and a Swahili list entry that goes
 * with no English one (./twin-lists.ts).
 */
import * as path from "node:path";
import type { FieldSpec } from "../model/fields";
import { readContentFile } from "../model/content-reader";
import {
  containsTranslated,
  isBehind,
  isRecord,
  marksOf,
  translateContent,
  TRANSLATION_OF,
  twinPath,
} from "../model/translations";
import { listWarnings, pairedEntries } from "./twin-lists";
import {
  formatFieldPath,
  type ContentError,
  type MissingTranslation,
  type PathSegment,
} from "./errors";
import { readFailure, relativeFile, type LoadedDocument } from "./load";
import { checkBody } from "./markdown-body";
import { checkSchema } from "./messages";

/** Fields a twin holds that the pages never read from it, and list entries with no English one. */
function shapeWarnings(
  spec: FieldSpec,
  english: unknown,
  twin: unknown,
  at: PathSegment[],
  file: string,
  englishName: string,
  /** Inside a list's entry: untranslated fields there are the editor's copies, which it keeps. */
  inEntry = false,
): ContentError[] {
  if (twin === undefined || twin === null || spec.translated) return [];
  const field = formatFieldPath(at);
  if (!containsTranslated(spec)) {
    if (inEntry) return [];
    return [
      {
        file,
        field,
        rule: "twin-not-translated",
        message: `"${field}" is not translated: the Swahili pages show the one in ${englishName}, and a translation holds only translated text. Remove it here, and change it there.`,
      },
    ];
  }
  if (spec.type === "object" && isRecord(twin)) {
    const englishRecord = isRecord(english) ? english : {};
    return Object.entries(twin).flatMap(([key, value]) => {
      // The editor's marks of what each Swahili text translates (at the twin's top level).
      if (at.length === 0 && key === TRANSLATION_OF) return [];
      const child = spec.fields?.[key];
      if (!child) {
        const where = formatFieldPath([...at, key]);
        return [
          {
            file,
            field: where,
            rule: "twin-unknown-field",
            message: `"${where}" is not a field of ${englishName}, so nothing reads it. Check its name, or remove it.`,
          },
        ];
      }
      return shapeWarnings(
        child,
        englishRecord[key],
        value,
        [...at, key],
        file,
        englishName,
        inEntry,
      );
    });
  }
  if (spec.type === "list" && Array.isArray(twin) && spec.item) {
    const englishList = Array.isArray(english) ? english : [];
    return [
      ...listWarnings(spec, englishList, twin, at, file, englishName),
      ...pairedEntries(spec, englishList, twin).flatMap(([englishItem, item, index]) =>
        shapeWarnings(spec.item!, englishItem, item, [...at, index], file, englishName, true),
      ),
    ];
  }
  return [];
}

export interface TwinReport {
  findings: ContentError[];
  /** Every translated field with no text in the twin (none at all when there is no twin). */
  missing: MissingTranslation[];
}

/**
 * Every finding about the `locale` twins of the loaded English documents, and the texts they lack,
 * in the documents' order.
 */
export function twinFindings(
  documents: readonly LoadedDocument[],
  repoRoot: string,
  locale: string,
  /** English files that already have findings: their twins are checked once those are fixed. */
  skip: ReadonlySet<string>,
): TwinReport {
  const findings: ContentError[] = [];
  const missing: MissingTranslation[] = [];
  for (const doc of documents) {
    if (skip.has(doc.file)) continue;
    const absolute = twinPath(path.join(repoRoot, doc.file), locale);
    const file = relativeFile(repoRoot, absolute);
    const spec = doc.type.root.spec;
    const isEntry = "body" in doc;
    const bodyTranslated =
      isEntry && doc.type.source.kind === "folder" && doc.type.source.body.translated;
    const lacking = (fields: string[], behind: readonly string[] = []) =>
      missing.push(
        ...fields.map((field) => ({
          file,
          field,
          ...(behind.includes(field) ? { behind: true } : {}),
        })),
      );
    // Read by the one content reader, which the content nodes are made through too.
    const read = readContentFile(absolute);
    if (!read) {
      // No twin yet (a new treatment): each text shows in English.
      lacking(translateContent(spec, doc.data, undefined, false).missing);
      if (bodyTranslated) lacking(["body"]);
      continue;
    }
    if ("error" in read) {
      findings.push(readFailure(file, read.error));
      continue;
    }
    const englishName = path.basename(doc.file);
    findings.push(...shapeWarnings(spec, doc.data, read.data, [], file, englishName));
    const translated = translateContent(spec, doc.data, read.data, false);
    findings.push(...checkSchema(doc.type.root.schema, file, translated.value));
    lacking(translated.missing, translated.behind);
    if (bodyTranslated) {
      // No text, or a text behind the English one: the English description shows.
      if (isBehind(marksOf(read.data).body, doc.body, read.body)) lacking(["body"], ["body"]);
      else if (read.body.trim() !== "") {
        const fileId = path.basename(absolute, path.extname(absolute));
        const twinEntry = { ...doc, file, data: read.data, body: read.body, fileId };
        findings.push(...checkBody(twinEntry));
      } else lacking(["body"]);
    }
  }
  return { findings, missing };
}
