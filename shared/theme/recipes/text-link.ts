import { defineRecipe } from "@chakra-ui/react";

/** Links in text: the contact page's accent links, and quiet ones underlined on hover. */
export const textLinkRecipe = defineRecipe({
  className: "text-link",
  base: {
    textDecoration: "underline",
    cursor: "pointer",
  },
  variants: {
    variant: {
      accent: {
        color: "accent",
        fontWeight: "600",
        textDecorationThickness: "1px",
        textUnderlineOffset: "3px",
        _hover: { color: "accent.hover", textDecorationThickness: "2px" },
      },
      quiet: {
        textDecorationColor: "transparent",
        textUnderlineOffset: "4px",
        _hover: { textDecorationColor: "currentColor" },
      },
    },
  },
  defaultVariants: { variant: "accent" },
});
