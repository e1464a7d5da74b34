import path from "path";
import { stringify } from "yaml";
import {
  type CollectionDescription,
  containsTranslated,
  CONTENT_LIMITS,
  type ContentDescription,
  type FieldDescription,
  PHOTO_TYPES,
  TRANSLATION_OF,
  twinPath,
} from "../gatsby-plugin-content/public";
import { DEFAULT_LOCALE, LOCALES } from "../../shared/lib/locale";
import { EDITOR_FORMATS } from "./reader";
import { MEDIA_LIBRARIES } from "./media";

export { UPLOAD } from "./media";

// The editor's config.yml (Sveltia CMS, which reads Decap CMS's configuration), generated from the
// content model's plain description: the collections, fields, labels, hints, widgets and rules are
// never written a second time. What the editor cannot check before saving (two category tabs with
// one short name, a photo smaller than its field asks for, …) is only a build warning, so nothing
// it saves can stop the build (__tests__/rule-coverage.test.ts goes through every rule).

/**
 * Sveltia CMS asks for a repository even when it only edits a folder on this computer ("Work with
 * Local Repository"); an editor built with CMS_EDITOR=local and no repository names this one,
 * which it never contacts.
 */
export const LOCAL_ONLY_REPO = "this-computer/local-files";

export interface EditorOptions {
  /** The GitHub repository ("owner/name") the editor commits to in production. */
  repo?: string;
  branch: string;
  /** Where the OAuth login lives when it is not Netlify's (e.g. a small proxy on Cloudflare). */
  authBaseUrl?: string;
  /**
   * Saves are committed with "[skip ci]" (Sveltia CMS's `skip_ci`), which Netlify and Cloudflare
   * Pages do not build; the editor then shows a "Publish Changes" button that starts one build for
   * all of them (docs/publishing.md, "What each save costs").
   */
  skipCi?: boolean;
  siteUrl: string;
  /**
   * The salon's own name and logo, shown on the sign-in screen, in the header and in the browser's
   * tab (Sveltia CMS's `app_title` and `logo`) instead of Sveltia CMS's: the site facts' name and
   * the site's icon (plugins/gatsby-plugin-editor/write.ts reads them).
   */
  app?: { title: string; logo: string };
}

type EditorField = Record<string, unknown>;

/**
 * The photos an image field accepts: the formats the build reads, and a phone camera's HEIC/HEIF,
 * which the upload transformation turns into WebP before it is saved.
 */
const PHOTO_ACCEPT = [...Object.keys(PHOTO_TYPES), "image/heic", "image/heif"].join(",");

/**
 * The formatting the site keeps in a description (its HTML is sanitised to paragraphs, bold,
 * italic and lists, and the build refuses anything else: plugins/gatsby-plugin-content/check/markdown-body.ts): the
 * text editor offers only that, with no images, code or links, no Markdown source view and no
 * Markdown shortcuts (typing "# " would make a heading). Whatever can still be typed or pasted in
 * (a tag, "[x](…)") is refused before saving by the editor's check, quoting its line in the
 * build's words (plugins/gatsby-plugin-content/model/description.ts, run by ./start.ts).
 */
const MARKDOWN_TOOLS = {
  buttons: ["bold", "italic", "bulleted-list", "numbered-list"],
  editor_components: [],
  modes: ["rich_text"],
  use_markdown_shortcuts: false,
};

const VALUE_TYPE = { integer: "int", number: "float" } as const;

/**
 * The languages, as Sveltia CMS's i18n reads them: each content file's Swahili text lives in its
 * twin beside it ("content/home.sw.yaml", "content/treatments/manicure.sw.md"), holding the
 * fields the model marks translated (and, in a list's entries, copies of the entry's other fields:
 * see isSteppedList); the English file keeps its name ("omit the default locale"). The editor
 * shows the two languages side by side for those fields.
 */
export const EDITOR_I18N = {
  structure: "multiple_files",
  locales: [...LOCALES],
  default_locale: DEFAULT_LOCALE,
  omit_default_locale_from_file_path: true,
} as const;

/**
 * A list holding translated text (not translated as a whole): Sveltia CMS's `i18n: duplicate`
 * keeps its Swahili side in step with the English one (moving, adding or removing an entry in
 * English does the same in Swahili; the Swahili side can't add, move or remove one of its own),
 * while the entries' translated fields keep a text per language.
 */
