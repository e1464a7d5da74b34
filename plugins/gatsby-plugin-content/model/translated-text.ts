/**
 * A translated text as the pages read it: the text, and the language it is in where that is not
 * the page's (a Swahili page showing the English text its twin leaves out). Each translated field
 * is a `TranslatedText` in GraphQL, resolved by `@translatedText` from the object's own value and
 * its `untranslated` list (plugins/gatsby-plugin-content/model/translations.ts), so a component shows the text and its
 * `lang` as they come (src/components/common/t.tsx) and never works out a language itself.
 */
import { DEFAULT_LOCALE } from "../../../shared/lib/locale";
import type { FieldExtension } from "./spec";
import { UNTRANSLATED } from "./translations";

export const TRANSLATED_TEXT_TYPE = "TranslatedText";

/** The type every translated field returns, with its description for GraphiQL. */
export const TRANSLATED_TEXT_SDL = `"""
A text written once per language, as this page shows it: \`text\`, and \`lang\` where that text is not in the page's language.
"""
type ${TRANSLATED_TEXT_TYPE} {
  """
  The text in the page's language, or the English text where the page's language has none.
  """
  text: String!
  """
  "en" where \`text\` is the English text on a page in another language (its translation is missing), for the element that shows it to say so; null where \`text\` is in the page's language.
  """
  lang: String
}
`;

export interface TranslatedText {
  text: string;
  lang: string | null;
}

interface Translatable {
  readonly [UNTRANSLATED]?: readonly string[] | null;
}

/**
 * `object`'s text `value` for its field `key` as a `TranslatedText`: "en" where the object lists
 * the key as untranslated. No text (an optional caption left out) is null.
 */
export function translatedText(object: Translatable, key: string, value: unknown) {
  if (value === undefined || value === null) return null;
  const lang = object[UNTRANSLATED]?.includes(key) ? DEFAULT_LOCALE : null;
  return { text: String(value), lang } satisfies TranslatedText;
}

/**
 * `@translatedText`: a translated field's value with the language it is in, read from the object
 * the field is on (the field's name is its key in the content file; the type writer checks that).
 */
export const translatedTextExtension: FieldExtension = {
  name: "translatedText",
  resolve: (
    source: Translatable & Readonly<Record<string, unknown>>,
    _args: unknown,
    _context: unknown,
    info: { fieldName: string },
  ) => translatedText(source, info.fieldName, source[info.fieldName]),
};
