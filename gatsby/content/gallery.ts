import { list, object, optionalText } from "./fields";
import { yamlFile } from "./content-type";
import { GALLERY_MIN_LONG_SIDE, pictured } from "./photos";
import { ruled } from "./rules";

export const gallery = yamlFile(
  "gallery",
  "Gallery",
  "The photo gallery on the services page, in order",
  {
    items: list(
      "The photos, in order. Photos must be at least 1200 px on the long side; 2400x1600 is ideal.",
      object("GalleryPhoto", "A gallery photo.", {
        id: ruled("A short id, e.g. nail-art-01.", "id"),
        title: optionalText("The caption's title; may be empty."),
        description: optionalText("The caption's text; may be empty."),
        ...pictured("The photo", GALLERY_MIN_LONG_SIDE),
      }),
      { unique: "id" },
    ),
  },
);