const isSteppedList = (field: FieldDescription): boolean =>
  field.type === "list" && !field.translated && containsTranslated(field);

/** How a field is written per language: its own text per language, or one value copied to both. */
function i18nOf(field: FieldDescription, inSteppedList: boolean): true | "duplicate" | undefined {
  if (isSteppedList(field)) return "duplicate";
  if (containsTranslated(field)) return true;
  // An untranslated field of a stepped list's entry (a client's name, a photo) is copied into the
  // Swahili entry: its row there is named and pictured as in English, and the build pairs the two
  // entries by it (plugins/gatsby-plugin-content/model/list-match.ts).
  return inSteppedList ? "duplicate" : undefined;
}

/** One field as the editor's widgets read it. */
export function editorField(field: FieldDescription, inSteppedList = false): EditorField {
  const hint =
    field.minLongSide === undefined
      ? field.description
      : `${field.description} At least ${field.minLongSide} px on its long side.`;
  if (field.reference) return referenceField(field, hint);
  const out: EditorField = { name: field.name, label: field.label, widget: field.widget, hint };
  // Translated text, and the lists and groups holding some, have a Swahili side; the rest is one
  // value for both languages, shown once.
  const i18n = i18nOf(field, inSteppedList);
  if (i18n !== undefined) out.i18n = i18n;
  // Decap's fields are required unless they say otherwise, and a translated text then in both
  // languages: an empty Swahili text is marked "Required" on the Swahili side as she edits and
  // named at its field when she saves ("This field is required."), and the save waits for it.
  // Sveltia CMS can only refuse, not warn; and a hint, the same on both sides, can't point at the
  // one text left empty. The build still only warns of one (the Swahili page shows the English
  // text, marked as English), for a file written outside the editor.
  if (!field.required) out.required = false;
  // Shown above the field as it is: the build's sentence, without the value it quotes.
  if (field.pattern) out.pattern = [field.pattern.regex, field.pattern.message];
  // The longest text the content's reader reads (plugins/gatsby-plugin-content/model/limits.ts), counted as she types.
  if (field.widget === "string" || field.widget === "text")
    out.maxlength = CONTENT_LIMITS.textChars;
  if (field.options) out.options = field.options;
  if (field.widget === "number" && (field.type === "integer" || field.type === "number")) {
    out.value_type = VALUE_TYPE[field.type];
  }
  if (field.min !== undefined) out.min = field.min;
  if (field.max !== undefined) out.max = field.max;
  if (field.widget === "image") Object.assign(out, { choose_url: false, accept: PHOTO_ACCEPT });
  // A day: Sveltia CMS's date and time field as a date alone, the phone's own date picker, which
  // writes "YYYY-MM-DD" as the build reads it.
  if (field.widget === "date") Object.assign(out, { widget: "datetime", type: "date" });
  const stepped = isSteppedList(field) || (inSteppedList && field.type === "object");
  if (field.fields) out.fields = field.fields.map((sub) => editorField(sub, stepped));
  // Long lists (19 photos) start folded, each entry named by its summary, so moving one is a tap;
  // an entry with a photo shows it beside its name.
  if (field.summary) Object.assign(out, { summary: field.summary, collapsed: true });
  const photo =
    field.type === "list" ? field.fields?.find((sub) => sub.widget === "image") : undefined;
  if (photo) out.thumbnail = photo.name;
  if (field.widget === "markdown") Object.assign(out, MARKDOWN_TOOLS);
  // A list of single values (e.g. category ids) shows its values, not one folded row per value.
  if (field.field)
    Object.assign(out, { field: editorField(field.field, stepped), collapsed: false });
  return out;
}

/**
 * Values chosen from another file's list: a relation widget offering that list's entries by their
 * names (the owner picks "Nail Care", the file stores "nails").
 */
function referenceField(field: FieldDescription, hint: string): EditorField {
  const { collection, list, valueField, displayField } = field.reference!;
  return {
    name: field.name,
    label: field.label,
    widget: "relation",
    hint,
    collection,
    file: collection,
    value_field: `${list}.*.${valueField}`,
    display_fields: [`${list}.*.${displayField}`],
    search_fields: [`${list}.*.${displayField}`],
    multiple: true,
    ...(field.min === undefined ? {} : { min: field.min }),
  };
}

