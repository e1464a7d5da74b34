/**
 * Checks everything the owner edits under content/ against the content model before Gatsby
 * starts, so a typo in a price or a missing photo stops the build with a sentence naming the file,
 * the field and the rule, instead of a GraphQL stack trace or a page that silently shows nothing.
 *
 * The parts live in plugins/gatsby-plugin-content/check/: loading and YAML syntax (load.ts), messages for schema
 * findings (messages.ts), cross-file rules (cross-file.ts), Markdown text (markdown-body.ts) and
 * images (images.ts). The schemas themselves are the content model's (plugins/gatsby-plugin-content/model/).
 */
import * as path from "node:path";
import { contentModel, type ContentType } from "../model";
import { contentFileErrors } from "./content-files";
import { crossFileErrors } from "./cross-file";
import { isWarning, type ContentError, type MissingTranslation } from "./errors";
import { imageErrors } from "./images";
import { allDocuments, documentsInModelOrder, loadContent, type LoadedContent } from "./load";
import { checkBody } from "./markdown-body";
import { checkSchema } from "./messages";
import { twinFindings } from "./twins";
import { DEFAULT_LOCALE, LOCALES } from "../../../shared/lib/locale";

export {
  formatContentErrors,
  formatContentWarnings,
  formatMissingTranslations,
  isWarning,
  type ContentError,
  type MissingTranslation,
} from "./errors";

export interface ContentCheck {
  /** Errors and warnings, grouped by file; [] when the content is fine. */
  findings: ContentError[];
  /**
   * By language other than English: each translated field its twin has no text for (the page
   * shows the English one), in the model's order. A file with errors is left out until they are
   * fixed (the build stops on them anyway).
   */
  missing: Map<string, MissingTranslation[]>;
  /** The content as read, for the build's other checks (plugins/gatsby-plugin-content/check/made-up.ts). */
  content: LoadedContent;
}

/**
 * Checks every content file under `contentDir` against `model` (the site's by default), and lists
 * the Swahili texts that are missing from the same reading of the twins, so the start of a build
 * reads each file once. Paths are relative to `repoRoot`.
 */
export async function checkContent(
  contentDir: string,
  repoRoot: string,
  model: readonly ContentType[] = contentModel,
): Promise<ContentCheck> {
  const root = path.resolve(contentDir);
  const repo = path.resolve(repoRoot);
  const content = await loadContent(model, root, repo);
  const schemaErrors = allDocuments(content).flatMap((doc) =>
    checkSchema(doc.type.root.schema, doc.file, doc.data),
  );
  const bodyErrors = [...content.folders.values()].flat().flatMap(checkBody);
  const englishErrors = [
    ...content.errors,
    ...(await contentFileErrors(model, root, repo)),
    ...schemaErrors,
    ...bodyErrors,
    ...crossFileErrors(content),
    ...(await imageErrors(content, root, repo)),
  ];
  // Each other language's twins, by the same rules (plugins/gatsby-plugin-content/check/twins.ts); a file whose
  // English side is wrong has its twin checked once that is fixed.
  const wrong = new Set(englishErrors.filter((error) => !isWarning(error)).map((e) => e.file));
  const documents = documentsInModelOrder(content, model);
  const twinErrors: ContentError[] = [];
  const missing = new Map<string, MissingTranslation[]>();
  for (const locale of LOCALES.filter((other) => other !== DEFAULT_LOCALE)) {
    const report = twinFindings(documents, repo, locale, wrong);
    twinErrors.push(...report.findings);
    missing.set(locale, report.missing);
  }
  const errors = [...englishErrors, ...twinErrors];
  // Group by file for the report; the stable sort keeps each file's errors in field order.
  const findings = errors.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return { findings, missing, content };
}
