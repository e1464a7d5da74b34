import { memo } from "react";
import { LuShare2 } from "react-icons/lu";
import { useStrings } from "../../hooks/use-strings";
import { fill } from "../../lib/locale";
import { shareInstead, whatsappShareLink, type Shared } from "../../lib/share";
import { treatmentPath, treatmentSummary } from "../../lib/treatment-page";
import { LinkButton } from "../common/link-button";
import { useLocalizedPath } from "../common/localized-link";

interface ShareTreatmentProps {
  treatment: { slug: string; name: { text: string }; duration: string; price: string };
  /** The site's address ("https://…", no trailing slash): a shared address is whole. */
  siteUrl: string;
  salon: string;
  size?: "sm" | "md" | { base: "sm"; md: "md" };
}

/**
 * Share: the treatment's page, its name, duration and price, in the page's language. A WhatsApp
 * share link first (it works without the page's script); once its section has hydrated, the
 * phone's share sheet where it has one (src/lib/share.ts).
 */
export const ShareTreatment = memo(function ShareTreatment({
  treatment,
  siteUrl,
  salon,
  size = "md",
}: ShareTreatmentProps) {
  const strings = useStrings();
  const path = useLocalizedPath(treatmentPath(treatment.slug));
  const words = strings.treatments;
  const title = treatmentSummary({ ...treatment, name: treatment.name.text }, strings.formats);
  const shared: Shared = {
    title,
    text: fill(words.shareText, { treatment: title, salon }),
    url: `${siteUrl}${path}`,
  };
  return (
    <LinkButton
      asChild
      size={size}
      variant="outline"
      borderRadius="full"
      borderColor="accent"
      color="accent"
      px={{ base: "4", md: "5" }}
    >
      <a
        href={whatsappShareLink(shared)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={fill(words.shareLabel, { name: treatment.name.text })}
        data-share={treatment.slug}
        onClick={(event) =>
          shareInstead(event, shared, navigator, (href) =>
            window.open(href, "_blank", "noopener,noreferrer"),
          )
        }
      >
        <LuShare2 aria-hidden focusable={false} />
        {words.share}
      </a>
    </LinkButton>
  );
});
