import { imageOf, type ImageFile } from "../../lib/image";
import { ScrollReveal } from "../common/scroll-reveal";
import type { ContentText } from "../common/t";
import { WideImage } from "../common/wide-image";

/** The about page's full-width photo, between what sets the salon apart and its values. */
export function AboutWideImage({ image, alt }: { image: ImageFile; alt: ContentText }) {
  return (
    <ScrollReveal>
      <WideImage image={imageOf(image, "the about wide image")} alt={alt} />
    </ScrollReveal>
  );
}
