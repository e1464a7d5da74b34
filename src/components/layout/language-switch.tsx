import { chakra, VisuallyHidden } from "@chakra-ui/react";
import { usePageLocale } from "../../hooks/use-strings";
import {
  LOCALE_CHOICE_ATTRIBUTE,
  LOCALE_NAMES,
  LOCALES,
  localePath,
} from "../../../shared/lib/locale";

// The same page in each other language (one link while the site has two), named in that language
// ("Kiswahili" on English pages, "English" on Swahili ones) and marked as such, so a screen reader
// reads it in its own voice. A plain link, not Gatsby's: it works before the page's scripts run,
// and the other language's page loads whole, with its own `<html lang>`. Following it is
// remembered for the next visit by the inline script of shared/lib/locale-choice.ts, which finds
// the link by its attribute; so the switch carries no code of its own.
export function LanguageSwitch() {
  const { locale, strings, pathname } = usePageLocale();
  return LOCALES.filter((other) => other !== locale).map((other) => (
    <chakra.a
      key={other}
      href={localePath(pathname, other)}
      hrefLang={other}
      {...{ [LOCALE_CHOICE_ATTRIBUTE]: other }}
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
    </chakra.a>
  ));
}
