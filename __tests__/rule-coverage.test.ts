/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import matter from "gray-matter";
import sharp from "sharp";
import {
  describeContent,
  type FieldDescription,
} from "../plugins/gatsby-plugin-content/model/describe";
import { descriptionProblem } from "../plugins/gatsby-plugin-content/model/description";
import { CONTENT_LIMITS, textBreach } from "../plugins/gatsby-plugin-content/model/limits";
import { PHOTO_TYPES } from "../plugins/gatsby-plugin-content/model/photos";
import { RULES, ruled } from "../plugins/gatsby-plugin-content/model/rules";
import { editorConfig } from "../plugins/gatsby-plugin-editor/config";
import {
  checkContent,
  isWarning,
  type ContentCheck,
  type ContentError,
} from "../plugins/gatsby-plugin-content/check/index";
import { madeUpFindings } from "../plugins/gatsby-plugin-content/check/made-up";
import { checkBody } from "../plugins/gatsby-plugin-content/check/markdown-body";
import {
  containsTranslated,
  TRANSLATION_OF,
} from "../plugins/gatsby-plugin-content/model/translations";
import { DESCRIPTION_HOW } from "../plugins/gatsby-plugin-content/model/description";

// Nothing the owner's editor saves can stop the build. Every rule the build checks is found in
// its code (not copied by hand), and for each this shows one of:
// - the editor refuses it before saving: config.yml has the same constraint, in the build's words;
// - the build accepts what the editor can save: the validator returns warnings only, and the site
//   shows a sensible result (each warning's message says which);
// - the editor cannot write it at all, and why.

const repoRoot = path.resolve(__dirname, "..");
const content = describeContent();
const config = editorConfig(content, { branch: "main", siteUrl: "https://salon.example" });

/** Every rule id the validator's code can report. */
function rulesInCode(): string[] {
  const files = [
    "plugins/gatsby-plugin-content/check",
    "plugins/gatsby-plugin-content/model",
  ].flatMap((dir) =>
    fs
      .readdirSync(path.join(repoRoot, dir))
      .filter((name) => name.endsWith(".ts"))
      .map((name) => path.join(repoRoot, dir, name)),
  );
  const quoted = String.raw`"([a-z]+(?:-[a-z]+)*)"`;
  const string = String.raw`"(?:[^"\\]|\\.)*"`;
  const patterns = [
    // { rule: "duplicate-id", … }, and the schema's fallback `… ? rule : "invalid"`.
    new RegExp(String.raw`\brule:\s*${quoted}`, "g"),
    new RegExp(String.raw`\?\s*rule\s*:\s*${quoted}`, "g"),
    // images.ts: fail("image-path", …); rules.ts: rule("price-format", …).
    new RegExp(String.raw`\b(?:fail|rule)\(\s*${quoted}`, "g"),
    // yaml.ts: new YamlReadError("yaml-syntax", …), refused(node, "yaml-alias", …).
    new RegExp(String.raw`\bnew YamlReadError\(\s*${quoted}`, "g"),
    new RegExp(String.raw`\brefused\(\s*\w+,\s*${quoted}`, "g"),
    // rangedInteger(description, "rating-range", …).
    new RegExp(String.raw`\brangedInteger\(\s*${string},\s*${quoted}`, "g"),
    // markdown-body.ts: the rules of a finding, one `case` each.
    new RegExp(String.raw`\bcase\s+${quoted}:\s*\n\s*return`, "g"),
  ];
  const found = new Set<string>();
  for (const file of files) {
    const source = fs.readFileSync(file, "utf8");
    for (const pattern of patterns) {
      for (const match of source.matchAll(pattern)) found.add(match[1]!);
    }
  }
  return [...found].sort();
}

// ---- The editor's fields, by path, next to the model's.

type EditorField = Record<string, unknown> & { name: string; fields?: EditorField[] };
type Collection = { name: string; files?: { fields: EditorField[] }[]; fields?: EditorField[] };

function pairs(): [FieldDescription, EditorField][] {
  const out: [FieldDescription, EditorField][] = [];
  const walk = (described: FieldDescription[], fields: EditorField[]) =>
    described.forEach((field, index) => {
      const editor = fields[index]!;
      out.push([field, editor]);
      if (field.fields && editor.fields) walk(field.fields, editor.fields);
      if (field.field && !field.reference) out.push([field.field, editor.field as EditorField]);
    });
  for (const collection of content.collections) {
    const editor = (config.collections as Collection[]).find((c) => c.name === collection.name)!;
    walk(collection.fields, editor.files?.[0]?.fields ?? editor.fields!);
  }
  return out;
}

