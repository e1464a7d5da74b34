import {
  object,
  type FieldSpec,
  type ObjectField,
  type ObjectOptions,
  type Shape,
  type ShapeValue,
} from "./fields";

/** Where a content type's entries live, relative to content/. */
export type ContentSource =
  | { kind: "file"; path: string }
  | {
      kind: "folder";
      path: string;
      extension: "md";
      /**
       * An entry's id is its file name (without extension), never a field: it cannot differ from
       * it. A new entry's file name is made from this field (e.g. the name "Gel Polish" becomes
       * gel-polish.md); the node's computed fields show the file name (a treatment's `slug`).
       */
      nameField: string;
      /** The Markdown text below the frontmatter. */
      body: FieldSpec;
      /** How an entry is named in an editor's list of entries, e.g. "{{name}} · {{price}}". */
      summary?: string;
    };

/** One kind of content the owner edits: one file, or one folder with a file per entry. */
export interface ContentType<F extends Shape = Shape> {
  /** Short id, e.g. "site" or "treatments". */
  name: string;
  /** What the owner calls it. */
  label: string;
  source: ContentSource;
  /** The fields of the file (or of one entry's frontmatter); its type name is the GraphQL node type. */
  root: ObjectField<F>;
}

/** gatsby-transformer-yaml's node type for a YAML file: "page-meta.yaml" → "PageMetaYaml". */
export function yamlTypeName(fileName: string): string {
  const base = fileName.replace(/\.ya?ml$/, "");
  return `${base.replace(/(^|[-_])([a-z])/g, (_m, _sep, ch: string) => ch.toUpperCase())}Yaml`;
}

/** A content type held in one YAML file directly under content/, e.g. `yamlFile("site", …)`. */
export function yamlFile<F extends Shape>(
  name: string,
  label: string,
  description: string,
  fields: F,
  options?: ObjectOptions<ShapeValue<F>>,
): ContentType<F> {
  const path = `${name}.yaml`;
  return {
    name,
    label,
    source: { kind: "file", path },
    root: object(yamlTypeName(path), `${description} (content/${path})`, fields, options),
  };
}
