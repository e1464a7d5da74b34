import { defineRecipe } from "@chakra-ui/react";

/** The site's card surface: a panel on the page's background, with a thin border. */
export const panelRecipe = defineRecipe({
  className: "panel",
  base: {
    bg: "bg.panel",
    borderWidth: "1px",
    borderColor: "border",
    borderRadius: "2xl",
  },
  variants: {
    /** A card that stands off the page (the lists and carousels' cards). */
    raised: { true: { boxShadow: "sm" } },
    /** A section laid out as a card, with the room its heading and content need. */
    padded: { true: { p: { base: "5", md: "8" } } },
  },
});

/** The `h2` of a panel section (and of the sections that sit beside one, such as the map). */
export const panelTitleRecipe = defineRecipe({
  className: "panel-title",
  base: { fontSize: { base: "2xl", md: "3xl" }, color: "fg" },
});
