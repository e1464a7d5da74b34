import {
  Heading,
  createRecipeContext,
  type HeadingProps,
  type HTMLChakraProps,
} from "@chakra-ui/react";
import type { ReactNode } from "react";
import { T, type ContentText } from "./t";

type PanelProps = HTMLChakraProps<"div"> & { raised?: boolean; padded?: boolean };

const panel = createRecipeContext({ key: "panel" });
const panelTitle = createRecipeContext({ key: "panelTitle" });

/** The site's card surface (the `panel` recipe): `raised` adds its shadow, `padded` its room. */
export const Panel = panel.withContext<HTMLElement, PanelProps>("div");

/** A panel section's `h2`, in the heading font from the Heading recipe. */
export const PanelTitle = panelTitle.withContext<HTMLHeadingElement, HeadingProps>(Heading, {
  defaultProps: { as: "h2" },
});

interface PanelSectionProps {
  /** The heading's id, which names the section. */
  headingId: string;
  heading: ContentText;
  children: ReactNode;
}

/** A page section laid out as a card: a padded panel named by its `h2`. */
export function PanelSection({ headingId, heading, children }: PanelSectionProps) {
  return (
    <Panel as="section" aria-labelledby={headingId} padded>
      <T text={heading} component={PanelTitle} id={headingId} />
      {children}
    </Panel>
  );
}
