import { CAROUSEL_WIDTHS, slidesToShowFor } from "../lib/carousel";
import { useMediaQuery } from "./use-media-query";

/** How many carousel slides are in view at the current width (src/lib/carousel.ts). */
export function useSlidesToShow(): number {
  const upTo768 = useMediaQuery(CAROUSEL_WIDTHS[0].query);
  const upTo1024 = useMediaQuery(CAROUSEL_WIDTHS[1].query);
  return slidesToShowFor([upTo768, upTo1024]);
}
