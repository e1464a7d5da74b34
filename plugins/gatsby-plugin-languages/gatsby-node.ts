// The language layer: every page in every language, and each content node a page reads in the
// page's language (./localized.ts), its missing texts marked. The content model says which fields
// are translated; the twins are read by the one twin reader (gatsby/content/translation-files.ts).
import path from "path";
import type { GatsbyNode, Node } from "gatsby";
import { contentModel } from "../../gatsby/content";
import { computedFields } from "../../gatsby/content/graphql";
import type { ResolverContext } from "../../gatsby/content/resolver-context";
import { forgetTwin } from "../../gatsby/content/translation-files";
import { isLanguageTwin, readContentYamlSync } from "../../gatsby/validate/load";
import type { LocalizedPageContext } from "../../src/i18n/page-context";
import { UI_STRINGS } from "../../src/i18n";
import { DEFAULT_LOCALE, LOCALES, localePath } from "../../src/lib/locale";
import { pricesAsOf } from "../../src/lib/prices-as-of";
import { localizedResult } from "./localized";

// The date of the prices a page says when it comes from a phone's store (src/lib/prices-as-of.ts):
// one instant for the whole build, so that every page says the same date.
const BUILT_AT = new Date();

// Every page exists in every language: the English one at the address it always had, each other
// language's under its prefix ("/sw/services/"). Each gets its language and that language's
// interface words in its context, so they arrive with its page data (src/i18n/strings.ts). The
// 404 page's copy that Gatsby makes as "/404.html" gets one in each language too ("/sw/404.html"):
// Cloudflare Pages answers an unknown address with the nearest 404.html up its path, so
// "/sw/nope/" gets the Swahili one (Netlify, which has only the root one, is told so in
// netlify.toml). Only the development 404 stays English-only.
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions, store }) => {
  if ((page.context as Partial<LocalizedPageContext> | undefined)?.locale) return;
  const { createPage, deletePage } = actions;
  // The salon's time zone, from the one place it is written (content/site.yaml › hours).
  const repoRoot = (store.getState() as { program: { directory: string } }).program.directory;
  const site = readContentYamlSync(path.join(repoRoot, "content/site.yaml"), repoRoot) as {
    hours: { timeZone: string };
  };
  const withLocale = (locale: (typeof LOCALES)[number]) => ({
    ...page,
    path: localePath(page.path, locale),
    context: {
      ...page.context,
      locale,
      strings: UI_STRINGS[locale],
      pricesAsOf: pricesAsOf(BUILT_AT, site.hours.timeZone, {
        months: UI_STRINGS[locale].formats.date.months,
        date: UI_STRINGS[locale].offline.date,
      }),
    } satisfies LocalizedPageContext,
  });
  deletePage(page);
  createPage(withLocale(DEFAULT_LOCALE));
  if (page.path.startsWith("/dev-404-page")) return;
  for (const locale of LOCALES.filter((other) => other !== DEFAULT_LOCALE)) {
    createPage(withLocale(locale));
  }
};

// A Markdown twin changed under `gatsby develop` ("manicure.sw.md"): read it again at its next use.
export const shouldOnCreateNode: GatsbyNode<Node>["shouldOnCreateNode"] = ({ node }) =>
  node.internal.type === "File";
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node }) => {
  const file = node as Node & { absolutePath?: string; base?: string };
  if (file.internal.type === "File" && file.absolutePath && isLanguageTwin(file.base ?? "")) {
    forgetTwin(file.absolutePath);
  }
};

type Resolve = (
  source: unknown,
  args: unknown,
  context: ResolverContext,
  info: { originalResolver: Resolve },
) => Promise<unknown>;

// A page's data: each content node its query reads (the page's context holds its language) comes
// back in that language, whether read from the root (`siteYaml`, `allTreatment`) or through a
// computed field that returns content nodes (a category's treatments).
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const nodeTypes = contentModel.map((type) => type.root.spec.graphql?.typeName ?? "");
  const inPageLanguage = {
    resolve: (async (source, args, context, info) =>
      localizedResult(
        await info.originalResolver(source, args, context, info),
        context,
      )) as Resolve,
  };
  const rootFields = nodeTypes.flatMap((typeName) => {
    const field = typeName.charAt(0).toLowerCase() + typeName.slice(1);
    return [field, `all${typeName}`];
  });
  const resolvers: Record<string, Record<string, typeof inPageLanguage>> = {
    Query: Object.fromEntries(rootFields.map((field) => [field, inPageLanguage])),
  };
  for (const { typeName, name, field } of computedFields(contentModel)) {
    if (!nodeTypes.includes(field.type.replace(/[[\]!]/g, ""))) continue;
    resolvers[typeName] = { ...resolvers[typeName], [name]: inPageLanguage };
  }
  createResolvers(resolvers);
};
