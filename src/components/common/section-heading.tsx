import { Box, Heading, Text, useSlotRecipe, type HTMLChakraProps } from "@chakra-ui/react";

interface SectionHeadingProps extends HTMLChakraProps<"div"> {
  /** The heading's id, which the section's `aria-labelledby` names. */
  id: string;
  heading: string;
  /** The line below the heading, if any. */
  text?: string;
  as?: "h1" | "h2";
  size?: "md" | "lg";
  /** "en" where the heading or the line shows English on a page in another language. */
  headingLang?: "en";
  textLang?: "en";
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
  headingLang,
  textLang,
  ...rest
}: SectionHeadingProps) {
  // The recipe's styles straight from the system: no slot context, which would cost every page
  // its code in the first-load bundle for three elements.
  const styles = useSlotRecipe({ key: "sectionHeading" })({ size, align });
  return (
    <Box css={styles.root} {...rest}>
      <Heading as={as} id={id} css={styles.title} lang={headingLang}>
        {heading}
      </Heading>
      {text && (
        <Text css={styles.subtitle} lang={textLang}>
          {text}
        </Text>
      )}
    </Box>
  );
}
