/**
 * The field builders every content type is declared with. Each builder returns a `Field`: the zod
 * schema that validates the value at build time (and gives the node-side TypeScript type through
 * `z.infer`) together with a plain `FieldSpec` from which the GraphQL types and the serialisable
 * description for the owner's editor are derived. A field is therefore written once.
 */
import { z } from "zod";

import type { ComputedField, FieldReference, FieldSpec, GraphqlHints, RuleWording } from "./spec";
import type { GraphqlInterface } from "./spec";

export type {
  ComputedField,
  FieldExtension,
  FieldReference,
  FieldResolver,
  FieldPattern,
  FieldSpec,
  GraphqlHints,
  GraphqlInterface,
  RuleWording,
  ValueType,
  Widget,
} from "./spec";

/** A field declared once: how it is validated and what it is. */
export interface Field<S extends z.ZodType = z.ZodType> {
  readonly schema: S;
  readonly spec: FieldSpec;
}

function quoted(value: unknown): string {
  return typeof value === "string" ? `"${value}"` : String(value);
}

function wordingFor(value: unknown, { what, how }: RuleWording): string {
  return `${quoted(value)} is not ${what}.${how === "" ? "" : ` ${how}`}`;
}

function editorWording({ what, how }: RuleWording): string {
  return `This is not ${what}.${how === "" ? "" : ` ${how}`}`;
}

function field<S extends z.ZodType>(schema: S, spec: FieldSpec): Field<S> {
  return { schema, spec };
}

/**
 * The same field under the words the owner uses for it; without this its label is made from its
 * key ("priceRange" → "Price range"), which is fine only where the key is already plain English.
 */
export function labelled<F extends Field>(label: string, declared: F): F {
  return { ...declared, spec: { ...declared.spec, label } };
}

/**
 * The same field, written once per language (see FieldSpec.translated): the site's Swahili pages
 * read its Swahili text, from the content file's Swahili twin ("home.sw.yaml", "manicure.sw.md").
 */
export function translated<F extends Field>(declared: F): F {
  return { ...declared, spec: { ...declared.spec, translated: true } };
}

/** One line of text that must not be empty. */
export function text(description: string, graphql?: GraphqlHints) {
  return field(z.string().trim().min(1), {
    description,
    widget: "string",
    type: "string",
    required: true,
    graphql,
  });
}

/** A paragraph of plain text that must not be empty. */
export function paragraph(description: string) {
  return field(z.string().trim().min(1), {
    description,
    widget: "text",
    type: "string",
    required: true,
  });
}

/** Text that may be left out or empty (e.g. a caption). */
export function optionalText(description: string) {
  return field(z.string().optional(), {
    description,
    widget: "string",
    type: "string",
    required: false,
  });
}

/**
 * Text that must match a pattern. The validator names `rule` and quotes the value; an editor shows
 * the same wording without the value.
 */
export function patterned(
  description: string,
  rule: string,
  regex: RegExp,
  wording: RuleWording,
  graphql?: GraphqlHints,
) {
  const schema = z.string().refine((value) => regex.test(value), {
    error: (issue) => wordingFor(issue.input, wording),
    params: { rule },
  });
  return field(schema, {
    description,
    widget: "string",
    type: "string",
    required: true,
    pattern: { regex: regex.source, message: editorWording(wording), rule },
    graphql,
  });
}

/**
 * A calendar day, "YYYY-MM-DD" (a real one: not 30 February), chosen in the editor with the
 * phone's date picker; `required: false` lets it be left out.
 */
export function date(
  description: string,
  rule: string,
  regex: RegExp,
  wording: RuleWording,
  { required }: { required: boolean },
) {
  const real = (value: string) => regex.test(value) && isRealDay(value);
  const day = z.string().refine(real, {
    error: (issue) => wordingFor(issue.input, wording),
    params: { rule },
  });
  return field(required ? day : day.optional(), {
    description,
    widget: "date",
    type: "string",
    required,
    pattern: { regex: regex.source, message: editorWording(wording), rule },
  });
}

/** "2026-02-30" is no day: it would roll over to March. */
function isRealDay(value: string): boolean {
  const [year, month, date] = value.split("-").map(Number) as [number, number, number];
  const day = new Date(Date.UTC(year, month - 1, date));
  return day.getUTCMonth() === month - 1 && day.getUTCDate() === date;
}

/** A number, optionally bounded. */
export function number(description: string, { min, max }: { min?: number; max?: number } = {}) {
  let schema = z.number();
  if (min !== undefined) schema = schema.min(min);
  if (max !== undefined) schema = schema.max(max);
  return field(schema, { description, widget: "number", type: "number", required: true, min, max });
}

/** A whole number from `min`, e.g. a position in a list. */
export function integer(description: string, { min }: { min: number }) {
  return field(z.number().int().min(min), {
    description,
    widget: "number",
    type: "integer",
    required: true,
    min,
  });
}

