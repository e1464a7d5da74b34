import { LOCALE_NAMES, LOCALES } from "../../../shared/lib/locale";
import {
  labelled,
  list,
  object,
  paragraph,
  rangedInteger,
  select,
  text,
  translated,
} from "./fields";
import { yamlFile } from "./content-type";
import { pictured } from "./photos";
import { RATING } from "./rules";

// Each language by its own name ("English", "Kiswahili"), as the owner picks it in the editor.
const REVIEW_LANGUAGES = LOCALES.map((locale) => LOCALE_NAMES[locale]) as [string, ...string[]];

export const testimonials = yamlFile(
  "testimonials",
  "Testimonials",
  'Client reviews in the "What Our Clients Say" carousel on the home page, in order',
  {
    items: labelled(
      "Reviews",
      list(
        "The reviews, in order. Ask the client's permission before publishing their words and photo.",
        object("Testimonial", "A client's review.", {
          name: text("The client's first name and initial, e.g. Wanjiru K."),
          service: translated(text("The treatment the review is about.")),
          rating: labelled(
            "Stars",
            rangedInteger("Stars, a whole number from 1 to 5.", "rating-range", RATING, {
              what: "a rating",
              how: "Use a whole number of stars from 1 to 5.",
            }),
          ),
          feedback: labelled("What the client said", paragraph("The client's words.")),
          // The review stays in the client's words on the pages in every language; the language
          // they wrote in marks it for screen readers where the page is in another one.
          language: labelled(
            "Language of the review",
            select(
              "The language the client wrote in. Their words are shown as written on every page.",
              REVIEW_LANGUAGES,
            ),
          ),
          ...pictured("The client's portrait"),
        }),
        { summary: "{{fields.name}} · {{fields.service}}", matchBy: "name" },
      ),
    ),
  },
);
