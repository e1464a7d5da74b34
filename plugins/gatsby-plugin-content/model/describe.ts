/**
 * A plain, JSON-serialisable description of the content model for tools that are not this build,
 * first of all the owner's browser editor, which is generated from it. Everything here comes from
 * the declarations in this folder; nothing is written twice.
 *
 * Stable API: `describeContent()` and the `ContentDescription`, `CollectionDescription` and
 * `FieldDescription` types. Fields are only added to these types (`idField`, which nothing had set
 * since an entry's id became its file name, is the one that was taken out).
 */
import { contentModel, type ContentType } from "./index";
import type { FieldPattern, FieldReference, FieldSpec, ValueType, Widget } from "./fields";
import { MEDIA_FOLDER } from "./photos";

export type { FieldPattern, FieldReference, ValueType, Widget } from "./fields";

/** One field of a content file, as an editor needs it. */
export interface FieldDescription {
  /** The key in the content file (for a folder's Markdown text: "body"). */
  name: string;
  /** A label for people: the model's own words, or made from the key ("priceRange" → "Price range"). */
  label: string;
  /** What the field is for, one sentence. */
  description: string;
  /** How to edit it: string, text, markdown, number, select, list, object, image or boolean. */
  widget: Widget;
  /** The kind of value stored: string, integer, number, boolean, object or list. */
  type: ValueType;
  /** False when the key may be left out or empty. */
  required: boolean;
  /** A RegExp source the value must match, the message shown when it does not, the rule id. */
  pattern?: FieldPattern;
  /** Selects: the values allowed. */
  options?: string[];
  /** Numbers: smallest and largest value. Lists: fewest and most entries. */
  min?: number;
  max?: number;
  /** Images: smallest size of the photo's long side, in pixels. */
  minLongSide?: number;
  /** Lists: the key no two entries should share (the build warns). */
  unique?: string;
  /** Lists of objects with translated fields: the key that pairs a Swahili entry with its English one. */
  matchBy?: string;
  /** Lists of values chosen from a list in another content file (e.g. category ids). */
  reference?: FieldReference;
  /** Lists of objects: how a folded entry is named, e.g. "{{fields.name}}". */
  summary?: string;
  /** Objects, and lists whose entries are objects: the fields, in file order. */
  fields?: FieldDescription[];
  /** Lists whose entries are single values: the entry's field. */
  field?: FieldDescription;
  /** Written once per language (English and Swahili); absent when one value serves both. */
  translated?: boolean;
}

/** One content file, or one folder holding a file per entry. */
export interface CollectionDescription {
  /** Short id, e.g. "site" or "treatments". */
  name: string;
  label: string;
  description: string;
  /** The GraphQL type of the file's node (or of each entry's node), as in GraphiQL. */
  graphqlType: string;
  /** "file": one YAML file; "folder": one Markdown file per entry, with YAML frontmatter. */
  kind: "file" | "folder";
  /** Repository-relative path of the file or folder, e.g. "content/site.yaml". */
  path: string;
  format: "yaml" | "frontmatter";
  extension: "yaml" | "md";
  /** Folders: the field a new entry's file name is made from (slugified), e.g. "name". */
  nameField?: string;
  /** Folders: how an entry is named in the list of entries, e.g. "{{name}} · {{price}}". */
  summary?: string;
  /** The top-level fields; a folder's last field is "body", the Markdown below the frontmatter. */
  fields: FieldDescription[];
}

export interface ContentDescription {
  /** Repository-relative folder holding every content file. */
  contentFolder: string;
  /**
   * Repository-relative folder holding the photos. Image fields hold a path relative to the content
   * file, so a photo at content/images/x.jpg is written "images/x.jpg" in content/*.yaml.
   */
  mediaFolder: string;
  collections: CollectionDescription[];
}

const CONTENT_FOLDER = "content";

/** "priceRange" → "Price range", "onContactPage" → "On contact page". */
export function labelFor(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The serialisable description of one field. */
export function describeField(name: string, spec: FieldSpec): FieldDescription {
  const { graphql: _graphql, fields, item, options, label, reference, ...rest } = spec;
  // Only the keys that have a value, so the description reads the same after a JSON round trip.
  const plain = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  const described = { name, label: label ?? labelFor(name), ...plain } as FieldDescription;
  if (reference) described.reference = { ...reference };
  if (options) described.options = [...options];
  if (fields) described.fields = describeFields(fields);
  if (item?.type === "object" && item.fields) described.fields = describeFields(item.fields);
  else if (item) described.field = describeField(name, item);
  return described;
}

function describeFields(fields: Readonly<Record<string, FieldSpec>>): FieldDescription[] {
  return Object.entries(fields).map(([name, spec]) => describeField(name, spec));
}

/** The serialisable description of one content type. */
export function describeCollection(type: ContentType): CollectionDescription {
  const { source, root } = type;
  const fields = describeFields(root.spec.fields ?? {});
  const common = {
    name: type.name,
    label: type.label,
    description: root.spec.description,
    graphqlType: root.spec.graphql?.typeName ?? "",
    path: `${CONTENT_FOLDER}/${source.path}`,
  };
  if (source.kind === "file") {
    return { ...common, kind: "file", format: "yaml", extension: "yaml", fields };
  }
  return {
    ...common,
    kind: "folder",
    format: "frontmatter",
    extension: source.extension,
    nameField: source.nameField,
    ...(source.summary === undefined ? {} : { summary: source.summary }),
    fields: [...fields, describeField("body", source.body)],
  };
}

/** Describes every content type of `model` (by default the site's) as plain JSON-ready data. */
export function describeContent(model: readonly ContentType[] = contentModel): ContentDescription {
  return {
    contentFolder: CONTENT_FOLDER,
    mediaFolder: `${CONTENT_FOLDER}/${MEDIA_FOLDER}`,
    collections: model.map(describeCollection),
  };
}
