/** What the validator reports, and how the report reads. */

export interface ContentError {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  /** Dotted path to the field, e.g. `hero.image` or `items[2].rating`; "" for the whole file. */
  field: string;
  /** Short kebab-case id of the rule that was broken. */
  rule: string;
  /** One sentence for the owner: what is wrong (quoting the value) and what is allowed. */
  message: string;
  /**
   * "warning": the site still builds and shows it as it is (e.g. a photo smaller than ideal). The
   * editor cannot check these before saving, so they must not stop the build.
   */
  severity?: "warning";
}

export const isWarning = (finding: ContentError) => finding.severity === "warning";

export type PathSegment = string | number;

export function formatFieldPath(segments: readonly PathSegment[]): string {
  return segments
    .map((segment, index) => {
      if (typeof segment === "number") return `[${segment}]`;
      return index === 0 ? segment : `.${segment}`;
    })
    .join("");
}

/** A value as the owner wrote it: text in quotes, anything else as JSON, shortened. */
export function quote(value: unknown): string {
  if (typeof value === "string") return `"${value}"`;
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

export function valueAt(data: unknown, segments: readonly PathSegment[]): unknown {
  let current = data;
  for (const segment of segments) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PathSegment, unknown>)[segment];
  }
  return current;
}

export function formatContentErrors(errors: readonly ContentError[]): string {
  if (errors.length === 0) return "No content errors found.";
  const lines = errors.map(({ file, field, rule, message }) => {
    const where = field === "" ? file : `${file} › ${field}`;
    return `  ${where} (${rule}): ${message}`;
  });
  return ["Content error(s) found — fix these files and run the command again:", ...lines].join(
    "\n",
  );
}

export function formatContentWarnings(warnings: readonly ContentError[]): string {
  const lines = warnings.map(({ file, field, rule, message }) => {
    const where = field === "" ? file : `${file} › ${field}`;
    return `  ${where} (${rule}): ${message}`;
  });
  return [
    "Content warning(s): the site is built, but these would look better fixed:",
    ...lines,
  ].join("\n");
}

/** A translated text a twin lacks: the page in that language shows the English one. */
export interface MissingTranslation {
  /** The twin, relative to the repository ("content/home.sw.yaml"). */
  file: string;
  /** The field's path ("hero.heading", "items.2.title"), or "body" for a Markdown entry's text. */
  field: string;
  /** Its text is there, but translates an English text that has since changed. */
  behind?: boolean;
}

/** The build's warning about the `locale` texts that are missing, each by twin and field. */
export function formatMissingTranslations(
  locale: string,
  missing: readonly MissingTranslation[],
): string {
  return (
    `${missing.length} ${locale} text(s) missing or behind the English; those pages show the English text:\n` +
    missing
      .map(
        ({ file, field, behind }) => `  ${file}: ${field}${behind ? " (behind the English)" : ""}`,
      )
      .join("\n")
  );
}
