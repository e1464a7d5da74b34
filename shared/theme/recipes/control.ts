import { defineRecipe, type RecipeDefinition } from "@chakra-ui/react";
import { inputRecipe, textareaRecipe } from "@chakra-ui/react/theme";

// Chakra's default borders are too faint to find a field by (WCAG 1.4.11 asks for 3:1): every
// form control (inputs, text areas, the native select) has these colours.
export const CONTROL_COLOURS = {
  bg: "bg",
  borderColor: "border.strong",
  _hover: { borderColor: "accent" },
} as const;

// Chakra's recipe (input or textarea) with the site's control colours in its outline look.
function withControlColours(recipe: typeof inputRecipe | typeof textareaRecipe): RecipeDefinition {
  const variant = recipe.variants?.variant;
  return {
    ...recipe,
    variants: {
      ...recipe.variants,
      variant: { ...variant, outline: { ...variant?.outline, ...CONTROL_COLOURS } },
    },
  };
}

export const siteInputRecipe = withControlColours(inputRecipe);
export const siteTextareaRecipe = withControlColours(textareaRecipe);

/**
 * A native select styled like the inputs: Chakra's NativeSelect recipe would bring every
 * component's anatomy into the shared bundle (about 3 kB gzip).
 */
export const selectRecipe = defineRecipe({
  className: "site-select",
  base: {
    width: "100%",
    ps: "4",
    pe: "10",
    borderRadius: "l2",
    borderWidth: "1px",
    ...CONTROL_COLOURS,
    appearance: "none",
    cursor: "pointer",
  },
  variants: {
    size: {
      md: { height: "10", fontSize: "sm" },
      lg: { height: "11", fontSize: "md" },
    },
  },
  defaultVariants: { size: "lg" },
});
