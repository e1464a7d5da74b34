import { VisuallyHidden } from "@chakra-ui/react";
import { useStrings } from "../../hooks/use-strings";

/** A link's attributes for opening another site in a new tab, without handing it this page. */
export const NEW_TAB = { target: "_blank", rel: "noopener noreferrer" } as const;

/** What a screen reader hears after a link's words: it opens in a new tab. */
export function NewTabNote() {
  return <VisuallyHidden>{useStrings().shell.newTabNote}</VisuallyHidden>;
}
