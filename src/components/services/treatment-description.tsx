import { Box } from "@chakra-ui/react";
import { memo } from "react";
import { langOf, type ContentText } from "../common/t";

/** The treatment's description: the content of its Read More disclosure (treatment-row.tsx). */
export const TreatmentDescription = memo(function TreatmentDescription({
  id,
  html,
}: {
  id: string;
  /** Its sanitised HTML, in the page's language or marked as English (plugins/gatsby-plugin-content/model/treatments.ts). */
  html: ContentText;
}) {
  return (
    <Box
      id={id}
      lang={langOf(html)}
      mt="1"
      maxW="3xl"
      color="fg.muted"
      // Slides in as it opens (keyframes in src/styles/global.css, which also stills it for visitors
      // who ask for less motion).
      animation="treatment-open 220ms ease-out"
      css={{ "& p + p": { mt: "2" } }}
      dangerouslySetInnerHTML={{ __html: html.text }}
    />
  );
});
