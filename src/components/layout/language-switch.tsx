import { chakra, VisuallyHidden } from "@chakra-ui/react";
import { Link, navigate } from "gatsby";
import { useEffect } from "react";
import { usePageLocale } from "../../hooks/use-strings";
import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES, localePath } from "../../lib/locale";
import { rememberedHome, rememberedLocale, rememberLocale } from "../../lib/locale-choice";

const SwitchLink = chakra(Link);

// The same page in the other language, named in that language ("Kiswahili" on English pages,
// "English" on Swahili ones) and marked as such, so a screen reader reads it in its own voice. A
// plain link: it works before the page's scripts run. Choosing it is remembered for the next visit
// (src/lib/locale-choice.ts).
export function LanguageSwitch() {
  const { locale, strings, pathname } = usePageLocale();
  const other = LOCALES.find((candidate) => candidate !== locale) ?? DEFAULT_LOCALE;
  const to = localePath(pathname, other);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  useEffect(() => {
    const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const home = rememberedHome(
      {
        pathname: window.location.pathname,
        referrer: document.referrer,
        navigationType: entry?.type ?? "navigate",
      },
      rememberedLocale(),
    );
    if (home) void navigate(home, { replace: true });
    // Only the page the visit started on.
  }, []);

  return (
    <SwitchLink
      to={to}
      hrefLang={other}
      onClick={() => rememberLocale(other)}
      display="inline-flex"
      alignItems="center"
      // As tall as the bar's icon buttons and little wider than its word, so it covers no more
      // than they do of a row scrolling under the bar.
      minH="10"
      px="1.5"
      fontWeight="600"
      fontSize="sm"
      color="fg"
      textDecoration="underline"
      textUnderlineOffset="4px"
      borderRadius="md"
      _hover={{ color: "accent" }}
      data-testid="language-switch"
    >
      <VisuallyHidden>{strings.language.label}: </VisuallyHidden>
      <span lang={other}>{LOCALE_NAMES[other]}</span>
    </SwitchLink>
  );
}
