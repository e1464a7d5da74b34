/**
 * Checks everything the owner edits under content/ before Gatsby starts, so a typo in a price or a
 * missing photo stops the build with a sentence naming the file, the field and the rule, instead of
 * a GraphQL stack trace or, worse, a page that silently shows nothing.
 *
 * It reads the files from disk itself (not Gatsby nodes) so it can run in onPreBootstrap, before
 * any plugin has had the chance to choke on broken content.
 */
import { readdir, readFile, stat } from "node:fs/promises";
import * as path from "node:path";
import matter from "gray-matter";
import sharp from "sharp";
import { parseDocument } from "yaml";
import { z } from "zod";

export interface ContentError {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  /** Dotted path to the field, e.g. `hero.image` or `[2].rating`; "" for the whole file. */
  field: string;
  /** Short kebab-case id of the rule that was broken. */
  rule: string;
  /** One sentence for the owner: what is wrong (quoting the value) and what is allowed. */
  message: string;
}

// ---------------------------------------------------------------------------------------------
// Pure rule helpers
// ---------------------------------------------------------------------------------------------

export const PRICE_ON_REQUEST = "Contact for pricing";

// Commas are required from 1,000 so every price on the page reads the same way.
const PRICE_PATTERN = /^KES [1-9]\d{0,2}(?:,\d{3})*$/;

export function isValidPrice(value: unknown): value is string {
  return typeof value === "string" && (value === PRICE_ON_REQUEST || PRICE_PATTERN.test(value));
}

const DURATION_PATTERN = /^((?:0|[1-9]\d*)(?:\.\d+)?) (mins?|hrs?|months?)$/;
const SINGULAR_UNITS = new Set(["min", "hr", "month"]);

export function isValidDuration(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const match = DURATION_PATTERN.exec(value);
  if (!match) return false;
  const [, amountText = "", unit = ""] = match;
  const amount = Number(amountText);
  // Visitors read "1 hr" and "2 hrs"; "1 hrs" or "2 hr" would look careless on the price list.
  return amount > 0 && SINGULAR_UNITS.has(unit) === (amount === 1);
}

export function isValidRating(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 5;
}

export function isValidEmail(value: unknown): value is string {
  return typeof value === "string" && /^[^\s@]+@[^\s@]+\.[^\s@.]+$/.test(value);
}

export function isHttpsUrl(value: unknown): value is string {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A path on this site ("/contact", "/#services"), never another site ("//evil.example"). */
export function isSitePath(value: unknown): value is string {
  return typeof value === "string" && /^\/(?!\/)\S*$/.test(value);
}

/** wa.me wants digits only, country code first: no "+", no leading 0, no spaces. */
export function isWhatsappNumber(value: unknown): value is string {
  return typeof value === "string" && /^[1-9]\d{7,14}$/.test(value);
}

export function isSlug(value: unknown): value is string {
  return typeof value === "string" && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

/**
 * Returns the first raw HTML tag or comment in a Markdown text, or null. Code spans are skipped
 * because a tag shown as code is text, not markup; `<https://…>` autolinks are not tags.
 */
export function findRawHtml(markdown: string): string | null {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
  const match = /<!--|<\/?[A-Za-z][\w-]*(?:\s[^<>]*)?\/?>/.exec(withoutCode);
  return match ? match[0] : null;
}

// ---------------------------------------------------------------------------------------------
// Schemas, one per content file
// ---------------------------------------------------------------------------------------------

const text = () => z.string().trim().min(1);

/** A string checked by one of the rule helpers; the rule id travels in the issue's params. */
function ruledString(
  rule: string,
  test: (value: string) => boolean,
  explain: (v: string) => string,
) {
  return z.string().superRefine((value, ctx) => {
    if (!test(value)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: explain(value),
        params: { rule },
      });
    }
  });
}

// Unknown keys are errors: a misspelt optional field would otherwise vanish without a trace.
const record = <T extends z.ZodRawShape>(shape: T) => z.object(shape).strict();