/**
 * Where a collection's photos go and how its files write their paths: every photo lives in the
 * media folder (a path from the repository's root), and a content file names it relative to itself
 * ("images/hero.jpg" in content/site.yaml), as the build reads it. Set per collection: the global
 * public_folder would be written as a path from the site's root ("/images/hero.jpg").
 */
function mediaFolders(
  collection: CollectionDescription,
  content: ContentDescription,
): Record<string, string> {
  const fileDir =
    collection.kind === "file" ? path.posix.dirname(collection.path) : collection.path;
  return {
    media_folder: content.mediaFolder,
    public_folder: path.posix.relative(fileDir, content.mediaFolder),
  };
}

/** One content file becomes a file collection; a folder of Markdown files a folder collection. */
export function editorCollection(
  collection: CollectionDescription,
  content: ContentDescription,
): Record<string, unknown> {
  const { name, label, description } = collection;
  const i18n = collection.fields.some(containsTranslated);
  // A file with translated text carries the marks of what each Swahili text translates, which
  // the owner never sees (hidden), written by the editor's script as she saves
  // (./translation-marks.ts) and read by the build (TRANSLATION_OF).
  const fields = [
    ...collection.fields.map((field) => editorField(field)),
    ...(i18n ? [{ name: TRANSLATION_OF, widget: "hidden", i18n: true, required: false }] : []),
  ];
  // No preview templates: the preview pane would only take room from the form, on a phone most.
  const editor = { preview: false };
  const folders = mediaFolders(collection, content);
  if (collection.kind === "file") {
    return {
      name,
      label,
      description,
      editor,
      ...folders,
      ...(i18n ? { i18n: true } : {}),
      format: EDITOR_FORMATS.yaml,
      files: [
        i18n
          ? { name, label, file: twinPath(collection.path, "{{locale}}"), i18n: true, fields }
          : { name, label, file: collection.path, fields },
      ],
    };
  }
  return {
    name,
    label,
    description,
    editor,
    ...folders,
    ...(i18n ? { i18n: true } : {}),
    folder: collection.path,
    extension: collection.extension,
    format: EDITOR_FORMATS.markdown,
    create: true,
    delete: true,
    // The file name is the entry's id: made from its name (slugified as the root `slug` option
    // says) when it is added, and a name already taken gets "-1"; never changed afterwards, so
    // addresses and stored bookings keep working (no slug editor, on creation or later).
    identifier_field: collection.nameField,
    slug: { template: `{{${collection.nameField}}}`, editable: false },
    ...(collection.summary === undefined ? {} : { summary: collection.summary }),
    fields,
  };
}

export function editorConfig(
  content: ContentDescription,
  options: EditorOptions,
): Record<string, unknown> {
  const backend: Record<string, unknown> = { name: "github", branch: options.branch };
  if (options.repo) backend.repo = options.repo;
  if (options.authBaseUrl) backend.base_url = options.authBaseUrl;
  if (options.skipCi) backend.skip_ci = true;
  return {
    backend,
    ...(options.app ? { app_title: options.app.title, logo: { src: options.app.logo } } : {}),
    site_url: options.siteUrl,
    i18n: EDITOR_I18N,
    display_url: options.siteUrl,
    // Photos are written as paths relative to the content file ("images/hero.jpg").
    media_folder: content.mediaFolder,
    public_folder: path.posix.relative(content.contentFolder, content.mediaFolder),
    media_libraries: MEDIA_LIBRARIES,
    // New files' names (treatments' ids) in plain ASCII: "Épilation & Brows" → "epilation-brows",
    // which the build's file-name rule accepts (plugins/gatsby-plugin-content/model/rules.ts).
    slug: { encoding: "ascii", clean_accents: true },
    // A field that may be left out and is empty is left out of the file, not written empty: a
    // treatment with no offer has no `offer: null`, a day of one day no empty last day, and an
    // English file none of the Swahili's marks (./translation-marks.ts).
    output: { omit_empty_optional_fields: true },
    collections: content.collections.map((collection) => editorCollection(collection, content)),
  };
}

export function editorConfigYaml(content: ContentDescription, options: EditorOptions): string {
  return (
    "# Written by the build from the content model (plugins/gatsby-plugin-content/model/): edit the model, not this file.\n" +
    stringify(editorConfig(content, options), { lineWidth: 0 })
  );
}
