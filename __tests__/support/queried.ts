import type { FieldSpec } from "../../plugins/gatsby-plugin-content/model/fields";
import { translatedTextExtension } from "../../plugins/gatsby-plugin-content/model/translated-text";
import { isRecord } from "../../plugins/gatsby-plugin-content/model/translations";

type Resolve = (source: unknown, args: unknown, context: unknown, info: unknown) => unknown;
const resolve = translatedTextExtension.resolve as Resolve;

/**
 * A content node's data (`spec`'s, e.g. as plugins/gatsby-plugin-content/model/translations.ts makes it for a Swahili
 * page) as a page's query reads it: each translated text resolved by the field extension the
 * schema puts on it (`@translatedText`), with its language where that is not the page's.
 */
export function queried(spec: FieldSpec, value: unknown): unknown {
  if (spec.type === "list" && spec.item && Array.isArray(value)) {
    return value.map((entry) => queried(spec.item!, entry));
  }
  if (spec.type !== "object" || !isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      const child = spec.fields?.[key];
      if (!child) return [key, field];
      if (child.translated && child.type === "string") {
        return [key, resolve(value, {}, {}, { fieldName: key })];
      }
      return [key, queried(child, field)];
    }),
  );
}
