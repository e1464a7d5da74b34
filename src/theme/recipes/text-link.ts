import { defineRecipe } from "@chakra-ui/react";

/** Links inside text: the accent links of the contact page, and the quiet ones that underline on hover. */
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
