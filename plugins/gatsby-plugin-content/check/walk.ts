import type { FieldSpec } from "../model/fields";
import type { PathSegment } from "./errors";

export interface FieldAt {
  spec: FieldSpec;
  segments: PathSegment[];
  value: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/**
 * Every field the model declares that the data holds, at any depth, with its path. It reads the
 * data leniently (wrong shapes are skipped), so checks built on it still run when the schema has
 * found other problems in the same file.
 */
export function fieldsIn(spec: FieldSpec, value: unknown, segments: PathSegment[] = []): FieldAt[] {
  const here: FieldAt = { spec, segments, value };
  if (spec.fields && isRecord(value)) {
    return [
      here,
      ...Object.entries(spec.fields).flatMap(([key, field]) =>
        key in value ? fieldsIn(field, value[key], [...segments, key]) : [],
      ),
    ];
  }
  const { item } = spec;
  if (item && Array.isArray(value)) {
    return [
      here,
      ...value.flatMap((entry: unknown, index) => fieldsIn(item, entry, [...segments, index])),
    ];
  }
  return [here];
}

/** The entries of a list as records (undefined where an entry is not one). */
export function entriesOf(data: unknown): Array<Record<string, unknown> | undefined> {
  if (!Array.isArray(data)) return [];
  return data.map((entry: unknown) => (isRecord(entry) ? entry : undefined));
}

export function stringField(
  entry: Record<string, unknown> | undefined,
  key: string,
): string | undefined {
  const value = entry?.[key];
  return typeof value === "string" ? value : undefined;
}