const id = ruledString(
  "id-format",
  isSlug,
  (v) =>
    `"${v}" is not a valid id. Use lower-case letters, digits and hyphens, e.g. "nail-art-01".`,
);
const httpsUrl = ruledString(
  "https-url",
  isHttpsUrl,
  (v) => `"${v}" is not a web address starting with "https://".`,
);
const email = ruledString(
  "email-format",
  isValidEmail,
  (v) => `"${v}" is not an e-mail address. Write it like "bookings@example.com".`,
);
const sitePath = ruledString(
  "path-format",
  isSitePath,
  (v) => `"${v}" is not a path on this site. Start it with "/", e.g. "/contact" or "/#services".`,
);
const time = ruledString(
  "time-format",
  (v) => /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(v),
  (v) => `"${v}" is not a time. Use 24-hour "HH:MM" in quotes, e.g. "08:00" or "21:00".`,
);
const price = ruledString(
  "price-format",
  isValidPrice,
  (v) =>
    `"${v}" is not a price. Write "KES <amount>" with digits and thousands commas ` +
    `(e.g. "KES 1,100"), or "${PRICE_ON_REQUEST}".`,
);
const duration = ruledString(
  "duration-format",
  isValidDuration,
  (v) =>
    `"${v}" is not a duration. Write a number and a unit: "1 min"/"30 mins", "1 hr"/"2 hrs" or ` +
    `"1 month"/"3 months".`,
);
const rating = z.number().superRefine((value, ctx) => {
  if (!isValidRating(value)) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      message: `${value} is not a rating. Use a whole number of stars from 1 to 5.`,
      params: { rule: "rating-range" },
    });
  }
});

const image = text();
const pictured = { image, alt: text() };

/** Lists whose numbers are shown to visitors ("01", "02", …) must count up without gaps. */
function numberedList<T extends z.ZodRawShape>(shape: T, key: keyof T & string) {
  return z
    .array(record(shape))
    .min(1)
    .superRefine((items, ctx) => {
      items.forEach((item, index) => {
        const expected = String(index + 1).padStart(2, "0");
        const actual: unknown = item[key];
        if (actual !== expected) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: [index, key],
            message: `"${String(actual)}" is out of sequence. Number the entries "01", "02", "03" and so on; this one should be "${expected}".`,
            params: { rule: "number-sequence" },
          });
        }
      });
    });
}

const twoDigits = ruledString(
  "number-format",
  (v) => /^\d{2}$/.test(v),
  (v) => `"${v}" is not a two-digit number. Write it in quotes, e.g. "01".`,
);

const siteSchema = record({
  name: text(),
  shortName: text(),
  tagline: text(),
  description: text(),
  phone: ruledString(
    "phone-format",
    (v) => /^\+?\d[\d ()-]{6,}\d$/.test(v),
    (v) => `"${v}" is not a phone number. Write it with the country code, e.g. "+254 700 000 000".`,
  ),
  whatsapp: ruledString(
    "whatsapp-format",
    isWhatsappNumber,
    (v) =>
      `"${v}" is not a WhatsApp number. Write digits only, country code first, with no "+", ` +
      `spaces or leading 0, e.g. "254700000000".`,
  ),
  email: record({ bookings: email, support: email }),
  address: record({
    display: text(),
    streetAddress: text(),
    locality: text(),
    country: ruledString(
      "country-format",
      (v) => /^[A-Z]{2}$/.test(v),
      (v) => `"${v}" is not a two-letter country code. Use "KE" for Kenya.`,
    ),
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  hours: record({ opens: time, closes: time, timeZone: text(), label: text() }),
  priceRange: text(),
  formEndpoint: httpsUrl,
  map: record({ embedUrl: httpsUrl, link: httpsUrl, title: text() }),
});

const socialSchema = z.array(
  record({ id, name: text(), url: httpsUrl, onContactPage: z.boolean() }),
);

const navigationSchema = z.array(record({ id, name: text(), link: sitePath, page: sitePath }));

const pageMetaSchema = z.array(
  record({
    key: text(),
    title: text(),
    description: text(),
    keywords: z.array(text()).min(1),
  }),
);

const categoriesSchema = z
  .array(record({ id, name: text(), showsAll: z.boolean().optional() }))
  .superRefine((categories, ctx) => {
    const showingAll = categories.filter((category) => category.showsAll === true).length;
    if (showingAll !== 1) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: `${showingAll} tabs have "showsAll: true"; exactly one tab (All Services) must have it.`,
        params: { rule: "shows-all" },
      });
    }
  });

const homeSchema = record({
  hero: record({ welcome: text(), text: text(), ...pictured }),
  split: record({ heading: text(), text: text(), ...pictured }),
  rituals: record({
    eyebrow: text(),
    heading: text(),
    text: text(),
    ...pictured,
  }),
  treatments: record({ heading: text(), text: text(), ...pictured }),
  numberedTreatments: numberedList({ number: twoDigits, title: text() }, "number"),
  team: record(pictured),
  reviews: record({ heading: text(), text: text() }),
});

export const VALUE_ICONS = ["eye", "target", "gem", "heart", "star", "sparkles"] as const;

