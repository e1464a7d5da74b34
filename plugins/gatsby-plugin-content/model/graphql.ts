/**
 * The GraphQL types handed to `createTypes`, derived from the content model: one `@dontInfer` node
 * type per content type, a named type per group of fields, every content field non-null unless the
 * content may leave it out, images resolved to `File`, and each field's description shown in
 * GraphiQL. The resolvers the model declares beside its types (field extensions, computed fields)
 * are collected here too, for the content plugin to hand to Gatsby
 * (plugins/gatsby-plugin-content/).
 */
import type { ContentType } from "./content-type";
import type { ComputedField, FieldExtension, FieldSpec, GraphqlInterface, Shape } from "./fields";
import {
  TRANSLATED_TEXT_SDL,
  TRANSLATED_TEXT_TYPE,
  translatedTextExtension,
} from "./translated-text";
import { LOCALE_FIELD, UNTRANSLATED } from "./translations";

const SCALARS: Readonly<Record<string, string>> = {
  string: "String",
  integer: "Int",
  number: "Float",
  boolean: "Boolean",
};

function docString(description: string, indent: string): string {
  return `${indent}"""\n${indent}${description.replace(/"""/g, '\\"""')}\n${indent}"""\n`;
}

function fieldLine(name: string, description: string, type: string, directive?: string): string {
  return `${docString(description, "  ")}  ${name}: ${type}${directive ? ` ${directive}` : ""}\n`;
}

/** A GraphQL interface named `name` for the fields `fields` (which each implementing object has). */
export function graphqlInterface(
  name: string,
  description: string,
  fields: Shape,
): GraphqlInterface {
  return {
    name,
    description,
    fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.spec])),
  };
}

const directive = (extension?: FieldExtension) => extension && `@${extension.name}`;

/**
 * Set on a page in another language (plugins/gatsby-plugin-content/model/translations.ts): which of an object's own
 * translated fields show the English text, so the page can mark them `lang="en"`. Every node type
 * has it; other objects when they have translated fields of their own.
 */
function untranslatedLine(fields: FieldSpec["fields"], node = false): string {
  const ownTranslated = Object.values(fields ?? {}).some((field) => field.translated);
  return node || ownTranslated
    ? fieldLine(
        UNTRANSLATED,
        'This object\'s translated fields that show the English text on this page, because their text in the page\'s language is missing (keys such as "heading"; "body" for a Markdown entry\'s text); null on English pages and when nothing is missing.',
        "[String!]",
      )
    : "";
}

/**
 * Every node type's language (one node per content file and language), and that of each object
 * whose computed fields are worked out in its language (plugins/gatsby-plugin-content/model/translations.ts).
 */
function localeLine(node: boolean, computed: boolean): string {
  return node || computed
    ? fieldLine(
        LOCALE_FIELD,
        node
          ? 'The language of this node\'s texts ("en", "sw"): each content file makes one node per language, and a page\'s query picks its own, e.g. allTreatment(filter: { locale: { eq: "sw" } }).'
          : "The language of this object's texts, its node's.",
        "String!",
      )
    : "";
}

class TypeWriter {
  private readonly written = new Map<string, string>();
  /** The SDL of the types computed fields return, in the order the objects are written. */
  private readonly extraTypes: string[] = [];
  /** Every field extension a field names, by name. */
  readonly extensions = new Map<string, FieldExtension>();
  /** Computed fields resolved after the type's own fields: by type name, then field name. */
  readonly resolved: Record<string, Record<string, ComputedField>> = {};

  /** Writes the object type for `spec` (and the types it needs) once; returns its name. */
  objectType(spec: FieldSpec, node = false): string {
    const name = spec.graphql?.typeName;
    if (name === undefined || spec.fields === undefined) {
      throw new Error(`An object field has no GraphQL type name: ${spec.description}`);
    }
    if (this.written.has(name)) return name;
    this.written.set(name, "");
    const fields = Object.entries(spec.fields)
      .map(([key, field]) => this.field(key, field))
      .join("");
    const computedFields = Object.entries(spec.graphql?.computed ?? {});
    for (const [, field] of computedFields) this.extend(field.extension);
    const computed = computedFields
      .filter(([, field]) => field.resolve === undefined)
      .map(([key, field]) =>
        fieldLine(key, field.description, field.type, directive(field.extension)),
      )
      .join("");
    const resolved = computedFields.filter(([, field]) => field.resolve !== undefined);
    if (resolved.length > 0) this.resolved[name] = Object.fromEntries(resolved);
    if (spec.graphql?.types) this.extraTypes.push(spec.graphql.types);
    const header = [`type ${name}`, this.implemented(name, spec, node), node ? "@dontInfer" : ""]
      .filter(Boolean)
      .join(" ");
    this.written.set(
      name,
      `${docString(spec.description, "")}${header} {\n${fields}${computed}${untranslatedLine(spec.fields, node)}${localeLine(node, computedFields.length > 0)}}\n`,
    );
    return name;
  }