const fieldsWithRule = (rule: string) => pairs().filter(([field]) => field.pattern?.rule === rule);

// ---- A copy of the real content, changed as the editor could change it, then validated.

async function checkChanged(change: (dir: string) => void | Promise<void>): Promise<ContentCheck> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rule-coverage-"));
  try {
    fs.cpSync(path.join(repoRoot, "content"), path.join(dir, "content"), { recursive: true });
    await change(path.join(dir, "content"));
    return await checkContent(path.join(dir, "content"), dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function validateChanged(change: (dir: string) => void | Promise<void>) {
  return (await checkChanged(change)).findings;
}

function edit(dir: string, file: string, change: (text: string) => string): void {
  const before = fs.readFileSync(path.join(dir, file), "utf8");
  const after = change(before);
  if (after === before) throw new Error(`The edit of ${file} changed nothing`);
  fs.writeFileSync(path.join(dir, file), after);
}

// ---- Descriptions: the build's check and the editor's pattern over the same texts.

/**
 * Whether the editor refuses a description: its field's pattern (config.yml, tested as Sveltia CMS
 * tests it, on the trimmed text), which must agree with the note that quotes it (descriptionProblem).
 */
function editorRefuses(body: string): boolean {
  const field = pairs().find(([f]) => f.widget === "markdown")![1];
  const [regex] = field.pattern as [string, string];
  const refused = !new RegExp(regex).test(body.trim());
  expect({ body, refused }).toEqual({ body, refused: descriptionProblem(body) !== undefined });
  return refused;
}
const buildRefuses = (body: string) =>
  checkBody({ file: "x.md", body } as Parameters<typeof checkBody>[0]).filter((e) => !isWarning(e));

/** Texts the build refuses: every kind of Markdown it names, HTML, and unsafe links. */
const REFUSED_BODIES = [
  "Book <b>early</b>.",
  "Hidden <!-- note --> text.",
  "Price list <?php echo 1; ?> here.",
  "A <![CDATA[ x ]]> section.",
  "Escaped \\`<script>alert(3)</script>\\` ticks.",
  "Click <javascript:alert(1)> now.",
  "Click <https://example.com> now.",
  "Click [here](javascript:alert(1)) now.",
  "Click [here](JaVa&#x09;ScRiPt:alert(1)) now.",
  "Click [here](data:text/html,hi) now.",
  "![x](data:image/png;base64,AAAA)",
  "![a photo](images/x.jpg)",
  "Book on [our page](https://example.com).",
  "Book on [our page][1].\n\n[1]: https://example.com",
  "Book on [our page][].\n\n[our page]: https://example.com",
  "Book on [our page].\n\n[our page]: https://example.com",
  "# Big title\n\nText.",
  "Text.\n\n###### Small title",
  "Big title\n=========\n\nText.",
  "Big title\n---\n\nText.",
  "Text.\n\n---\n\nMore.",
  "Text.\n\n* * *\n\nMore.",
  "Text.\n\n___\n\nMore.",
  "> A quotation.",
  "Text.\n\n  > An indented quotation.",
  "Use `this` wax.",
  "```\ncode\n```",
  "~~~\ncode\n~~~",
  "Text.\n\n    indented code",
  "Text.\n\n\tindented code",
  "Now ~~KES 900~~ only.",
  "Now ~KES 900~ only.",
  "| a | b |\n| - | - |\n| 1 | 2 |",
  "a | b\n--- | ---\n1 | 2",
  "Text with a note.[^1]\n\n[^1]: The note.",
  "Text with a note.^[The note.]",
];

/** Texts the build accepts, which the editor must accept too: what the owner writes. */
const ACCEPTED_BODIES = [
  "Plain text, two sentences. With a comma, a colon: and a semicolon; done!",
  "**Bold** and _italic_ and *italic* and ***both***.",
  "A list:\n\n- one\n- two\n\nAnd a numbered one:\n\n1. first\n2. second",
  "A list with a nested one:\n\n- one\n    - one a\n- two",
  "A line,  \nthen a break.",
  "See www.example.com or https://example.com/a or write to a@b.example.",
  "Prices from KES 1,200 (about 2 hrs) & more; 5 < 6 and 7 > 3.",
  "About ~30 mins, 100% natural, #1 in Rongai, [new] and (popular).",
  "Nails + hands = happy; a - b; item #2.",
];

const realBodies = fs
  .readdirSync(path.join(repoRoot, "content/treatments"))
  .map((name) => matter(fs.readFileSync(path.join(repoRoot, "content/treatments", name), "utf8")));

// ---- How each rule is handled.

type Handling =
  | { kind: "editor refuses"; how: string; check: () => void | Promise<void> }
  | { kind: "build warns"; how: string; check: () => Promise<void> }
  | { kind: "editor cannot write it"; how: string; check?: () => void }
  | { kind: "far beyond real content"; how: string; check: () => void }
  | { kind: "stops only a build that goes live"; how: string; check: () => Promise<void> };

// The example facts the site was written with (plugins/gatsby-plugin-content/check/made-up.ts): the editor saves them
// as they are, and they stop only a build that goes live, on purpose; every other build, and the
// editor's own saves before launch, get a warning.
const madeUpRule = (rule: string, how: string): [string, Handling] => [
  rule,
  {
    kind: "stops only a build that goes live",
    how,
    check: async () => {
      const content = (await checkContent(path.join(repoRoot, "content"), repoRoot)).content;
      const env = rule === "site-url-missing" ? {} : { SITE_URL: "https://salon.co.ke" };
      const local = await madeUpFindings(content, { env, repoRoot, live: false });
      expect(local.filter((finding) => !isWarning(finding))).toEqual([]);
      expect(local.map((finding) => finding.rule)).toContain(rule);
      const live = await madeUpFindings(content, { env, repoRoot, live: true });
      const stops = live.filter((finding) => !isWarning(finding)).map((finding) => finding.rule);
      if (rule === "placeholder-photo") expect(stops).not.toContain(rule);
      else expect(stops).toContain(rule);
    },
  },
];

async function expectWarningsOnly(rule: string, change: (dir: string) => void | Promise<void>) {
  const findings: ContentError[] = await validateChanged(change);
  expect(findings.filter((finding) => !isWarning(finding))).toEqual([]);
  expect(findings.map((finding) => finding.rule)).toContain(rule);
}

// A value each pattern refuses: any text but an address (which may be almost any text).
const REFUSED_VALUE: Partial<Record<keyof typeof RULES, string>> = {
  mapPlace: "https://elsewhere.example/@@",
};

const patternRule = (which: keyof typeof RULES): [string, Handling] => [
  RULES[which].id,
  {
    kind: "editor refuses",
    how: "the field's pattern in config.yml, with the build's sentence",
    check: () => {
      const { spec, schema } = ruled("x", which);
      const fields = fieldsWithRule(RULES[which].id);
      expect(fields.length).toBeGreaterThan(0);
      for (const [field, editor] of fields) {
        expect(field.pattern).toEqual(spec.pattern);
        expect(editor.pattern).toEqual([spec.pattern!.regex, spec.pattern!.message]);
      }
      // The build's message is the editor's, quoting the value.
      const bad = REFUSED_VALUE[which] ?? "@@ not this @@";
      const result = schema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toBe(
        spec.pattern!.message.replace(/^This is/, `"${bad}" is`),
      );
    },
  },
];

const HANDLING: Record<string, Handling> = Object.fromEntries([
  madeUpRule("example-phone", "the example number in content/site.yaml, replaced before launch"),
  madeUpRule("example-address", "the example e-mail addresses and domain, replaced before launch"),
  madeUpRule("example-form-endpoint", "the example form address, replaced before launch"),
  madeUpRule(
    "example-place",
    "the example address, town, coordinates and map in content/site.yaml, replaced before launch",
  ),
  madeUpRule("site-url-missing", "a build setting (SITE_URL), not content"),
  madeUpRule("placeholder-photo", "a generated illustration is a warning even for a live build"),
  ...(["id", "httpsUrl", "email", "sitePath", "time", "price", "duration", "phone"] as const).map(
    patternRule,
  ),
  ...(
    ["whatsapp", "country", "coordinates", "mapPlace", "specialHours", "offerPrice"] as const
  ).map(patternRule),
  [
    "date-format",
    {
      kind: "editor refuses",
      how: "the phone's date picker (Sveltia CMS's date field), which writes only real days as YYYY-MM-DD, and the field's pattern",
      check: () => {
        const days = pairs().filter(([field]) => field.widget === "date");
        expect(days.length).toBeGreaterThan(0);
        for (const [field, editor] of days) {
          expect(editor).toMatchObject({ widget: "datetime", type: "date" });
          expect(editor.pattern).toEqual([field.pattern!.regex, field.pattern!.message]);
        }
      },
    },
  ],
  [
    "required",
    {
      kind: "editor refuses",
      how: "required fields and lists' fewest entries in config.yml",
      check: () => {
        for (const [field, editor] of pairs()) {
          // A translated text is required in both languages: the editor asks for its Swahili
          // before saving, though the build only warns of a missing one (the Swahili page shows
          // the English text: below), for a file written outside the editor.
          expect(editor.required ?? true).toBe(field.required);
          if (field.type === "list" && field.min !== undefined) expect(editor.min).toBe(field.min);
        }
      },
    },
  ],
  [
    "range",
    {
      kind: "editor refuses",
      how: "number fields' min and max in config.yml",
      check: () => {
        const bounded = pairs().filter(([f]) => f.widget === "number" && f.min !== undefined);
        expect(bounded.length).toBeGreaterThan(0);
        for (const [field, editor] of bounded) {
          expect([editor.min, editor.max]).toEqual([field.min, field.max]);
        }
      },
    },
  ],
  [
    "rating-range",
    {
      kind: "editor refuses",
      how: "a whole-number field from 1 to 5",
      check: () => {
        const stars = pairs().find(([f]) => f.name === "rating")!;
        expect(stars[1]).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 5 });
      },
    },
  ],
  [
    "invalid-value",
    {
      kind: "editor refuses",
      how: "a select offering only the allowed values",
      check: () => {
        const selects = pairs().filter(([f]) => f.options);
        expect(selects.length).toBeGreaterThan(0);
        for (const [field, editor] of selects) {
          expect(editor).toMatchObject({ widget: "select", options: field.options });
        }
      },
    },
  ],
  ...["raw-html", "unsafe-link", "markdown-format"].map((rule): [string, Handling] => [
    rule,
    {
      kind: "editor refuses",
      how: "no source view or Markdown shortcuts, and the field's pattern before saving, its note quoting the paragraph (descriptionProblem)",
      check: () => {
        const body = pairs().find(([f]) => f.widget === "markdown")![1];
        expect(body).toMatchObject({ modes: ["rich_text"], use_markdown_shortcuts: false });
        const ofThisRule = REFUSED_BODIES.filter((text) =>
          buildRefuses(text).some((error) => error.rule === rule),
        );
        expect(ofThisRule.length).toBeGreaterThan(0);
        for (const text of ofThisRule) {
          expect({ text, editorRefuses: editorRefuses(text) }).toEqual({
            text,
            editorRefuses: true,
          });
          // The same advice ends the build's message and the editor's.
          for (const error of buildRefuses(text)) expect(error.message).toContain(DESCRIPTION_HOW);
          expect(descriptionProblem(text)).toContain(DESCRIPTION_HOW);
        }
      },
    },
  ]),
  [
    "image-format",
    {
      kind: "editor refuses",
      how: "photo fields accept only the formats the build reads (a phone's HEIC becomes WebP)",
      check: () => {
        const photos = pairs().filter(([f]) => f.widget === "image");
        expect(photos.length).toBeGreaterThan(0);
        for (const [, editor] of photos) {
          expect(editor.accept).toBe(
            [...Object.keys(PHOTO_TYPES), "image/heic", "image/heif"].join(","),
          );
        }
      },
    },
  ],
  [
    "image-missing",
    {
      kind: "editor refuses",
      how:
        "photos are chosen from content/images/, and Sveltia CMS refuses to delete a photo a " +
        'required field uses ("This asset can\'t be deleted…"); deleting one an optional field ' +
        "uses (a treatment's photo) empties that field too (\"The reference to it in an entry " +
        'will be removed as well"), which the build accepts',
      check: () => {
        const photos = pairs().filter(([f]) => f.widget === "image");
        for (const [field, editor] of photos) {
          expect(editor).toMatchObject({
            widget: "image",
            choose_url: false,
            ...(field.required ? {} : { required: false }),
          });
        }
        // The optional ones are the few that may be left empty: a treatment's photo.
        expect(photos.filter(([field]) => !field.required).length).toBeLessThanOrEqual(1);
      },
    },
  ],
  [
    "duplicate-id",
    {
      kind: "build warns",
      how: "two category tabs with one short name are both shown, listing the same treatments",
      check: () =>
        expectWarningsOnly("duplicate-id", (dir) =>
          edit(dir, "categories.yaml", (s) => s.replace("- id: training", "- id: beauty")),
        ),
    },
  ],
  [
    "unknown-category",
    {
      kind: "build warns",
      how: "a tab renamed or removed after treatments ticked it: they leave that tab only",
      check: () =>
        expectWarningsOnly("unknown-category", (dir) =>
          edit(dir, "categories.yaml", (s) => s.replace("- id: nails", "- id: nail-care")),
        ),
    },
  ],
  [
    "empty-category",
    {
      kind: "build warns",
      how: "a tab no treatment ticks is shown empty",
      check: () =>
        expectWarningsOnly("empty-category", (dir) =>
          edit(dir, "treatments/training.md", (s) => s.replace("  - training", "  - beauty")),
        ),
    },
  ],
  [
    "unknown-time-zone",
    {
      kind: "build warns",
      how: "the contact page shows no open/closed line, and bookings count days in UTC",
      check: () =>
        expectWarningsOnly("unknown-time-zone", (dir) =>
          edit(dir, "site.yaml", (s) => s.replace("Africa/Nairobi", "Africa/Nairobbi")),
        ),
    },
  ],
  [
    "special-days-order",
    {
      kind: "build warns",
      how: "the special day counts its first day alone",
      check: () =>
        expectWarningsOnly("special-days-order", (dir) =>
          edit(dir, "site.yaml", (s) =>
            s.replace(
              /^( {2}label: .*\n)/m,
              "$1  special:\n    - from: 2026-12-26\n      to: 2026-12-25\n      hours: closed\n",
            ),
          ),
        ),
    },
  ],
  [
    "shows-all",
    {
      kind: "build warns",
      how: "no such tab: each treatment is in its own tabs; several: each lists every treatment",
      check: async () => {
        await expectWarningsOnly("shows-all", (dir) =>
          edit(dir, "categories.yaml", (s) => s.replace("    showsAll: true\n", "")),
        );
        await expectWarningsOnly("shows-all", (dir) =>
          edit(dir, "categories.yaml", (s) =>
            s.replace(
              "name: Nail Care\n    showsAll: false",
              "name: Nail Care\n    showsAll: true",
            ),
          ),
        );
      },
    },
  ],
  [
    "image-too-small",
    {
      kind: "build warns",
      how: "a small photo is shown at its own size",
      check: () =>
        expectWarningsOnly("image-too-small", async (dir) => {
          const small = await sharp({
            create: { width: 600, height: 400, channels: 3, background: "#c98a8a" },
          })
            .jpeg()
            .toBuffer();
          fs.writeFileSync(path.join(dir, "images/nail-art-03.jpg"), small);
        }),
    },
  ],
  [
    "folder-empty",
    {
      kind: "build warns",
      how: "with every treatment deleted, the services page lists none",
      check: () =>
        // Git keeps no empty folder: the folder is gone.
        expectWarningsOnly("folder-empty", (dir) =>
          fs.rmSync(path.join(dir, "treatments"), { recursive: true }),
        ),
    },
  ],
  [
    "file-name",
    {
      kind: "editor cannot write it",
      how:
        "a new treatment's file is named from its name as an ASCII slug (lower-case letters, " +
        'digits, "-", "_" and "~", all of which the rule accepts) and never renamed',
      check: () => {
        expect(config.slug).toEqual({ encoding: "ascii", clean_accents: true });
        const treatments = (config.collections as Record<string, unknown>[]).find(
          (c) => c.name === "treatments",
        );
        expect(treatments).toMatchObject({ slug: { editable: false } });
        expect(RULES.fileName.regex.test("a_b~c-1")).toBe(true);
      },
    },
  ],
  ["yaml-syntax", { kind: "editor cannot write it", how: "the editor writes the YAML itself" }],
  [
    "twin-list-length",
    {
      kind: "build warns",
      how: "a list of translated text alone (numbered titles) out of step with the English one, written by hand: such entries are paired by place (the editor keeps both sides in step), the warning says to check them",
      check: () =>
        expectWarningsOnly("twin-list-length", (dir) =>
          edit(dir, "about.sw.yaml", (s) =>
            s.replace(/^ {4}- title: TIMU BORA YA WATAALAMU\n(?: {6}.*\n)+/m, ""),
          ),
        ),
    },
  ],
  [
    "twin-entry-unmatched",
    {
      kind: "build warns",
      how: "the editor moves, adds and removes a list's Swahili entries with the English ones and copies their key; a Swahili entry whose English one is gone (written by hand) is named and not shown",
      check: () =>
        expectWarningsOnly("twin-entry-unmatched", (dir) =>
          edit(dir, "gallery.yaml", (s) => s.replace(/^ {2}- title: Nail Art\n(?: {4}.*\n)+/m, "")),
        ),
    },
  ],
  [
    "twin-not-translated",
    {
      kind: "editor cannot write it",
      how: "it writes only translated fields to a twin (a list's entries keep copies of the others, which the rule allows)",
    },
  ],
  [
    "twin-unknown-field",
    { kind: "editor cannot write it", how: "it writes only the model's fields" },
  ],
  [
    "unknown-field",
    {
      kind: "editor cannot write it",
      how: "config.yml has exactly the model's fields, and a file with Swahili text the hidden marks of what each translates, which only the Swahili side holds",
      check: () => {
        for (const collection of content.collections) {
          const editor = (config.collections as Collection[]).find(
            (c) => c.name === collection.name,
          )!;
          const names = (editor.files?.[0]?.fields ?? editor.fields!).map((f) => f.name);
          const marks = collection.fields.some(containsTranslated) ? [TRANSLATION_OF] : [];
          expect(names).toEqual([...collection.fields.map((f) => f.name), ...marks]);
        }
      },
    },
  ],
  [
    "unknown-file",
    { kind: "editor cannot write it", how: "it writes only the model's files and folder" },
  ],
  [
    "file-missing",
    {
      kind: "editor cannot write it",
      how: "a file collection's file cannot be deleted in the editor (the browser test shows it)",
    },
  ],
  [
    "type",
    {
      kind: "editor cannot write it",
      how: "each widget writes its own type (numbers as numbers, text as text, lists as lists)",
    },
  ],
  [
    "invalid",
    { kind: "editor cannot write it", how: "the schema's fallback for values no widget writes" },
  ],
  [
    "image-path",
    {
      kind: "editor cannot write it",
      how: "photo paths are written by the media library, relative to the content file",
    },
  ],
  [
    "image-too-large",
    {
      kind: "editor cannot write it",
      how: "every uploaded photo is made at most 2400 px wide in the browser before saving",
    },
  ],
  [
    "symlink",
    {
      kind: "editor cannot write it",
      how: "it writes files, never links (Git keeps links only from a computer)",
    },
  ],
  [
    "twin-name",
    {
      kind: "editor cannot write it",
      how: "it names each translation after its English file (i18n multiple_files)",
    },
  ],
  [
    "yaml-alias",
    {
      kind: "editor cannot write it",
      how: "its YAML writer spells every value out, with no anchors",
    },
  ],
  [
    "yaml-tag",
    {
      kind: "editor cannot write it",
      how: "its YAML writer writes each value plain or quoted, never tagged",
    },
  ],
  [
    "yaml-directive",
    { kind: "editor cannot write it", how: 'its YAML writer writes no "%" directive' },
  ],
  [
    "yaml-merge-key",
    { kind: "editor cannot write it", how: 'it writes only the model\'s fields, and "<<" is none' },
  ],
  [
    "unreadable",
    {
      kind: "editor cannot write it",
      how: "the name of any other failure of a reader, which the limits leave none of (content-limits.test.ts)",
    },
  ],
  [
    "front-matter-body",
    {
      kind: "editor cannot write it",
      how: "it writes the description below the front matter, and no field of that name",
    },
  ],
  [
    "text-too-long",
    {
      kind: "editor refuses",
      how: "every text field's maxlength in config.yml is the build's limit, and the description's pattern is its own, with the build's words",
      check: () => {
        const texts = pairs().filter(([, editor]) =>
          ["string", "text"].includes(editor.widget as string),
        );
        expect(texts.length).toBeGreaterThan(10);
        for (const [, editor] of texts) expect(editor.maxlength).toBe(CONTENT_LIMITS.textChars);
        // The description: at its limit it passes both; one character more, both refuse it.
        const [, body] = pairs().find(([f]) => f.widget === "markdown")!;
        const [regex, message] = body.pattern as [string, string];
        const limit = CONTENT_LIMITS.bodyChars;
        for (const length of [limit, limit + 1]) {
          const text = "a".repeat(length);
          const build = textBreach(text, "body");
          expect({ length, editor: new RegExp(regex).test(text) }).toEqual({
            length,
            editor: build === undefined,
          });
        }
        expect(message).toContain(textBreach("a".repeat(limit + 1), "body")!.reason.split("; ")[1]);
      },
    },
  ],
  ...(["file-too-large", "line-too-long", "nesting-too-deep"] as const).map(
    (rule): [string, Handling] => [
      rule,
      {
        kind: "far beyond real content",
        how: "each limit is at least ten times what the site's content holds (plugins/gatsby-plugin-content/model/limits.ts)",
        check: () => {
          const files = [".", "treatments"].flatMap((dir) =>
            fs
              .readdirSync(path.join(repoRoot, "content", dir))
              .filter((name) => /\.(?:ya?ml|md)$/.test(name))
              .map((name) => fs.readFileSync(path.join(repoRoot, "content", dir, name), "utf8")),
          );
          const lines = files.flatMap((text) => text.split("\n"));
          const most = (values: number[]) => Math.max(...values) * 10;
          expect(most(files.map((text) => text.length))).toBeLessThan(CONTENT_LIMITS.fileChars);
          expect(most(lines.map((line) => line.length))).toBeLessThan(CONTENT_LIMITS.lineChars);
          const indent = lines.map((line) => /^ */.exec(line)![0].length);
          expect(Math.max(...indent) / 2).toBeLessThan(CONTENT_LIMITS.nesting / 2);
        },
      },
    ],
  ),
  [
    "front-matter-language",
    {
      kind: "editor cannot write it",
      how: 'it opens a treatment\'s front matter with a bare "---"',
    },
  ],
  [
    "image-unreadable",
    {
      kind: "editor cannot write it",
      how: "every uploaded photo is decoded and re-encoded as WebP in the browser before saving",
    },
  ],
]);

