import { Box, Heading, useSlotRecipe, type HTMLChakraProps } from "@chakra-ui/react";
import { T, type ContentText } from "./t";

interface SectionHeadingProps extends HTMLChakraProps<"div"> {
  /** The heading's id, which the section's `aria-labelledby` names. */
  id: string;
  heading: ContentText;
  /** The line below the heading, if any. */
  text?: ContentText;
  as?: "h1" | "h2";
  size?: "md" | "lg";
  align?: "center" | "start";
}

/**
 * A section's heading and optional subtitle (the `sectionHeading` slot recipe). Other props
 * (spacing around it) go to the box that holds both.
 */
export function SectionHeading({
  id,
  heading,
  text,
  as = "h2",
  size,
  align,
  ...rest
}: SectionHeadingProps) {
  // The recipe's styles straight from the system: no slot context, which would cost every page
  // its code in the first-load bundle for three elements.
  const styles = useSlotRecipe({ key: "sectionHeading" })({ size, align });
  return (
    <Box css={styles.root} {...rest}>
      <T text={heading} component={Heading} as={as} id={id} css={styles.title} />
      {text && <T text={text} css={styles.subtitle} />}
    </Box>
  );
}
