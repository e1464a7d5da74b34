/** @jest-environment node */
import fs from "fs";
import path from "path";
import matter from "gray-matter";
import { parse } from "yaml";
import { treatments } from "../plugins/gatsby-plugin-content/model";
import { yamlFile } from "../plugins/gatsby-plugin-content/model/content-type";
import { describeContent } from "../plugins/gatsby-plugin-content/model/describe";
import {
  integer,
  list,
  object,
  optionalText,
  select,
  text,
} from "../plugins/gatsby-plugin-content/model/fields";
import { CONTENT_LIMITS } from "../plugins/gatsby-plugin-content/model/limits";
import { DESCRIPTION_PATTERN } from "../plugins/gatsby-plugin-content/model/description";
import { ruled } from "../plugins/gatsby-plugin-content/model/rules";
import {
  editorConfig,
  editorConfigYaml,
  UPLOAD,
  type EditorOptions,
} from "../plugins/gatsby-plugin-editor/config";
import {
  editorBackendFromEnv,
  editorModeFromEnv,
  editorSetupProblem,
} from "../plugins/gatsby-plugin-editor/settings";
import { checkSchema } from "../plugins/gatsby-plugin-content/check/messages";
import { PAGE_KEYS } from "../plugins/gatsby-plugin-content/model/page-meta";

const OPTIONS: EditorOptions = { branch: "main", siteUrl: "https://salon.example" };

type Collection = {
  name: string;
  files?: { file: string; fields: Field[] }[];
  folder?: string;
  fields?: Field[];
};
type Field = Record<string, unknown> & { name: string; fields?: Field[] };

function collections(config: Record<string, unknown>): Collection[] {
  return config.collections as Collection[];
}

function fileFields(config: Record<string, unknown>, name: string): Field[] {
  const collection = collections(config).find((c) => c.name === name);
  if (!collection?.files) throw new Error(`no file collection ${name}`);
  return collection.files[0]!.fields;
}

const fieldNamed = (fields: Field[], name: string) => fields.find((f) => f.name === name);

describe("the editor's config.yml is generated from the content model", () => {
  const fixture = (extra: Record<string, ReturnType<typeof text>>) =>
    yamlFile("offers", "Offers", "Seasonal offers", {
      title: text("The offer's title."),
      ...extra,
    });

  it("a field added to the model appears in the editor, with its rule and message", () => {
    const before = editorConfig(describeContent([fixture({})]), OPTIONS);
    expect(fieldNamed(fileFields(before, "offers"), "deposit")).toBeUndefined();

    const model = [fixture({ deposit: ruled("The deposit to pay when booking.", "price") })];
    const deposit = fieldNamed(
      fileFields(editorConfig(describeContent(model), OPTIONS), "offers"),
      "deposit",
    );
    expect(deposit).toEqual({
      name: "deposit",
      label: "Deposit",
      widget: "string",
      hint: "The deposit to pay when booking.",
      pattern: [
        "^(?:KES [1-9]\\d{0,2}(?:,\\d{3})*|Contact for pricing)$",
        'This is not a price. Write "KES <amount>" with digits and thousands commas (e.g. "KES 1,100"), or "Contact for pricing".',
      ],
      // The content reader's limit of a text (plugins/gatsby-plugin-content/model/limits.ts).
      maxlength: 5000,
    });
  });

  it("maps optional fields, allowed values, bounds, lists and photos to Decap's widgets", () => {
    const model = [
      yamlFile("offers", "Offers", "Seasonal offers", {
        note: optionalText("A note."),
        kind: select("What kind.", ["gift", "discount"]),
        slots: integer("Places left.", { min: 1 }),
        items: list("The offers.", object("Offer", "An offer.", { name: text("Its name.") }), {
          min: 1,
        }),
        tags: list("Search words.", text("A word.")),
      }),
    ];
    const fields = fileFields(editorConfig(describeContent(model), OPTIONS), "offers");
    expect(fieldNamed(fields, "note")).toMatchObject({ widget: "string", required: false });
    expect(fieldNamed(fields, "kind")).toMatchObject({
      widget: "select",
      options: ["gift", "discount"],
    });
    expect(fieldNamed(fields, "kind")).not.toHaveProperty("required");
    expect(fieldNamed(fields, "slots")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1,
    });
    expect(fieldNamed(fields, "items")).toMatchObject({
      widget: "list",
      min: 1,
      fields: [{ name: "name", widget: "string" }],
    });
    expect(fieldNamed(fields, "tags")).toMatchObject({
      widget: "list",
      field: { name: "tags", widget: "string" },
    });
  });

  it("gives every content file and folder a collection, with the build's paths", () => {
    const content = describeContent();
    const config = editorConfig(content, OPTIONS);
    expect(collections(config).map((c) => c.name)).toEqual(content.collections.map((c) => c.name));
    for (const collection of collections(config)) {
      // The English file: Sveltia leaves the default language out of "{{locale}}" paths.
      const where = (collection.folder ?? collection.files?.[0]?.file)?.replace(".{{locale}}", "");
      expect(where && fs.existsSync(path.resolve(__dirname, "..", where))).toBe(true);
    }
    expect(collections(config).find((c) => c.name === "treatments")).toMatchObject({
      folder: "content/treatments",
      extension: "md",
      format: "frontmatter",
      create: true,
      delete: true,
      identifier_field: "name",
    });
    // Photos are written relative to the content file, as the build reads them.
    expect(config).toMatchObject({ media_folder: "content/images", public_folder: "images" });
    const gallery = fieldNamed(fileFields(config, "gallery"), "items");
    expect(fieldNamed(gallery!.fields!, "image")).toMatchObject({ widget: "image" });
    expect(fieldNamed(gallery!.fields!, "image")!.hint).toMatch(/At least 1200 px/);
    // Required in both languages (Decap's default): an empty Swahili description is named before
    // the save, not only by the build's warning afterwards.
    expect(fieldNamed(gallery!.fields!, "alt")).not.toHaveProperty("required");
  });

  it("writes YAML that reads back as the same configuration", () => {
    const content = describeContent();
    const yaml = editorConfigYaml(content, OPTIONS);
    expect(parse(yaml)).toEqual(editorConfig(content, OPTIONS));
    expect(parse(yaml)).toMatchObject({ backend: { name: "github", branch: "main" } });
  });
});

