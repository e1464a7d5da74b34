/**
 * What a resolver of the content model is handed by Gatsby: the node model, and on a page the
 * page's context (its language and that language's words, given by the language plugin's
 * onCreatePage: plugins/gatsby-plugin-languages/).
 */
import type { Node } from "gatsby";
import { LANGUAGES, UI_STRINGS, type UiStrings } from "../../src/i18n";
import { DEFAULT_LOCALE, isLocale } from "../../src/lib/locale";

export interface NodeModel {
  getNodeById: (args: { id: string; type?: string }) => Node | null;
  findAll: (args: {
    type: string;
    query?: Record<string, unknown>;
  }) => Promise<{ entries: Iterable<Node> }>;
  findOne: (args: { type: string; query: Record<string, unknown> }) => Promise<Node | null>;
  trackInlineObjectsInRootNode: (node: Node) => void;
}

export interface ResolverContext {
  nodeModel: NodeModel;
  /** The page's language and words; absent for a query outside a page (GraphiQL). */
  locale?: string;
  strings?: UiStrings;
  /** The page's address. */
  path?: string;
}

/** The page's language; English outside a page. */
export const pageLocale = (context: Pick<ResolverContext, "locale">) =>
  isLocale(context.locale) ? context.locale : DEFAULT_LOCALE;

/** The page's interface words; English outside a page. */
export const pageWords = (context: Pick<ResolverContext, "strings">) =>
  context.strings ?? UI_STRINGS[DEFAULT_LOCALE];

/** The page's clock rules (how its language says a time of day); English outside a page. */
export const pageClock = (context: Pick<ResolverContext, "locale">) =>
  LANGUAGES[pageLocale(context)].clock;
