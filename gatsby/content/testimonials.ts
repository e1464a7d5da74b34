import { labelled, list, object, paragraph, rangedInteger, text, translated } from "./fields";
import { yamlFile } from "./content-type";
import { pictured } from "./photos";
import { RATING } from "./rules";

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
          ...pictured("The client's portrait"),
        }),
        { summary: "{{fields.name}} · {{fields.service}}" },
      ),
    ),
  },
);