describe("the editor's price rule is the build's", () => {
  const priceField = fieldNamed(
    (collections(editorConfig(describeContent(), OPTIONS)).find((c) => c.name === "treatments")!
      .fields ?? []) as Field[],
    "price",
  )!;
  const [regex, message] = priceField.pattern as [string, string];
  const editorAccepts = (price: string) => new RegExp(regex).test(price);

  // A real treatment file with its price replaced, checked as the build checks it.
  const file = "content/treatments/manicure.md";
  const { data } = matter(fs.readFileSync(path.resolve(__dirname, "..", file), "utf8"));
  const buildErrors = (price: string) =>
    checkSchema(treatments.root.schema, file, { ...data, price }).filter(
      (error) => error.field === "price",
    );

  it.each([
    ["KES 450", true],
    ["KES 1,100", true],
    ["KES 10,000", true],
    ["Contact for pricing", true],
    ["KES 4OO", false],
    ["KES 1100", false],
    ["KES 0", false],
    ["kes 450", false],
    ["450", false],
    ["KES 1,10", false],
    ["contact for pricing", false],
  ])("%s: the editor accepts it: %s; the build agrees", (price, accepted) => {
    expect(editorAccepts(price)).toBe(accepted);
    const errors = buildErrors(price);
    expect(errors).toHaveLength(accepted ? 0 : 1);
    if (!accepted) {
      expect(errors[0]).toMatchObject({ rule: "price-format" });
      // The same sentence; the build's quotes the value.
      expect(errors[0]!.message).toBe(message.replace(/^This is/, `"${price}" is`));
    }
  });
});

describe("where the production editor saves", () => {
  it("reads the repository from CMS_GITHUB_REPO, or from Netlify's REPOSITORY_URL", () => {
    expect(editorBackendFromEnv({ CMS_GITHUB_REPO: "salon/site" })).toEqual({
      repo: "salon/site",
      branch: "main",
      authBaseUrl: undefined,
      skipCi: false,
    });
    expect(
      editorBackendFromEnv({ REPOSITORY_URL: "https://github.com/salon/site", CMS_BRANCH: "live" }),
    ).toMatchObject({ repo: "salon/site", branch: "live" });
    expect(editorBackendFromEnv({ REPOSITORY_URL: "git@github.com:salon/site.git" }).repo).toBe(
      "salon/site",
    );
    expect(editorBackendFromEnv({}).repo).toBeUndefined();
    expect(editorBackendFromEnv({ CMS_AUTH_BASE_URL: "https://auth.example" }).authBaseUrl).toBe(
      "https://auth.example",
    );
  });
});

