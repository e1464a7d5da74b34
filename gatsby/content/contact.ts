import { labelled, object, paragraph, text } from "./fields";
import { yamlFile } from "./content-type";

export const contact = yamlFile(
  "contact",
  "Contact page",
  "The contact page's words; phone, e-mail, hours, map and form address are site facts",
  {
    heading: text("The page's heading."),
    text: paragraph("The line under the heading."),
    details: object("ContactDetails", "The contact details block.", {
      heading: text("The block's heading."),
      phoneLabel: text("Label of the phone number."),
      whatsappLabel: labelled("WhatsApp label", text("Label of the WhatsApp link.")),
      whatsappLink: labelled("WhatsApp link text", text("Text of the WhatsApp link.")),
      emailLabel: text("Label of the e-mail addresses."),
      bookingsLabel: text("Label of the bookings address."),
      supportLabel: text("Label of the support address."),
      socialLabel: text("Label of the social profiles."),
    }),
    form: object("ContactForm", "The contact form.", {
      heading: text("The form's heading."),
      note: text("The line under the heading, e.g. that every field is required."),
    }),
    map: object("ContactMap", "The map.", {
      heading: text("The map's heading."),
      linkText: text("The text of the link that opens the map in a new tab."),
    }),
  },
);