  /** "implements Node & …" for a node type or one with interfaces (each written once), or "". */
  private implemented(name: string, spec: FieldSpec, node: boolean): string {
    const interfaces = spec.graphql?.interfaces ?? [];
    for (const shared of interfaces) this.interfaceType(name, spec, shared);
    const names = [...(node ? ["Node"] : []), ...interfaces.map((shared) => shared.name)];
    return names.length > 0 ? `implements ${names.join(" & ")}` : "";
  }

  /** Writes `shared` once, after checking that `name` declares each of its fields alike. */
  private interfaceType(name: string, spec: FieldSpec, shared: GraphqlInterface) {
    for (const [key, field] of Object.entries(shared.fields)) {
      const own = spec.fields?.[key];
      if (!own || this.typeOf(own) !== this.typeOf(field)) {
        throw new Error(`${name} implements ${shared.name} but its field "${key}" differs.`);
      }
    }
    if (this.written.has(shared.name)) return;
    const fields = Object.entries(shared.fields)
      .map(([key, field]) =>
        fieldLine(field.graphql?.fieldName ?? key, field.description, this.typeOf(field, false)),
      )
      .join("");
    this.written.set(
      shared.name,
      `${docString(shared.description, "")}interface ${shared.name} {\n${fields}${untranslatedLine(shared.fields)}}\n`,
    );
  }

  private field(key: string, spec: FieldSpec): string {
    const name = spec.graphql?.fieldName ?? key;
    // `@translatedText` finds a text's key in `untranslated` by the field's name.
    if (spec.translated && name !== key) {
      throw new Error(`The translated field "${key}" cannot be renamed in GraphQL.`);
    }
    this.extend(spec.graphql?.extension);
    return fieldLine(name, spec.description, this.typeOf(spec), directive(spec.graphql?.extension));
  }

  private extend(extension?: FieldExtension) {
    if (!extension) return;
    const known = this.extensions.get(extension.name);
    if (known && known !== extension) {
      throw new Error(`Two field extensions are named @${extension.name}.`);
    }
    this.extensions.set(extension.name, extension);
  }

  /** The field's GraphQL type; with `resolved`, an image's type carries its resolver's directive. */
  private typeOf(spec: FieldSpec, resolved = true): string {
    const nonNull = spec.required ? "!" : "";
    // A translated text comes with the language it is in (./translated-text.ts).
    if (spec.translated && spec.type === "string") {
      if (!this.written.has(TRANSLATED_TEXT_TYPE)) {
        this.written.set(TRANSLATED_TEXT_TYPE, TRANSLATED_TEXT_SDL);
        this.extend(translatedTextExtension);
      }
      return `${TRANSLATED_TEXT_TYPE}${nonNull}${resolved ? " @translatedText" : ""}`;
    }
    if (spec.widget === "image") return `File${nonNull}${resolved ? " @fileByRelativePath" : ""}`;
    if (spec.type === "object") return `${this.objectType(spec)}${nonNull}`;
    if (spec.type === "list") {
      if (!spec.item) throw new Error(`A list field has no item: ${spec.description}`);
      return `[${this.typeOf({ ...spec.item, required: true })}]${nonNull}`;
    }
    return `${SCALARS[spec.type] ?? "String"}${nonNull}`;
  }

  sdl(): string {
    return [...this.written.values(), ...this.extraTypes].join("\n");
  }
}

/**
 * The values of a node built by hand (a Markdown file's frontmatter becoming its own node type):
 * every field the content type declares, under its GraphQL name, so the node and its GraphQL type
 * come from the same list.
 */
export function nodeFields(type: ContentType, data: Readonly<Record<string, unknown>>) {
  return Object.fromEntries(
    Object.entries(type.root.spec.fields ?? {})
      // A field that may be left out (an offer) and is: no key on the node either.
      .filter(([key, spec]) => spec.required || data[key] !== undefined)
      .map(([key, spec]) => [spec.graphql?.fieldName ?? key, data[key]]),
  );
}

function writeModel(model: readonly ContentType[]): TypeWriter {
  const writer = new TypeWriter();
  for (const type of model) writer.objectType(type.root.spec, true);
  return writer;
}

/** GraphQL SDL for every content type in `model`, and the types their computed fields return. */
export function graphqlTypeDefs(model: readonly ContentType[]): string {
  return writeModel(model).sdl();
}

/** Every field extension the model's fields name (`createFieldExtension`), each once. */
export function fieldExtensions(model: readonly ContentType[]): FieldExtension[] {
  return [...writeModel(model).extensions.values()];
}

/**
 * The computed fields the model resolves after each type's own fields, in `createResolvers`'s
 * shape: `{ SiteHours: { offsets: { type, description, resolve } } }`.
 */
export function computedResolvers(model: readonly ContentType[]) {
  return writeModel(model).resolved;
}