const aboutSchema = record({
  hero: record({ heading: text(), tagline: text(), ...pictured }),
  apart: record({
    heading: text(),
    items: numberedList({ id: twoDigits, title: text(), description: text() }, "id"),
  }),
  wideImage: record(pictured),
  values: record({
    heading: text(),
    items: z.array(record({ title: text(), icon: z.enum(VALUE_ICONS), description: text() })),
  }),
});

const servicesSchema = record({
  heading: text(),
  text: text(),
  signature: record({
    heading: text(),
    subtitle: text(),
    text: text(),
    ...pictured,
  }),
  booking: record({ heading: text() }),
  gallery: record({ heading: text(), text: text() }),
});

const contactSchema = record({
  heading: text(),
  text: text(),
  details: record({
    heading: text(),
    phoneLabel: text(),
    whatsappLabel: text(),
    whatsappLink: text(),
    emailLabel: text(),
    bookingsLabel: text(),
    supportLabel: text(),
    socialLabel: text(),
  }),
  form: record({ heading: text(), note: text() }),
  map: record({ heading: text(), linkText: text() }),
});

const testimonialsSchema = z.array(
  record({
    id,
    name: text(),
    service: text(),
    rating,
    feedback: text(),
    ...pictured,
  }),
);

// Salon photos have no caption, so title and description may be empty strings; alt may not.
const gallerySchema = z.array(
  record({ id, title: z.string(), description: z.string(), ...pictured }),
);

const treatmentSchema = record({
  id,
  name: text(),
  duration,
  price,
  categories: z.array(id).min(1),
  order: z.number().int().positive(),
});

const YAML_FILES: Readonly<Record<string, z.ZodTypeAny>> = {
  "site.yaml": siteSchema,
  "social.yaml": socialSchema,
  "navigation.yaml": navigationSchema,
  "page-meta.yaml": pageMetaSchema,
  "categories.yaml": categoriesSchema,
  "home.yaml": homeSchema,
  "about.yaml": aboutSchema,
  "services.yaml": servicesSchema,
  "contact.yaml": contactSchema,
  "testimonials.yaml": testimonialsSchema,
  "gallery.yaml": gallerySchema,
};

const TREATMENTS_DIR = "treatments";
const PAGE_KEYS = ["home", "about", "services", "contact"] as const;
const GALLERY_MIN_LONG_SIDE = 1200;
const IMAGE_MIN_LONG_SIDE = 800;
const IMAGE_EXTENSIONS = /\.(?:jpe?g|png|webp|avif)$/i;

// ---------------------------------------------------------------------------------------------
// Turning zod issues into sentences
// ---------------------------------------------------------------------------------------------

type PathSegment = string | number;

export function formatFieldPath(segments: readonly PathSegment[]): string {
  return segments
    .map((segment, index) => {
      if (typeof segment === "number") return `[${segment}]`;
      return index === 0 ? segment : `.${segment}`;
    })
    .join("");
}

function valueAt(data: unknown, segments: readonly PathSegment[]): unknown {
  let current = data;
  for (const segment of segments) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PathSegment, unknown>)[segment];
  }
  return current;
}

function quote(value: unknown): string {
  if (typeof value === "string") return `"${value}"`;
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 60 ? `${json.slice(0, 57)}...` : json;
}

function fieldLabel(segments: readonly PathSegment[]): string {
  const last = segments[segments.length - 1];
  if (last === undefined) return "this file";
  return typeof last === "number" ? `entry [${last}]` : `"${last}"`;
}

const EXPECTED_WORDS: Readonly<Record<string, string>> = {
  string: "text",
  number: "a number",
  boolean: "true or false",
  array: 'a list (lines starting with "- ")',
  object: "a group of indented fields",
};

function describeExpected(expected: string): string {
  return EXPECTED_WORDS[expected] ?? expected;
}

interface RuleAndMessage {
  rule: string;
  message: string;
}

function explainMissing(
  segments: readonly PathSegment[],
  expected: string,
  value: unknown,
): RuleAndMessage {
  if (segments.length === 0) {
    return {
      rule: "required",
      message: `The file is empty; it must hold ${describeExpected(expected)}.`,
    };
  }
  return {
    rule: "required",
    message:
      value === null
        ? `${fieldLabel(segments)} has no value. Write ${describeExpected(expected)} after the ":".`
        : `${fieldLabel(segments)} is missing. Add it with ${describeExpected(expected)} as its value.`,
  };
}