describe("batching saves into one deploy", () => {
  it("commits saves with [skip ci] (Sveltia's skip_ci) only when CMS_SKIP_CI=true", () => {
    const backend = (env: Record<string, string>) =>
      editorConfig(describeContent(), {
        ...editorBackendFromEnv({ CMS_GITHUB_REPO: "salon/site", ...env }),
        siteUrl: "https://salon.example",
      }).backend;
    expect(backend({})).toEqual({ name: "github", branch: "main", repo: "salon/site" });
    expect(backend({ CMS_SKIP_CI: "true" })).toEqual({
      name: "github",
      branch: "main",
      repo: "salon/site",
      skip_ci: true,
    });
  });
});

describe("a production build without a repository", () => {
  it("fails with a message naming the settings, unless the editor is off or local on purpose", () => {
    const problem = (env: Record<string, string>, production = true) =>
      editorSetupProblem(editorModeFromEnv(env), editorBackendFromEnv(env), production);
    expect(problem({})).toMatch(/CMS_GITHUB_REPO=owner\/name/);
    expect(problem({})).toMatch(/CMS_EDITOR=off/);
    expect(problem({ CMS_GITHUB_REPO: "salon/site" })).toBeUndefined();
    expect(problem({ REPOSITORY_URL: "https://github.com/salon/site" })).toBeUndefined();
    expect(problem({ CMS_EDITOR: "off" })).toBeUndefined();
    expect(problem({ CMS_EDITOR: "local" })).toBeUndefined();
    // `gatsby develop` (npm start) needs no repository.
    expect(problem({}, false)).toBeUndefined();
    expect(() => editorModeFromEnv({ CMS_EDITOR: "yes" })).toThrow(/CMS_EDITOR="yes"/);
  });
});