describe("every rule the build checks: the editor refuses it, or the build accepts what the editor saves", () => {
  const found = rulesInCode();

  it("finds the rules in the build's code", () => {
    // A few known ones, so a broken search cannot pass by finding nothing.
    expect(found).toEqual(
      expect.arrayContaining(["price-format", "raw-html", "duplicate-id", "image-too-small"]),
    );
    expect(found.length).toBeGreaterThan(30);
  });

  it("knows how each is handled, and nothing else", () => {
    expect(Object.keys(HANDLING).sort()).toEqual(found);
  });

  it.each(found.map((rule) => [rule, HANDLING[rule]?.kind, HANDLING[rule]?.how] as const))(
    "%s: %s (%s)",
    async (rule) => {
      const handling = HANDLING[rule];
      expect(handling).toBeDefined();
      await handling!.check?.();
    },
  );

  it("the editor's description pattern accepts what the owner writes and the build accepts", () => {
    const texts = [...ACCEPTED_BODIES, ...realBodies.map((file) => file.content)];
    for (const text of texts) {
      expect({ text, build: buildRefuses(text).map((e) => e.rule) }).toEqual({ text, build: [] });
      expect({ text, editorRefuses: editorRefuses(text) }).toEqual({ text, editorRefuses: false });
    }
  });
});

// The Swahili twins ("home.sw.yaml", "manicure.sw.md") are no content files of their own: the
// validator skips them, and a Swahili text left out there (in a file written outside the editor,
// which asks for each; a new treatment's whole twin) is only a build warning (gatsby-plugin-content,
// onPreBootstrap), never a rule.
describe("Swahili text the editor leaves out: the build accepts it with a warning", () => {
  it("a twin without a text, or no twin at all, gives no finding, and is named as missing", async () => {
    const { findings, missing } = await checkChanged((dir) => {
      edit(dir, "home.sw.yaml", (s) => s.replace(/^ {2}welcome: .*\n/m, ""));
      fs.rmSync(path.join(dir, "treatments/manicure.sw.md"));
    });
    expect(findings.filter((finding) => !isWarning(finding))).toEqual([]);
    expect(missing.get("sw")).toEqual(
      expect.arrayContaining([
        { file: "content/home.sw.yaml", field: "hero.welcome" },
        { file: "content/treatments/manicure.sw.md", field: "name" },
        { file: "content/treatments/manicure.sw.md", field: "body" },
      ]),
    );
  });
});
