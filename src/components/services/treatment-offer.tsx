import { Box, Text } from "@chakra-ui/react";
import { graphql } from "gatsby";
import { useSalonToday } from "../../hooks/use-salon-today";
import { useStrings } from "../../hooks/use-strings";
import { formatDay } from "../../../shared/lib/day-names";
import { fill } from "../../../shared/lib/locale";
import { isOfferOn } from "../../../shared/lib/offer";
import { formatPrice } from "../../../shared/lib/price";
import { T } from "../common/t";

type Treatment = Queries.TreatmentRowFragment;

/**
 * A treatment's price on its row: during its offer, the offer's price, the normal one crossed
 * out, the offer's line and its last day; otherwise the price. The server's HTML shows an offer
 * not over when the site was built (with its last day, for a visitor without JavaScript); once
 * the page has hydrated, the visitor's clock decides (src/hooks/use-salon-today.ts).
 */
export function RowPrice({ treatment }: { treatment: Treatment }) {
  const { formats } = useStrings();
  const { offer } = treatment;
  return offer ? (
    <OfferPrice treatment={treatment} offer={offer} />
  ) : (
    <>{formatPrice(treatment.price, formats.priceOnRequest)}</>
  );
}

/** A price with an offer: only these rows read the day. */
function OfferPrice({
  treatment,
  offer,
}: {
  treatment: Treatment;
  offer: NonNullable<Treatment["offer"]>;
}) {
  const { formats, treatments: words } = useStrings();
  const today = useSalonToday();
  if (!isOfferOn(offer, today)) return <>{formatPrice(treatment.price, formats.priceOnRequest)}</>;
  return (
    <Box as="span" display="inline-flex" flexDirection="column" gap="0.5" data-offer={offer.until}>
      <span>
        {offer.price}{" "}
        <Text as="s" fontWeight="400" color="fg.muted" fontSize="sm">
          {formatPrice(treatment.price, formats.priceOnRequest)}
        </Text>
      </span>
      <T text={offer.line} as="span" fontWeight="600" fontSize="sm" color="accent" />
      <Text as="span" fontWeight="400" fontSize="xs" color="fg.muted">
        {fill(words.offerUntil, { day: formatDay(offer.until, formats.date) })}
      </Text>
    </Box>
  );
}

export const query = graphql`
  fragment TreatmentOffer on TreatmentOffer {
    price
    until
    line {
      ...ContentText
    }
  }
`;
