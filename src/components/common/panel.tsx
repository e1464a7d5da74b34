import {
  Heading,
  createRecipeContext,
  useRecipe,
  type HeadingProps,
  type HTMLChakraProps,
} from "@chakra-ui/react";
import { forwardRef, type ReactNode } from "react";
import { T, type ContentText } from "./t";

type PanelProps = HTMLChakraProps<"div"> & { raised?: boolean; padded?: boolean };

const panel = createRecipeContext({ key: "panel" });

/** The site's card surface (the `panel` recipe): `raised` adds its shadow, `padded` its room. */
export const Panel = panel.withContext<HTMLElement, PanelProps>("div");

/**
 * A panel section's `h2`: the Heading recipe's font with the `panelTitle` recipe's size and colour.
 * The recipe's styles go to Heading's `css` (Chakra's documented use of `useRecipe`), so they join
 * Heading's one class. Wrapping Heading in a second styled component (`withContext`) gave the
 * wrapper a class of its own that no element keeps: the server's HTML leaves its rule out, and
 * hydrating inserted it, an `@layer` rule that makes the browser restyle the whole page.
 */
export const PanelTitle = forwardRef<HTMLHeadingElement, Omit<HeadingProps, "css">>(
  function PanelTitle(props, ref) {
    const recipe = useRecipe({ key: "panelTitle" });
    return <Heading as="h2" ref={ref} {...props} css={recipe()} />;
  },
);

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
