import { labelled, list, object, paragraph, text, translated } from "./fields";
import { graphqlInterface } from "./graphql";
import { yamlFile } from "./content-type";
import { contentImage, pictured } from "./photos";

// The numbers shown beside the titles ("01", "02", …) come from their places in the lists, so
// moving, adding or removing a title renumbers the rest.
const numberedTreatments = (where: string) =>
  list(
    `The treatment titles typed out one by one in ${where}, in order; each is numbered by its place.`,
    object("NumberedTreatment", "A numbered treatment title.", {
      title: translated(text("The treatment's title.")),
    }),
    { min: 1, summary: "{{fields.title}}" },
  );

// A heading, a paragraph and a photo beside them: what the three photo sections share. The page
// selects them once, through the interface (src/components/home/image-text-section.tsx).
const photoSection = () => ({
  heading: translated(text("The section's heading.")),
  text: translated(paragraph("The section's paragraph.")),
  ...pictured("The section's photo"),
});
const PHOTO_SECTION = graphqlInterface(
  "HomePhotoSection",
  "A home page section with a heading, a paragraph and a photo beside them.",
  photoSection(),
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
      object("HomeSection", "A section with a heading, a paragraph and a photo.", photoSection(), {
        implements: [PHOTO_SECTION],
      }),
    ),
    rituals: labelled(
      "BEAUTY RITUALS section",
      object(
        "HomeRituals",
        "BEAUTY RITUALS: the first numbered treatment list.",
        {
          eyebrow: labelled(
            "Small line above the heading",
            translated(text("The small line above the heading.")),
          ),
          ...photoSection(),
          items: labelled(
            "Numbered treatments",
            numberedTreatments("this section, numbered from 01"),
          ),
        },
        { implements: [PHOTO_SECTION] },
      ),
    ),
    treatments: labelled(
      "Our Treatments section",
      object(
        "HomeTreatments",
        "Our Treatments: the second numbered treatment list.",
        {
          ...photoSection(),
          items: labelled(
            "Numbered treatments",
            numberedTreatments("this section, numbered on from the rituals' last"),
          ),
        },
        { implements: [PHOTO_SECTION] },
      ),
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
);
