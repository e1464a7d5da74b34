import { Flex } from "@chakra-ui/react";
import { LuStar } from "react-icons/lu";
import { useStrings } from "../../hooks/use-strings";
import { fill } from "../../../shared/lib/locale";

const MAX_STARS = 5;

// Five stars, `rating` of them filled; announced as one image, "4 out of 5 stars".
export function StarRating({ rating }: { rating: number }) {
  const words = useStrings();
  return (
    <Flex
      role="img"
      aria-label={fill(words.rating, { rating, max: MAX_STARS })}
      gap="1"
      color="accent.gold"
    >
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <LuStar
          key={index}
          aria-hidden
          focusable={false}
          size="1.125rem"
          fill={index < rating ? "currentColor" : "none"}
          data-filled={index < rating ? "" : undefined}
        />
      ))}
    </Flex>
  );
}
