import { labelled, object, paragraph, text } from "./fields";
import { yamlFile } from "./content-type";
import { pictured } from "./photos";

export const services = yamlFile(
  "services",
  "Services page",
  "The services page, top to bottom; the treatments and the gallery have their own files",
  {
    heading: text("The page's heading."),
    text: paragraph("The line under the heading."),
    signature: labelled(
      "SIGNATURE TREATMENTS block",
      object("ServicesSignature", "SIGNATURE TREATMENTS, the block below the heading.", {
        heading: text("The block's heading."),
        subtitle: text("The line under the heading."),
        text: paragraph("The block's paragraph."),
        ...pictured("The block's photo"),
      }),
    ),
    booking: labelled(
      "Booking list",
      object("ServicesBooking", "The booking list.", {
        heading: text("The list's heading."),
      }),
    ),
    gallery: object("ServicesGallery", "The gallery's heading.", {
      heading: text("The gallery's heading."),
      text: paragraph("The line under the heading."),
    }),
  },
);
