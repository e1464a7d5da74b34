import { VALUE_ICONS } from "../../../shared/lib/value-icons";
import { labelled, list, object, paragraph, select, text, translated } from "./fields";
import { yamlFile } from "./content-type";
import { contentImage, pictured } from "./photos";

export const about = yamlFile("about", "About page", "The about page, top to bottom", {
  hero: labelled(
    "First screen",
    object("AboutHero", "The first screen.", {
      heading: translated(text("The page's heading.")),
      tagline: translated(text("The line under the heading.")),
      ...pictured("The first screen's photo"),
    }),
  ),
  apart: labelled(
    "WHAT SETS US APART?",
    object("AboutApart", "WHAT SETS US APART? with its numbered items.", {
      heading: translated(text("The section's heading.")),
      items: labelled(
        "Numbered items",
        list(
          "The numbered items, in order; each is numbered by its place (01, 02, …).",
          object("ApartItem", "A numbered item.", {
            title: translated(text("The item's title.")),
            description: translated(paragraph("The item's text.")),
          }),
          { min: 1, summary: "{{fields.title}}" },
        ),
      ),
    }),
  ),
  wideImage: labelled("Photo across the page", contentImage("The photo across the page")),
  values: labelled(
    "Vision, mission and values",
    object("AboutValues", "Vision, mission and values, one card each.", {
      heading: translated(text("The section's heading.")),
      items: labelled(
        "Cards",
        list(
          "The cards, in order.",
          object("VisionItem", "A card.", {
            title: translated(text("The card's title.")),
            icon: select(`The card's icon: one of ${VALUE_ICONS.join(", ")}.`, VALUE_ICONS),
            description: translated(paragraph("The card's text.")),
          }),
          { matchBy: "icon" },
        ),
      ),
    }),
  ),
});
