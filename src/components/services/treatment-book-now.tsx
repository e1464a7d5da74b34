import { memo } from "react";
import { FaWhatsapp } from "react-icons/fa6";
import { usePriceNow } from "../../hooks/use-salon-today";
import { useStrings } from "../../hooks/use-strings";
import { bookingLink } from "../../lib/booking-link";
import { fill } from "../../../shared/lib/locale";
import { LinkButton } from "../common/link-button";

/** The row's "Book Now": a WhatsApp message naming the treatment, its duration and price. */
export const BookNow = memo(function BookNow({
  treatment,
  whatsapp,
}: {
  treatment: Queries.TreatmentRowFragment;
  whatsapp: string;
}) {
  const strings = useStrings();
  const words = strings.treatments;
  // During an offer, at its price (on the visitor's clock).
  const now = usePriceNow(treatment);
  return (
    <LinkButton
      asChild
      size={{ base: "sm", md: "md" }}
      bg="accent.solid"
      color="accent.contrast"
      borderRadius="full"
      px={{ base: "4", md: "5" }}
      _hover={{ bg: "accent.hover" }}
    >
      <a
        href={bookingLink(whatsapp, now, words.bookingMessage, strings.formats)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={fill(words.bookNowLabel, { name: treatment.name.text })}
      >
        <FaWhatsapp aria-hidden focusable={false} />
        {words.bookNow}
      </a>
    </LinkButton>
  );
});