/** A whole number in a range, checked as one rule with its own wording (e.g. a star rating). */
export function rangedInteger(
  description: string,
  rule: string,
  { min, max }: { min: number; max: number },
  wording: RuleWording,
) {
  const schema = z
    .number()
    .refine((value) => Number.isInteger(value) && value >= min && value <= max, {
      error: (issue) => wordingFor(issue.input, wording),
      params: { rule },
    });
  return field(schema, {
    description,
    widget: "number",
    type: "integer",
    required: true,
    min,
    max,
  });
}

export function boolean(description: string) {
  return field(z.boolean(), { description, widget: "boolean", type: "boolean", required: true });
}

export function optionalBoolean(description: string) {
  return field(z.boolean().optional(), {
    description,
    widget: "boolean",
    type: "boolean",
    required: false,
  });
}

/** One of a fixed set of values. */
export function select<T extends readonly [string, ...string[]]>(description: string, options: T) {
  return field(z.enum(options), {
    description,
    widget: "select",
    type: "string",
    required: true,
    options,
  });
}

/** A path to a photo, relative to the content file; GraphQL resolves it to the image's `File`. */
export function image(description: string, { minLongSide }: { minLongSide: number }) {
  return field(z.string().trim().min(1), {
    description,
    widget: "image",
    type: "string",
    required: true,
    minLongSide,
  });
}

export type Shape = Record<string, Field>;
type SchemaShape<F extends Shape> = { [K in keyof F]: F[K]["schema"] };
/** The value of an object with these fields, as the validator hands it on. */
export type ShapeValue<F extends Shape> = z.infer<z.ZodObject<SchemaShape<F>, z.core.$strict>>;

export interface ObjectOptions<T> {
  /** Rules that involve several fields; they run only when every field is valid on its own. */
  check?: (value: T, ctx: z.RefinementCtx<T>) => void;
  /** GraphQL fields the site computes from the content. */
  computed?: Readonly<Record<string, ComputedField>>;
  /** The GraphQL types the computed fields return, as SDL. */
  types?: string;
  /** The GraphQL interfaces the object implements: it declares each one's fields too. */
  implements?: readonly GraphqlInterface[];
}

export interface ObjectField<F extends Shape> extends Field<z.ZodType<ShapeValue<F>>> {
  readonly fields: F;
}

/**
 * The same field, which may be left out (a treatment's offer): its key may be missing from the
 * file, and the editor asks for none of it until she adds it.
 */
export function optional<F extends Field>(declared: F): Field<z.ZodOptional<F["schema"]>> {
  return { schema: declared.schema.optional(), spec: { ...declared.spec, required: false } };
}

/**
 * A group of named fields, named `typeName` in GraphQL. Keys the declaration does not list are
 * errors, so a misspelt optional field cannot vanish without a trace.
 */
export function object<F extends Shape>(
  typeName: string,
  description: string,
  fields: F,
  options: ObjectOptions<ShapeValue<F>> = {},
): ObjectField<F> {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, value.schema]),
  ) as SchemaShape<F>;
  const base = z.strictObject(shape);
  const { check } = options;
  const schema = check === undefined ? base : base.superRefine(check);
  const specs = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.spec]));
  return {
    schema,
    fields,
    spec: {
      description,
      widget: "object",
      type: "object",
      required: true,
      fields: specs,
      graphql: {
        typeName,
        computed: options.computed,
        types: options.types,
        interfaces: options.implements,
      },
    },
  };
}

/**
 * A list of entries; `unique` names the key no two entries should share (a build warning: an editor
 * cannot compare entries), `summary` how a folded entry is named in an editor (e.g.
 * "{{fields.name}}"), `matchBy` the untranslated key that pairs a Swahili entry with its English
 * one (see FieldSpec.matchBy); `optional`: the list may be left out or empty (the editor asks for
 * no entry).
 */
export function list<S extends z.ZodType>(
  description: string,
  item: Field<S>,
  {
    min,
    unique,
    summary,
    matchBy,
    optional = false,
  }: { min?: number; unique?: string; summary?: string; matchBy?: string; optional?: boolean } = {},
) {
  const entries = min === undefined ? z.array(item.schema) : z.array(item.schema).min(min);
  const schema = optional ? entries.optional() : entries;
  return field(schema, {
    description,
    widget: "list",
    type: "list",
    required: !optional,
    min,
    unique,
    summary,
    matchBy,
    item: item.spec,
  });
}

/**
 * Values chosen from a list in another content file (e.g. category ids from the categories), at
 * least `min` of them. The build warns about a value that is no longer in that list (the entry was
 * renamed or removed there): plugins/gatsby-plugin-content/check/cross-file.ts.
 */
export function references<S extends z.ZodType>(
  description: string,
  item: Field<S>,
  reference: FieldReference,
  { min }: { min?: number } = {},
) {
  const declared = list(description, item, { min });
  return field(declared.schema, { ...declared.spec, reference });
}
