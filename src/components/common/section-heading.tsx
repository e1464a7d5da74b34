import {
  Heading,
  Text,
  createSlotRecipeContext,
  type HTMLChakraProps,
  type HeadingProps,
  type TextProps,
} from "@chakra-ui/react";

interface SectionHeadingProps extends HTMLChakraProps<"div"> {
  /** The heading's id, which the section's `aria-labelledby` names. */
  id: string;
  heading: string;
  /** The line below the heading, if any. */
  text?: string;
  as?: "h1" | "h2";
  size?: "md" | "lg";
  align?: "center" | "start";
}

const { withProvider, withContext } = createSlotRecipeContext({ key: "sectionHeading" });
const Root = withProvider<
  HTMLDivElement,
  HTMLChakraProps<"div"> & Pick<SectionHeadingProps, "size" | "align">
>("div", "root");
const Title = withContext<HTMLHeadingElement, HeadingProps>(Heading, "title");
const Subtitle = withContext<HTMLParagraphElement, TextProps>(Text, "subtitle");

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
  return (
    <Root {...rest} size={size} align={align}>
      <Title as={as} id={id}>
        {heading}
      </Title>
      {text && <Subtitle>{text}</Subtitle>}
    </Root>
  );
}
