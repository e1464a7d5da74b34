import { checkNumberSequence, labelled, list, object, paragraph, text, translated } from "./fields";
import { yamlFile } from "./content-type";
import { contentImage, pictured } from "./photos";
import { ruled } from "./rules";

const numberedTreatments = (where: string) =>
  list(
    `The numbered treatment titles typed out one by one in ${where}.`,
    object("NumberedTreatment", "A numbered treatment title.", {
      number: ruled(
        'Its number, in quotes: "01", "02", … counting on across both lists.',
        "twoDigits",
      ),
      title: translated(text("The treatment's title.")),
    }),
    { min: 1, summary: "{{fields.number}} {{fields.title}}" },
  );

export const home = yamlFile(
  "home",
  "Home page",
  "The home page, section by section, top to bottom",
  {
    hero: labelled(
      "First screen",
      object("HomeHero", "The first screen.", {
        welcome: translated(text('The heading reads "<welcome> <business name>".')),
        text: translated(paragraph("The paragraph under the heading.")),
        ...pictured("The first screen's photo"),
      }),
    ),
    split: labelled(
      "Photo beside text",
      object("HomeSection", "A section with a heading, a paragraph and a photo.", {
        heading: translated(text("The section's heading.")),
        text: translated(paragraph("The section's paragraph.")),
        ...pictured("The section's photo"),
      }),
    ),
    rituals: labelled(
      "BEAUTY RITUALS section",
      object("HomeRituals", "BEAUTY RITUALS: the first numbered treatment list.", {
        eyebrow: labelled(
          "Small line above the heading",
          translated(text("The small line above the heading.")),
        ),
        heading: translated(text("The section's heading.")),
        text: translated(paragraph("The section's paragraph.")),
        ...pictured("The section's photo"),
        items: labelled("Numbered treatments", numberedTreatments("this section, from 01")),
      }),
    ),
    treatments: labelled(
      "Our Treatments section",
      object("HomeTreatments", "Our Treatments: the second numbered treatment list.", {
        heading: translated(text("The section's heading.")),
        text: translated(paragraph("The section's paragraph.")),
        ...pictured("The section's photo"),
        items: labelled(
          "Numbered treatments",
          numberedTreatments("this section, continuing the numbers of the rituals"),
        ),
      }),
    ),
    team: labelled("Team photo", contentImage("The team photo across the page")),
    reviews: labelled(
      "Reviews heading",
      object("HomeReviews", "The heading of the testimonials carousel.", {
        heading: translated(text("The section's heading.")),
        text: translated(paragraph("The line under the heading.")),
      }),
    ),
  },
  {
    // The two lists are numbered as one sequence: the treatments continue after the rituals.
    check: (home, ctx) => {
      checkNumberSequence(home.rituals.items, "number", ctx, { path: ["rituals", "items"] });
      checkNumberSequence(home.treatments.items, "number", ctx, {
        first: home.rituals.items.length + 1,
        path: ["treatments", "items"],
      });
    },
  },
);
