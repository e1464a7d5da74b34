import { createRecipeContext, type HTMLChakraProps } from "@chakra-ui/react";

type TextLinkProps = HTMLChakraProps<"a"> & { variant?: "accent" | "quiet" };

const textLink = createRecipeContext({ key: "textLink" });

/**
 * A link in running text (the `textLink` recipe): `accent` for the contact page's links, `quiet`
 * for links that underline only on hover. `asChild` wraps Gatsby's `Link`.
 */
export const TextLink = textLink.withContext<HTMLAnchorElement, TextLinkProps>("a");