describe("what the editor offers the owner", () => {
  const config = editorConfig(describeContent(), OPTIONS);
  const treatmentsCollection = collections(config).find((c) => c.name === "treatments")!;

  it("lists treatments by name and price", () => {
    expect(treatmentsCollection).toMatchObject({ summary: "{{name}} · {{price}}" });
  });

  it("offers a treatment's categories from the categories file, by name, never as typed text", () => {
    expect(fieldNamed(treatmentsCollection.fields!, "categories")).toMatchObject({
      widget: "relation",
      collection: "categories",
      file: "categories",
      value_field: "items.*.id",
      display_fields: ["items.*.name"],
      multiple: true,
      min: 1,
    });
  });

  it("offers in a description only the formatting the page shows, and refuses the rest before saving", () => {
    // Anything else (a heading, a link, code) is refused by the build; the editor has no source
    // view or Markdown shortcuts to make it, and the field's pattern refuses what is typed or
    // pasted in before saving, and a text over the build's limit (__tests__/rule-coverage.test.ts
    // runs it against the build's own check); the note under the field quotes the paragraph
    // (descriptionProblem), which a pattern's fixed message can't.
    const body = fieldNamed(treatmentsCollection.fields!, "body");
    expect(body).toMatchObject({
      widget: "markdown",
      buttons: ["bold", "italic", "bulleted-list", "numbered-list"],
      editor_components: [],
      modes: ["rich_text"],
      use_markdown_shortcuts: false,
    });
    expect(body!.pattern).toEqual([DESCRIPTION_PATTERN.regex, DESCRIPTION_PATTERN.message]);
    const refuses = (text: string) => !new RegExp(DESCRIPTION_PATTERN.regex).test(text);
    expect(refuses("Plain, **bold** and _italic_.\n\n- one\n- two")).toBe(false);
    expect(refuses("See [our page](https://example.com).")).toBe(true);
    expect(refuses("x".repeat(CONTENT_LIMITS.bodyChars))).toBe(false);
    expect(refuses("x".repeat(CONTENT_LIMITS.bodyChars + 1))).toBe(true);
  });

  it("names a new treatment's file from its name, in plain ASCII, and never renames it", () => {
    expect(config).toMatchObject({ slug: { encoding: "ascii", clean_accents: true } });
    expect(treatmentsCollection).toMatchObject({
      identifier_field: "name",
      slug: { template: "{{name}}", editable: false },
    });
    // No field holds the id: it cannot differ from the file name.
    expect(treatmentsCollection.fields!.map((field) => field.name)).not.toContain("id");
  });

  it("has one group of title, description and search words per page, none to add or delete", () => {
    const pages = fileFields(config, "page-meta");
    // And the marks of what each Swahili text translates, hidden (nothing she edits).
    expect(pages.map((field) => [field.name, field.widget])).toEqual([
      ...PAGE_KEYS.map((page) => [page, "object"]),
      ["translationOf", "hidden"],
    ]);
    expect(pages[0]!.fields!.map((field) => field.name)).toEqual([
      "title",
      "description",
      "keywords",
    ]);
  });

  it("asks for no numbers or ids in lists: numbers come from places, keys from nothing the owner types", () => {
    const listFields = (fields: Field[]): Field[] =>
      fields.flatMap((field) => [
        ...(field.widget === "list" && field.fields ? [field] : []),
        ...listFields(field.fields ?? []),
      ]);
    const all = collections(config).flatMap((c) =>
      listFields(c.files?.[0]?.fields ?? c.fields ?? []).map((list) => [c.name, list] as const),
    );
    const withIds = all
      .filter(([, list]) => list.fields!.some((f) => ["id", "number", "key"].includes(f.name)))
      .map(([name, list]) => `${name}.${list.name}`);
    // Categories keep their short names: treatments store them (a second use is a build warning).
    expect(withIds).toEqual(["categories.items"]);
  });

  it("labels fields in plain words from the model", () => {
    const gallery = fieldNamed(fileFields(config, "gallery"), "items")!;
    expect(gallery).toMatchObject({ label: "Photos", collapsed: true, summary: "{{fields.alt}}" });
    expect(fieldNamed(gallery.fields!, "alt")!.label).toBe(
      "Photo description, for people who can't see it",
    );
    expect(fieldNamed(gallery.fields!, "image")!.label).toBe("Photo");
  });

  it("resizes uploads to 2400 px WebP and refuses only what one save can't send to GitHub (12 MiB), writing paths relative to the content file", () => {
    expect(config).toMatchObject({
      media_libraries: {
        default: {
          config: {
            // A browser without WebP encoding (Safari) stores the 2400 px photo as PNG, 7-12 MB.
            max_file_size: 12 * 1024 * 1024,
            transformations: {
              raster_image: { format: "webp", width: 2400, height: 2400, quality: UPLOAD.quality },
            },
          },
        },
      },
    });
    expect(collections(config).find((c) => c.name === "gallery")).toMatchObject({
      media_folder: "content/images",
      public_folder: "images",
    });
    expect(treatmentsCollection).toMatchObject({
      media_folder: "content/images",
      public_folder: "../images",
    });
  });
});

describe("every rule the build checks on a field is checked by the editor before saving", () => {
  const content = describeContent();
  const config = editorConfig(content, OPTIONS);

  type Described = ReturnType<typeof describeContent>["collections"][number]["fields"][number];
  const pairs: [string, Described, Field][] = [];
  const walk = (where: string, described: Described[], fields: Field[]) => {
    described.forEach((field, index) => {
      const editorField = fields[index]!;
      pairs.push([`${where}.${field.name}`, field, editorField]);
      if (field.fields && editorField.fields) {
        walk(`${where}.${field.name}`, field.fields, editorField.fields);
      }
      // A reference's values come from the other file's list, whose fields are checked there.
      if (field.field && !field.reference)
        pairs.push([`${where}.${field.name}[]`, field.field, editorField.field as Field]);
    });
  };
  for (const collection of content.collections) {
    const editorCollection = collections(config).find((c) => c.name === collection.name)!;
    walk(
      collection.name,
      collection.fields,
      editorCollection.files?.[0]?.fields ?? editorCollection.fields!,
    );
  }

  it("walks every field of the model", () => {
    expect(pairs.length).toBeGreaterThan(100);
  });

  it.each(pairs.map(([where, field, editorField]) => [where, field, editorField] as const))(
    "%s: same name, required, pattern and message, bounds, allowed values",
    (_where, field, editorField) => {
      expect(editorField.name).toBe(field.name);
      expect(editorField.label).toBe(field.label);
      // Required unless the model says it may be left out or empty; a translated text in English
      // only.
      const required = editorField.required ?? true;
      expect(Array.isArray(required) ? required.length > 0 : required).toBe(field.required);
      if (Array.isArray(required)) expect(field.translated && required).toEqual(["en"]);
      if (field.pattern) {
        expect(editorField.pattern).toEqual([field.pattern.regex, field.pattern.message]);
      } else {
        expect(editorField).not.toHaveProperty("pattern");
      }
      if (field.min !== undefined) expect(editorField.min).toBe(field.min);
      if (field.max !== undefined) expect(editorField.max).toBe(field.max);
      if (field.options) expect(editorField.options).toEqual(field.options);
      // A value naming another file's entry is chosen from that file's list, never typed.
      if (field.reference) expect(editorField.widget).toBe("relation");
      if (field.widget === "image") {
        expect(editorField.accept).toBe(
          "image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif",
        );
      }
    },
  );
});