function explainType(
  segments: readonly PathSegment[],
  expected: string,
  value: unknown,
): RuleAndMessage {
  if (expected === "integer") {
    return {
      rule: "type",
      message: `${fieldLabel(segments)} is ${quote(value)}; it must be a whole number.`,
    };
  }
  const hint = expected === "string" ? ' Put the value in quotes ("...").' : "";
  return {
    rule: "type",
    message: `${fieldLabel(segments)} should be ${describeExpected(expected)}, but it is ${quote(value)}.${hint}`,
  };
}

function explainTooSmall(
  issue: z.ZodTooSmallIssue,
  segments: readonly PathSegment[],
  value: unknown,
): RuleAndMessage {
  const label = fieldLabel(segments);
  if (issue.type === "string") {
    return {
      rule: "required",
      message: `${label} is empty. Write some text for it.`,
    };
  }
  if (issue.type === "array") {
    return {
      rule: "required",
      message: `${label} is an empty list. List at least ${Number(issue.minimum)} item(s).`,
    };
  }
  return {
    rule: "range",
    message: `${label} is ${quote(value)}; it must be at least ${Number(issue.minimum)}.`,
  };
}

function explainIssue(issue: z.ZodIssue, value: unknown): RuleAndMessage {
  const segments = issue.path;
  const label = fieldLabel(segments);
  switch (issue.code) {
    case z.ZodIssueCode.invalid_type:
      return value === undefined || value === null
        ? explainMissing(segments, issue.expected, value)
        : explainType(segments, issue.expected, value);
    case z.ZodIssueCode.too_small:
      return explainTooSmall(issue, segments, value);
    case z.ZodIssueCode.too_big:
      return {
        rule: "range",
        message: `${label} is ${quote(value)}; it must be at most ${Number(issue.maximum)}.`,
      };
    case z.ZodIssueCode.not_multiple_of:
    case z.ZodIssueCode.invalid_date:
      return {
        rule: "type",
        message: `${label} has the value ${quote(value)}, which is not allowed.`,
      };
    case z.ZodIssueCode.invalid_enum_value:
      return {
        rule: "invalid-value",
        message: `${quote(value)} is not allowed for ${label}. Use one of: ${issue.options.join(", ")}.`,
      };
    case z.ZodIssueCode.custom: {
      const rule: unknown = issue.params?.rule;
      return {
        rule: typeof rule === "string" ? rule : "invalid",
        message: issue.message,
      };
    }
    default:
      return {
        rule: "invalid",
        message: `${label} has the value ${quote(value)}: ${issue.message}.`,
      };
  }
}

function issueToErrors(issue: z.ZodIssue, file: string, data: unknown): ContentError[] {
  if (issue.code === z.ZodIssueCode.unrecognized_keys) {
    return issue.keys.map((key) => ({
      file,
      field: formatFieldPath([...issue.path, key]),
      rule: "unknown-field",
      message: `"${key}" is not a field this file uses. Check its spelling, or remove it.`,
    }));
  }
  const { rule, message } = explainIssue(issue, valueAt(data, issue.path));
  return [{ file, field: formatFieldPath(issue.path), rule, message }];
}

function checkSchema(schema: z.ZodTypeAny, file: string, data: unknown): ContentError[] {
  const result = schema.safeParse(data);
  return result.success
    ? []
    : result.error.issues.flatMap((issue) => issueToErrors(issue, file, data));
}

// ---------------------------------------------------------------------------------------------
// Reading files
// ---------------------------------------------------------------------------------------------

class YamlSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number | undefined,
    readonly column: number | undefined,
  ) {
    super(reason);
  }
}

/** Parses YAML, throwing a YamlSyntaxError that knows the line of the first problem. */
function parseYaml(source: string): unknown {
  const doc = parseDocument(source, { uniqueKeys: true, prettyErrors: true });
  const [first] = doc.errors;
  if (first) {
    const position = first.linePos?.[0];
    const reason = (first.message.split("\n")[0] ?? "").replace(/ at line \d+, column \d+:?$/, "");
    throw new YamlSyntaxError(reason, position?.line, position?.col);
  }
  return doc.toJS();
}

function syntaxError(file: string, error: YamlSyntaxError, lineOffset: number): ContentError {
  const line = error.line === undefined ? undefined : error.line + lineOffset;
  const where = line === undefined ? "" : ` on line ${line}, column ${error.column ?? 1}`;
  return {
    file,
    field: line === undefined ? "" : `line ${line}`,
    rule: "yaml-syntax",
    message:
      `The file is not valid YAML${where}: ${error.reason}. Check the indentation, the "- " of ` +
      `list items, and put text containing ":" or "#" in quotes.`,
  };
}

