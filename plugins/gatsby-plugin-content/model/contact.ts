import { labelled, object, paragraph, text, translated } from "./fields";
import { yamlFile } from "./content-type";

export const contact = yamlFile(
  "contact",
  "Contact page",
  "The contact page's words; phone, e-mail, hours, map and form address are site facts",
  {
    heading: translated(text("The page's heading.")),
    text: translated(paragraph("The line under the heading.")),
    details: object("ContactDetails", "The contact details block.", {
      heading: translated(text("The block's heading.")),
      phoneLabel: translated(text("Label of the phone number.")),
      whatsappLabel: labelled("WhatsApp label", translated(text("Label of the WhatsApp link."))),
      whatsappLink: labelled("WhatsApp link text", translated(text("Text of the WhatsApp link."))),
      emailLabel: translated(text("Label of the e-mail addresses.")),
      bookingsLabel: translated(text("Label of the bookings address.")),
      supportLabel: translated(text("Label of the support address.")),
      socialLabel: translated(text("Label of the social profiles.")),
    }),
    form: object("ContactForm", "The contact form.", {
      heading: translated(text("The form's heading.")),
      note: translated(text("The line under the heading, e.g. that every field is required.")),
    }),
    map: object("ContactMap", "The map.", {
      heading: translated(text("The map's heading.")),
      linkText: translated(text("The text of the link that opens the map in a new tab.")),
    }),
  },
);