describe("the start of a build (the editor's setup and the site's settings, then gatsby-plugin-content's check)", () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const key of ["NODE_ENV", "CMS_EDITOR", "CMS_GITHUB_REPO", "REPOSITORY_URL", "SITE_URL"]) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  });

  // In Gatsby's order: every onPreInit (the plugins' in order, the site's own last) before any
  // onPreBootstrap.
  const start = async () => {
    const editor = await import("../plugins/gatsby-plugin-editor/gatsby-node");
    const { onPreInit } = await import("../gatsby-node");
    const { onPreBootstrap } = await import("../plugins/gatsby-plugin-content/gatsby-node");
    const reporter = { panic: jest.fn(), warn: jest.fn() };
    // In the site's folder, as Gatsby runs (Jest runs in the repository's).
    type Hook = (args: { reporter: typeof reporter }) => unknown;
    await (editor.onPreInit as unknown as Hook)({ reporter });
    await (onPreInit as unknown as Hook)({ reporter });
    await (onPreBootstrap as unknown as Hook)({ reporter });
    return reporter;
  };

  it("stops a production build that has no repository for the editor, naming the setting", async () => {
    Object.assign(process.env, { NODE_ENV: "production" });
    delete process.env.CMS_GITHUB_REPO;
    delete process.env.REPOSITORY_URL;
    delete process.env.CMS_EDITOR;
    const reporter = await start();
    // (A real reporter's panic ends the build there; this one goes on to the made-up facts.)
    expect(reporter.panic.mock.calls[0]![0]).toMatch(
      /CMS_GITHUB_REPO=owner\/name.*CMS_EDITOR=off/s,
    );
  }, 60_000);

  it("lets it through with the editor off or local on purpose, or with a repository", async () => {
    for (const env of [
      { CMS_EDITOR: "off" },
      { CMS_EDITOR: "local" },
      { CMS_GITHUB_REPO: "a/b" },
    ]) {
      delete process.env.CMS_EDITOR;
      delete process.env.CMS_GITHUB_REPO;
      Object.assign(process.env, { NODE_ENV: "production", ...env });
      const panics = (await start()).panic.mock.calls.map(([message]) => String(message));
      // With a repository the build goes live, so the example facts in content stop it; they are
      // what stops it (plugins/gatsby-plugin-content/check/made-up.ts), not the editor.
      expect(panics).toEqual(
        env.CMS_GITHUB_REPO ? [expect.stringMatching(/^Made-up facts would go live/)] : [],
      );
    }
  }, 60_000);

  it("stops a build that goes live on the example facts, naming each file and field", async () => {
    Object.assign(process.env, { NODE_ENV: "production", CMS_GITHUB_REPO: "a/b" });
    delete process.env.CMS_EDITOR;
    delete process.env.SITE_URL;
    const reporter = await start();
    expect(reporter.panic).toHaveBeenCalledTimes(1);
    const report = String(reporter.panic.mock.calls[0]![0]);
    for (const item of [
      "content/site.yaml › phone (example-phone)",
      "content/site.yaml › formEndpoint (example-form-endpoint)",
      "SITE_URL (site-url-missing)",
    ]) {
      expect(report).toContain(item);
    }
    // The generated photos are a warning, listed by file and field.
    const warnings = reporter.warn.mock.calls.map(([message]) => String(message)).join("\n");
    expect(warnings).toContain("content/home.yaml › hero.image (placeholder-photo)");
  }, 60_000);
});

