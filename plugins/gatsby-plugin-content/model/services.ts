import { labelled, object, paragraph, text, translated } from "./fields";
import { yamlFile } from "./content-type";
import { pictured } from "./photos";

export const services = yamlFile(
  "services",
  "Services page",
  "The services page, top to bottom; the treatments and the gallery have their own files",
  {
    heading: translated(text("The page's heading.")),
    text: translated(paragraph("The line under the heading.")),
    signature: labelled(
      "SIGNATURE TREATMENTS block",
      object("ServicesSignature", "SIGNATURE TREATMENTS, the block below the heading.", {
        heading: translated(text("The block's heading.")),
        subtitle: translated(text("The line under the heading.")),
        text: translated(paragraph("The block's paragraph.")),
        ...pictured("The block's photo"),
      }),
    ),
    booking: labelled(
      "Booking list",
      object("ServicesBooking", "The booking list.", {
        heading: translated(text("The list's heading.")),
      }),
    ),
    gallery: object("ServicesGallery", "The gallery's heading.", {
      heading: translated(text("The gallery's heading.")),
      text: translated(paragraph("The line under the heading.")),
    }),
  },
);
