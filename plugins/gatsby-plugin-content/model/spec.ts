/**
 * The plain data that describes a field: what the GraphQL types and the serialisable description
 * are derived from. The builders in fields.ts produce it beside each field's zod schema.
 */
/** How an editor should let the owner write the value. */
export type Widget =
  | "string"
  | "text"
  | "markdown"
  | "number"
  | "select"
  | "list"
  | "object"
  | "image"
  | "boolean"
  /** A calendar day, "YYYY-MM-DD", chosen with the phone's date picker. */
  | "date";

/** The kind of value the content file holds. */
export type ValueType = "string" | "integer" | "number" | "boolean" | "object" | "list";

/** A regular expression the value must match, with the sentence shown when it does not. */
export interface FieldPattern {
  /** JavaScript RegExp source, anchored (`^…$`). */
  regex: string;
  /** What is wrong and how to write it, without quoting the value. */
  message: string;
  /** The validator's rule id for this check, e.g. `price-format`. */
  rule: string;
}

/**
 * A value chosen from a list in another content file (e.g. a treatment's category ids from the
 * categories), so an editor offers the list's entries instead of a text box.
 */
export interface FieldReference {
  /** The content type whose file holds the list, e.g. "categories". */
  collection: string;
  /** The key of the list in that file, e.g. "items". */
  list: string;
  /** The entry's key whose value is stored, e.g. "id". */
  valueField: string;
  /** The entry's key shown to the owner, e.g. "name". */
  displayField: string;
}

/** Everything known about one field; plain data except for the nested specs. */
export interface FieldSpec {
  /** What the owner calls the field, when the key says it badly ("alt" → "Photo description…"). */
  label?: string;
  description: string;
  widget: Widget;
  type: ValueType;
  /** False when the key may be left out or left empty. */
  required: boolean;
  pattern?: FieldPattern;
  /** The values a select allows. */
  options?: readonly string[];
  /** Numbers: smallest and largest value. Lists: fewest and most entries. */
  min?: number;
  max?: number;
  /** Images: the smallest size allowed for the photo's long side, in pixels. */
  minLongSide?: number;
  /**
   * Lists of objects: the key whose value should differ between entries. An editor cannot compare
   * entries, so the build only warns when two share it.
   */
  unique?: string;
  /**
   * Lists of objects with translated fields: the entry's untranslated key that pairs a Swahili
   * entry with its English one (a client's name, a photo). The editor copies it into the Swahili
   * twin, so the owner never types it there; a Swahili entry whose copy names no English entry is
   * never shown (plugins/gatsby-plugin-content/model/list-match.ts).
   */
  matchBy?: string;
  /** Objects: their fields, in the order the file writes them. */
  fields?: Readonly<Record<string, FieldSpec>>;
  /** Lists: the spec of one entry. */
  item?: FieldSpec;
  /** Lists of values chosen from another file's list. */
  reference?: FieldReference;
  /**
   * Lists of objects: how an entry is named in a folded list, e.g. "{{fields.name}}" (an editor's
   * summary template, with the entry's keys).
   */
  summary?: string;
  /**
   * Text visitors read that is written once per language: the editor shows it in English and
   * Swahili side by side, and a Swahili page falls back to the English text (with a build warning)
   * where the Swahili is missing. Fields without it hold one value for every language.
   */
  translated?: boolean;
  /** Only what GraphQL needs and an editor does not. */
  graphql?: GraphqlHints;
}

export interface GraphqlHints {
  /** Objects: the name of their GraphQL type. */
  typeName?: string;
  /** The GraphQL field name when it differs from the key in the file. */
  fieldName?: string;
  /** A field extension applied to the field (its value as the pages read it, e.g. `@formEndpoint`). */
  extension?: FieldExtension;
  /** Objects: GraphQL fields the site computes from the content (not written in the file). */
  computed?: Readonly<Record<string, ComputedField>>;
  /** Objects: the GraphQL types their computed fields return, as SDL (e.g. `type ZoneOffsets`). */
  types?: string;
  /** Objects: the GraphQL interfaces they implement (fields several types share). */
  interfaces?: readonly GraphqlInterface[];
}

/**
 * Fields several object types share, as a GraphQL interface: a page's fragment on it selects
 * them once for every type that implements it. Each implementing type declares the same fields.
 */
export interface GraphqlInterface {
  readonly name: string;
  readonly description: string;
  readonly fields: Readonly<Record<string, FieldSpec>>;
}

/**
 * A GraphQL field resolver (source, args, context, info), written beside the type that names it.
 * Its parameters are typed where it is written; `never` here lets any of them be held.
 */
export type FieldResolver = (source: never, args: never, context: never, info: never) => unknown;

/**
 * A Gatsby field extension (`createFieldExtension`): the directive the SDL writes on the field
 * (`@name`) and the resolver it gives the field. The content plugin registers every one the model
 * declares (plugins/gatsby-plugin-content/).
 */
export interface FieldExtension {
  name: string;
  resolve: FieldResolver;
}

/** A GraphQL field that content does not hold: the site computes it (e.g. a price as a number). */
export interface ComputedField {
  /** GraphQL type, e.g. `Int` or `[Treatment!]!`. */
  type: string;
  description: string;
  /** Declared with the type's own fields, resolved by a field extension. */
  extension?: FieldExtension;
  /**
   * Resolved by `resolve`, added after the type's own fields (Gatsby's `createResolvers`). A field
   * with neither is set on the node when it is made (a treatment's slug).
   */
  resolve?: FieldResolver;
}

/** A sentence part for messages: `"<value>" is not <what>. <how>` */
export interface RuleWording {
  /** What the value should be, with its article: "a price", "a time". */
  what: string;
  /** How to write it; may be "". */
  how: string;
}