interface LoadedDocument {
  /** Repo-relative path, as shown to the owner. */
  file: string;
  /** Directory that image paths in this document are relative to. */
  dir: string;
  data: unknown;
}

interface LoadedTreatment extends LoadedDocument {
  fileId: string;
  body: string;
}

type Loaded<T> = { ok: true; value: T } | { ok: false; error: ContentError };

function relativeFile(repoRoot: string, absolute: string): string {
  return path.relative(repoRoot, absolute).split(path.sep).join("/");
}

async function loadYamlFile(absolute: string, file: string): Promise<Loaded<LoadedDocument>> {
  const source = await readFile(absolute, "utf8");
  try {
    return {
      ok: true,
      value: { file, dir: path.dirname(absolute), data: parseYaml(source) },
    };
  } catch (error) {
    if (error instanceof YamlSyntaxError) return { ok: false, error: syntaxError(file, error, 0) };
    throw error;
  }
}

async function loadTreatmentFile(absolute: string, file: string): Promise<Loaded<LoadedTreatment>> {
  const source = await readFile(absolute, "utf8");
  try {
    const parsed = matter(source, {
      engines: {
        yaml: (frontmatter: string) => (parseYaml(frontmatter) ?? {}) as object,
      },
    });
    const value = {
      file,
      dir: path.dirname(absolute),
      data: parsed.data as unknown,
      body: parsed.content,
      fileId: path.basename(absolute, ".md"),
    };
    return { ok: true, value };
  } catch (error) {
    // gray-matter hands over the frontmatter from the end of the opening "---" line, so its
    // line numbers already match the file's.
    if (error instanceof YamlSyntaxError) return { ok: false, error: syntaxError(file, error, 0) };
    throw error;
  }
}

async function listDirectory(dir: string): Promise<{ files: string[]; exists: boolean }> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    const files = entries
      .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
      .map((entry) => entry.name)
      .sort();
    return { files, exists: true };
  } catch {
    return { files: [], exists: false };
  }
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function suggestName(name: string, candidates: readonly string[]): string {
  const best = candidates
    .map((candidate) => ({
      candidate,
      distance: editDistance(name, candidate),
    }))
    .sort((a, b) => a.distance - b.distance)[0];
  return best && best.distance <= 3 ? ` Did you mean "${best.candidate}"?` : "";
}

interface LoadedContent {
  yaml: Map<string, LoadedDocument>;
  treatments: LoadedTreatment[];
  errors: ContentError[];
}

async function loadYamlFiles(contentDir: string, repoRoot: string): Promise<LoadedContent> {
  const known = Object.keys(YAML_FILES);
  const { files } = await listDirectory(contentDir);
  const result: LoadedContent = { yaml: new Map(), treatments: [], errors: [] };

  for (const name of files.filter((file) => /\.ya?ml$/i.test(file) && !known.includes(file))) {
    result.errors.push({
      file: relativeFile(repoRoot, path.join(contentDir, name)),
      field: "",
      rule: "unknown-file",
      message:
        `"${name}" is not a content file the site reads, so its content would never appear.` +
        `${suggestName(name, known)} Known files: ${known.join(", ")}.`,
    });
  }

  for (const name of known) {
    const absolute = path.join(contentDir, name);
    const file = relativeFile(repoRoot, absolute);
    if (!files.includes(name)) {
      result.errors.push({
        file,
        field: "",
        rule: "file-missing",
        message: `"${name}" is missing from the content folder; the site needs it. Restore it.`,
      });
      continue;
    }
    const loaded = await loadYamlFile(absolute, file);
    if (loaded.ok) result.yaml.set(name, loaded.value);
    else result.errors.push(loaded.error);
  }
  return result;
}

async function loadTreatments(contentDir: string, repoRoot: string, into: LoadedContent) {
  const dir = path.join(contentDir, TREATMENTS_DIR);
  const dirFile = relativeFile(repoRoot, dir);
  const { files, exists } = await listDirectory(dir);
  if (!exists || !files.some((name) => name.endsWith(".md"))) {
    into.errors.push({
      file: dirFile,
      field: "",
      rule: exists ? "required" : "file-missing",
      message: `The folder "${dirFile}" must hold the treatments, one Markdown (.md) file each.`,
    });
  }
  for (const name of files) {
    const absolute = path.join(dir, name);
    const file = relativeFile(repoRoot, absolute);
    if (!name.endsWith(".md")) {
      into.errors.push({
        file,
        field: "",
        rule: "unknown-file",
        message: `"${name}" is not a treatment file. Treatments are Markdown files named "<id>.md".`,
      });
      continue;
    }
    const loaded = await loadTreatmentFile(absolute, file);
    if (loaded.ok) into.treatments.push(loaded.value);
    else into.errors.push(loaded.error);
  }
}

