/**
 * What a resolver of the content model is handed by Gatsby (its node model), and the words and
 * clock of a content object's language (`locale`, set on each node and on each object that
 * computes fields in its language: plugins/gatsby-plugin-content/model/translations.ts).
 */
import type { Node } from "gatsby";
import { LANGUAGES, UI_STRINGS } from "../../../shared/i18n";
import { DEFAULT_LOCALE, isLocale } from "../../../shared/lib/locale";

export interface NodeModel {
  getNodeById: (args: { id: string; type?: string }) => Node | null;
  findAll: (args: {
    type: string;
    query?: Record<string, unknown>;
  }) => Promise<{ entries: Iterable<Node> }>;
  findOne: (args: { type: string; query: Record<string, unknown> }) => Promise<Node | null>;
}

export interface ResolverContext {
  nodeModel: NodeModel;
}

type InLanguage = { readonly locale?: string | null };

/** An object's language; English where it names none. */
export const localeOf = ({ locale }: InLanguage) => (isLocale(locale) ? locale : DEFAULT_LOCALE);

/** The interface words of an object's language. */
export const wordsOf = (object: InLanguage) => UI_STRINGS[localeOf(object)];

/** The clock rules of an object's language (how it says a time of day). */
export const clockOf = (object: InLanguage) => LANGUAGES[localeOf(object)].clock;
