import { salonMap } from "../../../shared/lib/map-place";
import { image, labelled, object, text, paragraph, translated } from "./fields";
import { ICON_SIDE, SHARE_IMAGE } from "./photos";
import { yamlFile } from "./content-type";
import type { FieldExtension } from "./fields";
import { ruled } from "./rules";
import { siteHours } from "./site-hours";

// The form's address as the pages read it: the host's setting, when it has one, over the file's.
const formEndpoint: FieldExtension = {
  name: "formEndpoint",
  resolve: (source: { formEndpoint: string }) =>
    process.env.GATSBY_CONTACT_FORM_ENDPOINT || source.formEndpoint,
};

export const site = yamlFile(
  "site",
  "Site facts",
  "The business identity and contact facts every page, the footer, the structured data and the WhatsApp links read",
  {
    name: text("The business name, as in page titles and the header."),
    shortName: text("A short name for the phone's home screen (web app manifest)."),
    tagline: translated(text("The line under the business name on the home page.")),
    description: translated(
      paragraph("What the salon offers, for search engines and link previews."),
    ),
    phone: ruled(
      "The phone number shown to visitors, with the country code: the international format helps visitors from abroad.",
      "phone",
    ),
    whatsapp: labelled(
      "WhatsApp number",
      ruled(
        'The number booking messages go to: digits only, country code first, no "+" and no leading 0, e.g. 254700000000.',
        "whatsapp",
      ),
    ),
    email: object("SiteEmail", "The e-mail addresses.", {
      bookings: ruled("Address for bookings; the footer shows it.", "email"),
      support: ruled("Address for questions and feedback.", "email"),
    }),
    // Where the salon is, said once: the footer's address, the structured data, the contact
    // page's map and its link all come from these (the map's by shared/lib/map-place.ts).
    address: object(
      "SiteAddress",
      "Where the salon is: every page, the map and search engines read it from here.",
      {
        display: labelled(
          "Address on the page",
          translated(text("The address line the footer shows, as visitors read it.")),
        ),
        streetAddress: labelled(
          "Street address for search engines",
          text("The street address search engines read (structured data)."),
        ),
        locality: labelled(
          "Town or area",
          text("The town or area the salon is in, as search engines and previews name it."),
        ),
        country: ruled("Two-letter country code, e.g. KE.", "country"),
        coordinates: labelled(
          "Coordinates (latitude, longitude)",
          ruled(
            'Where the salon is, for search engines: in Google Maps touch and hold the salon\'s place, then copy the two numbers it shows, e.g. "-1.0575, 36.7756". The link under this box shows where they are before you save.',
            "coordinates",
          ),
        ),
        mapPlace: labelled(
          "Map: the salon's address or a Google Maps link",
          ruled(
            "What the contact page's map shows and its Open in Google Maps link opens: type the address as you would search for it on Google Maps, or paste the link Google Maps gives (Share, then Copy link). The link under this box opens it, to check before you save.",
            "mapPlace",
          ),
        ),
      },
      {
        computed: {
          mapEmbedUrl: {
            type: "String!",
            description:
              "The map the contact page frames, from `mapPlace` (or, for a short share link, the coordinates): always on https://www.google.com, the one host the page's policy frames.",
            resolve: (source: { mapPlace: string; coordinates: string }) =>
              salonMap(source.mapPlace, source.coordinates).embedUrl,
          },
          mapLink: {
            type: "String!",
            description:
              "The link that opens Google Maps at the salon: her own Google Maps link, or a search for the address she typed.",
            resolve: (source: { mapPlace: string; coordinates: string }) =>
              salonMap(source.mapPlace, source.coordinates).link,
          },
        },
      },
    ),
    hours: siteHours,
    priceRange: text("The range of prices, for search engines, e.g. KES 100 - KES 10,000."),
    formEndpoint: labelled(
      "Where the contact form sends messages",
      ruled(
        "The web address of the form service that e-mails you each message (the address of a Formspree form). The GATSBY_CONTACT_FORM_ENDPOINT setting on the host overrides it.",
        "httpsUrl",
        { extension: formEndpoint },
      ),
    ),
    map: object("SiteMap", "The map on the contact page (where it points: the address above).", {
      title: labelled(
        "Map description, for people who can't see it",
        translated(text("What the map shows; screen readers read it out.")),
      ),
    }),
    // The build makes /og-image.jpg of exactly this size from it, and the manifest's and the
    // editor's icons from the icon (plugins/gatsby-plugin-content/model/site-pictures.ts).
    shareImage: labelled(
      "Share picture",
      image(
        `The picture shown beside a link to the site in WhatsApp, Facebook and the like: ${SHARE_IMAGE.width} × ${SHARE_IMAGE.height} px, wider than tall (a larger one is cut to that shape from its middle).`,
        { minLongSide: SHARE_IMAGE.width },
      ),
    ),
    icon: labelled(
      "Site icon",
      image(
        `The square picture in the browser's tab, on a phone's home screen and on this editor: ${ICON_SIDE} × ${ICON_SIDE} px, a simple mark that still reads when small.`,
        { minLongSide: ICON_SIDE },
      ),
    ),
  },
);
