import { usePageLocale } from "../../hooks/use-strings";
import { LinkButton } from "../common/link-button";
import { LocalizedLink } from "../common/localized-link";

// Every Book Now on the home page leads to the treatment list, where each row books on WhatsApp.
export function BookNowLink() {
  const { strings } = usePageLocale();
  return (
    <LinkButton
      asChild
      size="lg"
      bg="accent.solid"
      color="accent.contrast"
      borderRadius="full"
      px="8"
      alignSelf="flex-start"
      _hover={{ bg: "accent.hover" }}
    >
      <LocalizedLink to="/services/">{strings.treatments.bookNow}</LocalizedLink>
    </LinkButton>
  );
}
