import { labelled, list, object, optionalText, translated } from "./fields";
import { yamlFile } from "./content-type";
import { GALLERY_MIN_LONG_SIDE, PHOTO_LARGEST_SIDE, pictured } from "./photos";

export const gallery = yamlFile(
  "gallery",
  "Gallery",
  "The photo gallery on the services page, in order",
  {
    items: labelled(
      "Photos",
      list(
        `The photos, in the order the slideshow shows them; use the arrows to move one. Landscape photos of at least ${GALLERY_MIN_LONG_SIDE} px on the long side look best (${PHOTO_LARGEST_SIDE}x1600 is ideal).`,
        object("GalleryPhoto", "A gallery photo.", {
          title: labelled(
            "Caption title",
            translated(optionalText("The caption's title; may be left empty.")),
          ),
          description: labelled(
            "Caption text",
            translated(optionalText("The caption's text; may be left empty.")),
          ),
          ...pictured("The photo", GALLERY_MIN_LONG_SIDE),
        }),
        { summary: "{{fields.alt}}", matchBy: "image" },
      ),
    ),
  },
);