describe("the editor's languages", () => {
  const config = editorConfig(describeContent(), {
    branch: "main",
    siteUrl: "https://example.test",
  }) as {
    i18n: Record<string, unknown>;
    collections: {
      name: string;
      i18n?: boolean;
      files?: { file: string; i18n?: boolean; fields: Record<string, unknown>[] }[];
      fields?: Record<string, unknown>[];
    }[];
  };
  const byName = (name: string) => config.collections.find((c) => c.name === name)!;

  it("keeps each language's text in its own file beside the English one", () => {
    expect(config.i18n).toEqual({
      structure: "multiple_files",
      locales: ["en", "sw"],
      default_locale: "en",
      omit_default_locale_from_file_path: true,
    });
    expect(byName("home").files?.[0]).toMatchObject({
      file: "content/home.{{locale}}.yaml",
      i18n: true,
    });
    expect(byName("treatments").i18n).toBe(true);
  });

  it("shows the Swahili side only for the fields the model marks translated", () => {
    const site = byName("site").files![0]!.fields;
    const field = (name: string) => site.find((item) => item.name === name)!;
    expect(field("tagline").i18n).toBe(true);
    // Required in both languages: the editor names an empty Swahili text before it saves.
    expect(field("tagline")).not.toHaveProperty("required");
    expect(field("phone").required).toBeUndefined();
    expect(field("phone").i18n).toBeUndefined();
    expect(field("hours").i18n).toBe(true);
    const hours = (field("hours").fields as Record<string, unknown>[]).map((item) => [
      item.name,
      item.i18n,
    ]);
    expect(hours).toEqual([
      ["opens", undefined],
      ["closes", undefined],
      ["timeZone", undefined],
      ["label", true],
      // Holidays: the Swahili side follows the English list, its notes its own.
      ["special", "duplicate"],
    ]);
    const special = (field("hours").fields as Record<string, unknown>[]).at(-1)!;
    expect(
      (special.fields as Record<string, unknown>[]).map((item) => [
        item.name,
        item.widget,
        item.i18n,
      ]),
    ).toEqual([
      // The phone's own date picker, the day copied into the Swahili entry.
      ["from", "datetime", "duplicate"],
      ["to", "datetime", "duplicate"],
      ["hours", "string", "duplicate"],
      ["note", "string", true],
    ]);
    expect((special.fields as Record<string, unknown>[])[0]).toMatchObject({ type: "date" });
    // Only files with translated text have a Swahili twin.
    expect(byName("social").files?.[0]?.file).toBe("content/social.yaml");
  });

  it("keeps each list's Swahili side in step with the English one, its rows named and pictured as in English", () => {
    const testimonials = byName("testimonials").files![0]!.fields[0]!;
    // Moving, adding or removing a review in English does the same in Swahili (Sveltia CMS's
    // `i18n: duplicate` list); each review's text per language stays its own.
    expect(testimonials).toMatchObject({ i18n: "duplicate", thumbnail: "image" });
    const reviews = testimonials.fields as Record<string, unknown>[];
    expect(Object.fromEntries(reviews.map((item) => [item.name, item.i18n]))).toEqual({
      // The client's words, name and photo are copied into the Swahili entry, never typed there.
      name: "duplicate",
      service: true,
      rating: "duplicate",
      feedback: "duplicate",
      language: "duplicate",
      image: "duplicate",
      alt: true,
    });
    // A list translated as a whole (a page's search words) is the Swahili side's own.
    const meta = byName("page-meta").files![0]!.fields[0]!.fields as Record<string, unknown>[];
    expect(meta.find((item) => item.name === "keywords")!.i18n).toBe(true);
    // Numbered titles: nothing but translated text, kept in step by place.
    const about = byName("about").files![0]!.fields;
    const apart = (about.find((f) => f.name === "apart")!.fields as Record<string, unknown>[])[1]!;
    expect(apart).toMatchObject({ name: "items", i18n: "duplicate" });
  });
});
