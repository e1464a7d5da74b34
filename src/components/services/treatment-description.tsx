import { Box } from "@chakra-ui/react";
import { memo } from "react";

/** The treatment's description, shown while its Read More is open. */
export const TreatmentDescription = memo(function TreatmentDescription({
  id,
  html,
  lang,
  open,
}: {
  id: string;
  html: string;
  /** "en" when the description fell back to English on a page in another language. */
  lang: string | undefined;
  open: boolean;
}) {
  return (
    <Box
      id={id}
      lang={lang}
      hidden={!open}
      mt="3"
      maxW="3xl"
      color="fg.muted"
      // Slides in as it opens (keyframes in src/styles/global.css, which also stills it for visitors
      // who ask for less motion).
      animation="treatment-open 220ms ease-out"
      css={{ "& p + p": { mt: "2" } }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
});
