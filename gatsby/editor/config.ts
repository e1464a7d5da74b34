import path from "path";
import { stringify } from "yaml";
import type {
  CollectionDescription,
  ContentDescription,
  FieldDescription,
} from "../content/describe";

// The editor's config.yml (Decap CMS), generated from the content model's plain description: the
// collections, fields, widgets and rules are never written a second time. What Decap cannot check
// (photo sizes, ids unique in a list, references between files) the build still checks.

export interface EditorOptions {
  /** The GitHub repository ("owner/name") the editor commits to in production. */
  repo?: string;
  branch: string;
  /** Where the OAuth login lives when it is not Netlify's (e.g. a small proxy on Cloudflare). */
  authBaseUrl?: string;
  siteUrl: string;
  /** The local backend's address (decap-server), for editing the files on this machine. */
  localBackend?: string;
}

type DecapField = Record<string, unknown>;

const VALUE_TYPE = { integer: "int", number: "float" } as const;

/** One field as Decap's widgets read it. */
export function decapField(field: FieldDescription): DecapField {
  const hint =
    field.minLongSide === undefined
      ? field.description
      : `${field.description} At least ${field.minLongSide} px on its long side.`;
  const out: DecapField = { name: field.name, label: field.label, widget: field.widget, hint };
  // Decap's fields are required unless they say otherwise.
  if (!field.required) out.required = false;
  // Decap shows "<label> didn't match the pattern: <message>." and adds the full stop itself.
  if (field.pattern) out.pattern = [field.pattern.regex, field.pattern.message.replace(/\.$/, "")];
  if (field.options) out.options = field.options;
  if (field.widget === "number" && (field.type === "integer" || field.type === "number")) {
    out.value_type = VALUE_TYPE[field.type];
  }
  if (field.min !== undefined) out.min = field.min;
  if (field.max !== undefined) out.max = field.max;
  if (field.widget === "image") out.choose_url = false;
  if (field.fields) out.fields = field.fields.map(decapField);
  // A list of single values (e.g. category ids) shows its values, not one folded row per value.
  if (field.field) Object.assign(out, { field: decapField(field.field), collapsed: false });
  return out;
}

/** One content file becomes a file collection; a folder of Markdown files a folder collection. */
export function decapCollection(collection: CollectionDescription): Record<string, unknown> {
  const { name, label, description } = collection;
  const fields = collection.fields.map(decapField);
  // No preview templates: the preview pane would only take room from the form, on a phone most.
  const editor = { preview: false };
  if (collection.kind === "file") {
    return {
      name,
      label,
      description,
      editor,
      files: [{ name, label, file: collection.path, fields }],
    };
  }
  return {
    name,
    label,
    description,
    editor,
    folder: collection.path,
    extension: collection.extension,
    format: "frontmatter",
    create: true,
    delete: true,
    // The file name is the entry's id, as the build requires.
    identifier_field: collection.idField,
    slug: "{{slug}}",
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
  return {
    backend,
    ...(options.localBackend ? { local_backend: { url: options.localBackend } } : {}),
    locale: "en",
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    // Photos are written as paths relative to the content file ("images/hero.jpg").
    media_folder: content.mediaFolder,
    public_folder: path.posix.relative(content.contentFolder, content.mediaFolder),
    collections: content.collections.map(decapCollection),
  };
}

export function editorConfigYaml(content: ContentDescription, options: EditorOptions): string {
  return (
    "# Written by the build from the content model (gatsby/content/): edit the model, not this file.\n" +
    stringify(editorConfig(content, options), { lineWidth: 0 })
  );
}

/**
 * The repository and branch the production editor saves to: CMS_GITHUB_REPO ("owner/name", or
 * the repository Netlify's build names in REPOSITORY_URL) and CMS_BRANCH (default main).
 */
export function editorBackendFromEnv(
  env: Record<string, string | undefined>,
): Pick<EditorOptions, "repo" | "branch" | "authBaseUrl"> {
  const fromUrl = /github\.com[/:]([^/]+\/[^/.]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL ?? "");
  return {
    repo: env.CMS_GITHUB_REPO || fromUrl?.[1],
    branch: env.CMS_BRANCH || "main",
    authBaseUrl: env.CMS_AUTH_BASE_URL || undefined,
  };
}
