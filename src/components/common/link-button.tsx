import { createRecipeContext, type HTMLChakraProps, type RecipeProps } from "@chakra-ui/react";

type LinkButtonProps = HTMLChakraProps<"a", RecipeProps<"button">>;

const button = createRecipeContext({ key: "button" });

/**
 * A link that looks like a button (Chakra's `button` recipe), as Chakra's link-button snippet
 * writes it. `<Button asChild>` would do the same but gives its child `type="button"`, which a
 * link can't have. `asChild` wraps Gatsby's `Link`.
 */
export const LinkButton = button.withContext<HTMLAnchorElement, LinkButtonProps>("a");