// ---------------------------------------------------------------------------------------------
// Per-file checks
// ---------------------------------------------------------------------------------------------

function checkTreatmentBody(treatment: LoadedTreatment): ContentError[] {
  const { file, body } = treatment;
  if (body.trim() === "") {
    return [
      {
        file,
        field: "body",
        rule: "required",
        message:
          'The description is missing. Write two or three sentences below the closing "---".',
      },
    ];
  }
  const tag = findRawHtml(body);
  if (tag === null) return [];
  return [
    {
      file,
      field: "body",
      rule: "raw-html",
      message: `The description contains HTML (${quote(tag)}). Write plain text or Markdown instead.`,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Cross-file checks (they read the raw data leniently, so one bad field elsewhere in a file does
// not hide or fake problems here)
// ---------------------------------------------------------------------------------------------

function entriesOf(data: unknown): Array<Record<string, unknown> | undefined> {
  if (!Array.isArray(data)) return [];
  return data.map((entry: unknown) =>
    entry !== null && typeof entry === "object" && !Array.isArray(entry)
      ? (entry as Record<string, unknown>)
      : undefined,
  );
}

function stringField(entry: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = entry?.[key];
  return typeof value === "string" ? value : undefined;
}

function duplicateIdsInList(
  file: string,
  data: unknown,
  key: string,
  fieldPrefix: readonly PathSegment[] = [],
): ContentError[] {
  const firstSeen = new Map<string, number>();
  const errors: ContentError[] = [];
  entriesOf(data).forEach((entry, index) => {
    const value = stringField(entry, key);
    if (value === undefined) return;
    const earlier = firstSeen.get(value);
    if (earlier === undefined) {
      firstSeen.set(value, index);
      return;
    }
    errors.push({
      file,
      field: formatFieldPath([...fieldPrefix, index, key]),
      rule: "duplicate-id",
      message:
        `${key} "${value}" is already used by the entry at ${formatFieldPath([...fieldPrefix, earlier])}` +
        ` in ${file}; every entry needs its own ${key}.`,
    });
  });
  return errors;
}

function checkListIds(content: LoadedContent): ContentError[] {
  const listFiles = ["testimonials.yaml", "gallery.yaml", "categories.yaml", "social.yaml"];
  const errors = [...listFiles, "navigation.yaml"].flatMap((name) => {
    const doc = content.yaml.get(name);
    return doc ? duplicateIdsInList(doc.file, doc.data, "id") : [];
  });
  const about = content.yaml.get("about.yaml");
  if (about) {
    const items = valueAt(about.data, ["apart", "items"]);
    errors.push(...duplicateIdsInList(about.file, items, "id", ["apart", "items"]));
  }
  return errors;
}

function checkPageMeta(content: LoadedContent): ContentError[] {
  const doc = content.yaml.get("page-meta.yaml");
  if (!doc || !Array.isArray(doc.data)) return [];
  const errors = duplicateIdsInList(doc.file, doc.data, "key");
  const keys = entriesOf(doc.data).map((entry) => stringField(entry, "key"));
  const allowed: readonly string[] = PAGE_KEYS;
  keys.forEach((key, index) => {
    if (key === undefined || allowed.includes(key)) return;
    errors.push({
      file: doc.file,
      field: `[${index}].key`,
      rule: "page-meta-unknown",
      message: `"${key}" is not a page of this site. Use one of: ${PAGE_KEYS.join(", ")}.`,
    });
  });
  for (const key of PAGE_KEYS.filter((pageKey) => !keys.includes(pageKey))) {
    errors.push({
      file: doc.file,
      field: "",
      rule: "page-meta-missing",
      message: `There is no entry with key "${key}". Add one with its title, description and keywords.`,
    });
  }
  return errors;
}

function checkTreatmentIds(treatments: readonly LoadedTreatment[]): ContentError[] {
  const errors: ContentError[] = [];
  const byId = new Map<string, string>();
  const byOrder = new Map<number, string>();
  // Files whose name matches their id claim it first, so a duplicate is reported on the copy.
  const claimsFirst = (treatment: LoadedTreatment) =>
    stringField(entriesOf([treatment.data])[0], "id") === treatment.fileId ? 0 : 1;
  const ordered = [...treatments].sort((a, b) => claimsFirst(a) - claimsFirst(b));
  for (const treatment of ordered) {
    const data = entriesOf([treatment.data])[0];
    const treatmentId = stringField(data, "id");
    if (treatmentId !== undefined) {
      errors.push(...checkIdMatchesFileName(treatment, treatmentId));
      const other = byId.get(treatmentId);
      if (other === undefined) byId.set(treatmentId, treatment.file);
      else errors.push(duplicateTreatment(treatment.file, "id", treatmentId, other));
    }
    const order = data?.order;
    if (typeof order === "number") {
      const other = byOrder.get(order);
      if (other === undefined) byOrder.set(order, treatment.file);
      else errors.push(duplicateTreatment(treatment.file, "order", order, other));
    }
  }
  return errors;
}

function checkIdMatchesFileName(treatment: LoadedTreatment, treatmentId: string): ContentError[] {
  if (treatmentId === treatment.fileId) return [];
  return [
    {
      file: treatment.file,
      field: "id",
      rule: "id-filename",
      message:
        `The id "${treatmentId}" differs from the file name "${treatment.fileId}.md". ` +
        `Make them the same (rename the file to "${treatmentId}.md" or change the id).`,
    },
  ];
}

function duplicateTreatment(
  file: string,
  field: "id" | "order",
  value: string | number,
  otherFile: string,
): ContentError {
  return {
    file,
    field,
    rule: field === "id" ? "duplicate-id" : "duplicate-order",
    message:
      `${field} ${quote(value)} is also used by ${otherFile}; ` +
      `every treatment needs its own ${field}.`,
  };
}

interface CategoryInfo {
  index: number;
  id: string;
  showsAll: boolean;
}

function categoriesOf(content: LoadedContent): CategoryInfo[] | undefined {
  const doc = content.yaml.get("categories.yaml");
  if (!doc || !Array.isArray(doc.data)) return undefined;
  return entriesOf(doc.data).flatMap((entry, index) => {
    const categoryId = stringField(entry, "id");
    return categoryId === undefined
      ? []
      : [{ index, id: categoryId, showsAll: entry?.showsAll === true }];
  });
}

function treatmentCategories(treatment: LoadedTreatment): unknown[] {
  const value = entriesOf([treatment.data])[0]?.categories;
  return Array.isArray(value) ? value : [];
}

function checkTreatmentCategories(content: LoadedContent): ContentError[] {
  const categories = categoriesOf(content);
  const categoriesFile = content.yaml.get("categories.yaml")?.file;
  if (!categories || categoriesFile === undefined) return [];
  const errors: ContentError[] = [];
  const used = new Set<string>();
  for (const treatment of content.treatments) {
    treatmentCategories(treatment).forEach((value, index) => {
      if (typeof value !== "string") return;
      used.add(value);
      const category = categories.find((candidate) => candidate.id === value);
      const field = `categories[${index}]`;
      if (!category) {
        const ids = categories.filter((c) => !c.showsAll).map((c) => c.id);
        errors.push({
          file: treatment.file,
          field,
          rule: "unknown-category",
          message: `"${value}" is not a category in ${categoriesFile}. Use one of: ${ids.join(", ")}.`,
        });
      } else if (category.showsAll) {
        errors.push({
          file: treatment.file,
          field,
          rule: "shows-all-category",
          message: `"${value}" already shows every treatment; remove it from this list.`,
        });
      }
    });
  }
  return [...errors, ...checkEmptyCategories(content, categories, used)];
}

function checkEmptyCategories(
  content: LoadedContent,
  categories: readonly CategoryInfo[],
  used: ReadonlySet<string>,
): ContentError[] {
  const doc = content.yaml.get("categories.yaml");
  if (!doc) return [];
  return categories
    .filter((category) => !category.showsAll && category.id !== "all" && !used.has(category.id))
    .map((category) => ({
      file: doc.file,
      field: `[${category.index}].id`,
      rule: "empty-category",
      message:
        `No treatment lists the category "${category.id}", so its tab would be empty. Add ` +
        `"${category.id}" to the categories of a treatment, or remove the tab.`,
    }));
}

// ---------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------

interface ImageReference {
  doc: LoadedDocument;
  field: string;
  value: string;
  minLongSide: number;
}

/** Every `image` field at any depth, so a new section with a photo is checked without code. */
function collectImageFields(
  data: unknown,
  segments: PathSegment[] = [],
): Array<{ segments: PathSegment[]; value: string }> {
  if (Array.isArray(data)) {
    return data.flatMap((item: unknown, index) => collectImageFields(item, [...segments, index]));
  }
  if (data === null || typeof data !== "object") return [];
  return Object.entries(data as Record<string, unknown>).flatMap(([key, value]) =>
    key === "image" && typeof value === "string" && value.trim() !== ""
      ? [{ segments: [...segments, key], value }]
      : collectImageFields(value, [...segments, key]),
  );
}

function imageReferences(content: LoadedContent): ImageReference[] {
  const gallery = content.yaml.get("gallery.yaml");
  const docs: LoadedDocument[] = [...content.yaml.values(), ...content.treatments];
  return docs.flatMap((doc) =>
    collectImageFields(doc.data).map(({ segments, value }) => ({
      doc,
      field: formatFieldPath(segments),
      value,
      minLongSide: doc === gallery ? GALLERY_MIN_LONG_SIDE : IMAGE_MIN_LONG_SIDE,
    })),
  );
}

async function isFile(absolute: string): Promise<boolean> {
  try {
    return (await stat(absolute)).isFile();
  } catch {
    return false;
  }
}

async function checkImage(
  reference: ImageReference,
  contentDir: string,
  repoRoot: string,
): Promise<ContentError[]> {
  const { doc, field, value, minLongSide } = reference;
  const fail = (rule: string, message: string): ContentError[] => [
    { file: doc.file, field, rule, message },
  ];
  const absolute = path.resolve(doc.dir, value);
  const insideContent = path.relative(contentDir, absolute);
  if (path.isAbsolute(value) || insideContent.startsWith("..") || path.isAbsolute(insideContent)) {
    return fail(
      "image-path",
      `"${value}" points outside the content folder. Put the photo under content/images/ and ` +
        `write its path relative to ${doc.file}, e.g. "images/photo.jpg".`,
    );
  }
  if (!IMAGE_EXTENSIONS.test(value)) {
    return fail("image-format", `"${value}" is not a JPEG, PNG, WebP or AVIF file.`);
  }
  const lookedFor = relativeFile(repoRoot, absolute);
  if (!(await isFile(absolute))) {
    return fail(
      "image-missing",
      `"${value}" does not exist: looked for ${lookedFor}. Check the spelling and folder, or add ` +
        `the photo there.`,
    );
  }
  return checkImageSize(absolute, lookedFor, minLongSide, fail);
}

async function checkImageSize(
  absolute: string,
  shownPath: string,
  minLongSide: number,
  fail: (rule: string, message: string) => ContentError[],
): Promise<ContentError[]> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(absolute).metadata());
  } catch {
    width = undefined;
  }
  if (width === undefined || height === undefined) {
    return fail(
      "image-unreadable",
      `${shownPath} cannot be read as an image; save it again as JPEG or PNG.`,
    );
  }
  if (Math.max(width, height) >= minLongSide) return [];
  const advice = minLongSide === GALLERY_MIN_LONG_SIDE ? " (2400x1600 recommended)" : "";
  return fail(
    "image-too-small",
    `${shownPath} is ${width}x${height} px; it must be at least ${minLongSide} px on its long ` +
      `side${advice}. Use a larger photo.`,
  );
}

// ---------------------------------------------------------------------------------------------
// Entry points
// ---------------------------------------------------------------------------------------------

/**
 * Validates every content file under `contentDir`. Paths in the errors are relative to
 * `repoRoot`. Returns [] when the content is fine.
 */
export async function validateContent(
  contentDir: string,
  repoRoot: string,
): Promise<ContentError[]> {
  const root = path.resolve(contentDir);
  const content = await loadYamlFiles(root, path.resolve(repoRoot));
  await loadTreatments(root, path.resolve(repoRoot), content);

  const schemaErrors = [...content.yaml.entries()].flatMap(([name, doc]) =>
    checkSchema(YAML_FILES[name] ?? z.unknown(), doc.file, doc.data),
  );
  const treatmentErrors = content.treatments.flatMap((treatment) => [
    ...checkSchema(treatmentSchema, treatment.file, treatment.data),
    ...checkTreatmentBody(treatment),
  ]);
  const imageErrors = await Promise.all(
    imageReferences(content).map((reference) =>
      checkImage(reference, root, path.resolve(repoRoot)),
    ),
  );

  const errors = [
    ...content.errors,
    ...schemaErrors,
    ...treatmentErrors,
    ...checkListIds(content),
    ...checkPageMeta(content),
    ...checkTreatmentIds(content.treatments),
    ...checkTreatmentCategories(content),
    ...imageErrors.flat(),
  ];
  // Group by file for the report; the stable sort keeps each file's errors in field order.
  return errors.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
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
