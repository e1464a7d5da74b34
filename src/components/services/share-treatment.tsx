import { memo } from "react";
import { LuShare2 } from "react-icons/lu";
import { useStrings } from "../../hooks/use-strings";
import { fill } from "../../../shared/lib/locale";
import { shareLink, type Shared } from "../../lib/share";
import { treatmentPath, treatmentSummary } from "../../../shared/lib/treatment-page";
import { LinkButton } from "../common/link-button";
import { useLocalizedPath } from "../common/localized-link";

interface ShareTreatmentProps {
  treatment: { slug: string; name: { text: string }; duration: string; price: string };
  /** The site's address ("https://…", no trailing slash): a shared address is whole. */
  siteUrl: string;
  salon: string;
}

/**
 * Share: the treatment's page, its name, duration and price, in the page's language. A WhatsApp
 * share link, which the page's script turns into the phone's share sheet where it has one, with
 * or without the link's section hydrated (src/lib/share.ts).
 */
export const ShareTreatment = memo(function ShareTreatment({
  treatment,
  siteUrl,
  salon,
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
      // As Book Now beside it.
      size={{ base: "sm", md: "md" }}
      variant="outline"
      borderRadius="full"
      borderColor="accent"
      color="accent"
      px={{ base: "4", md: "5" }}
    >
      <a
        {...shareLink(shared)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={fill(words.shareLabel, { name: treatment.name.text })}
        data-share={treatment.slug}
      >
        <LuShare2 aria-hidden focusable={false} />
        {words.share}
      </a>
    </LinkButton>
  );
});
