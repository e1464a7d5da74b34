import { Link } from "gatsby";
import { usePageLocale } from "../../hooks/use-strings";
import { localePath } from "../../lib/locale";
import { LinkButton } from "../common/link-button";

// Every Book Now on the home page leads to the treatment list, where each row books on WhatsApp.
export function BookNowLink() {
  const { locale, strings } = usePageLocale();
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
      <Link to={localePath("/services/", locale)}>{strings.treatments.bookNow}</Link>
    </LinkButton>
  );
}
