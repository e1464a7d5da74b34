import { defineSlotRecipe } from "@chakra-ui/react";

/**
 * A section's heading and its optional subtitle. `lg` is the home and about pages' larger heading,
 * `md` the services page's. The font comes from the Heading recipe the title is rendered with.
 */
export const sectionHeadingRecipe = defineSlotRecipe({
  className: "section-heading",
  slots: ["root", "title", "subtitle"],
  base: {
    subtitle: { color: "fg.muted", fontSize: { base: "md", md: "lg" } },
  },
  variants: {
    size: {
      md: {
        title: { fontSize: { base: "3xl", md: "4xl" }, letterSpacing: "0.04em" },
        subtitle: { mt: "3" },
      },
      lg: {
        root: { display: "flex", flexDirection: "column", gap: "4" },
        title: { fontSize: { base: "3xl", md: "5xl" }, lineHeight: "1.15" },
        subtitle: { maxW: "xl" },
      },
    },
    align: {
      center: { root: { textAlign: "center", alignItems: "center" } },
      start: {},
    },
  },
  defaultVariants: { size: "lg", align: "center" },
});
