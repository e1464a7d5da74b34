// The language layer: every page in every language, each with its language in its context, which
// its query takes as `$locale` to read the content nodes in that language (one per content file and
// language: plugins/gatsby-plugin-content/language-nodes.ts).
import type { GatsbyNode } from "gatsby";
import { siteNode } from "../gatsby-plugin-content/public";
import type { LocalizedPageContext } from "../../shared/i18n/page-context";
import { UI_STRINGS } from "../../shared/i18n";
import { DEFAULT_LOCALE, LOCALES, localePath } from "../../shared/lib/locale";
import { pricesAsOf } from "./prices-as-of";

// The date of the prices a page says when it comes from a phone's store
// (plugins/gatsby-plugin-languages/prices-as-of.ts): one instant for the whole build, so that every
// page says the same date.
const BUILT_AT = new Date();

// Every page exists in every language: the English one at the address it always had, each other
// language's under its prefix ("/sw/services/"). Each gets its language and that language's
// interface words in its context, so they arrive with its page data (shared/i18n/strings.ts). The
// 404 page's copy that Gatsby makes as "/404.html" gets one in each language too ("/sw/404.html"):
// Cloudflare Pages answers an unknown address with the nearest 404.html up its path, so
// "/sw/nope/" gets the Swahili one (Netlify, which has only the root one, is told so in
// netlify.toml). Only the development 404 stays English-only.
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions, getNodesByType }) => {
  // Already in a language. (Gatsby's copy of the 404 page as "/404.html" is made from the English
  // "/404/" with its context, "pagePath" included, and is not handed to this plugin: its head names
  // "/404/", the page it copies, which search engines are told not to index either.)
  if ((page.context as Partial<LocalizedPageContext> | undefined)?.locale) return;
  const { createPage, deletePage } = actions;
  // The salon's time zone, from the one place it is written (content/site.yaml › hours), as the
  // content plugin's node holds it: the file is not read again for each page.
  const { timeZone } = siteNode(getNodesByType).hours as { timeZone: string };
  const withLocale = (locale: (typeof LOCALES)[number]) => ({
    ...page,
    path: localePath(page.path, locale),
    context: {
      ...page.context,
      locale,
      pagePath: localePath(page.path, locale),
      strings: UI_STRINGS[locale],
      pricesAsOf: pricesAsOf(BUILT_AT, timeZone, {
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
