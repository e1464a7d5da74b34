import type { z } from "zod";
import { integer, labelled, object, references, text, type FieldSpec, translated } from "./fields";
import type { ContentType } from "./content-type";
import { ruled } from "./rules";

const fields = {
  id: labelled(
    "Short name for the address",
    ruled(
      'Lower-case words joined by hyphens, e.g. "gel-polish"; it is also the file\'s name. Set it once, when adding the treatment.',
      "id",
      { fieldName: "slug" },
    ),
  ),
  name: translated(text("The name visitors see, e.g. Facials & Skincare.")),
  duration: ruled('How long it takes, e.g. "45 mins", "1 hr", "2 hrs", "3 months".', "duration"),
  price: ruled(
    'The price, e.g. "KES 1,200" (KES and thousands commas), or "Contact for pricing".',
    "price",
  ),
  categories: references(
    "The booking-list tabs it appears in, besides All Services.",
    ruled("A category id.", "id"),
    { collection: "categories", list: "items", valueField: "id", displayField: "name" },
    { min: 1 },
  ),
  order: labelled(
    "Place in the list",
    integer(
      "Its place in the All Services list (1 is first); treatments with the same number are listed by name.",
      {
        min: 1,
      },
    ),
  ),
};

const body: FieldSpec = {
  label: "Description",
  description: "Two or three sentences visitors read under Read More: plain text, no HTML.",
  widget: "markdown",
  type: "string",
  required: true,
  translated: true,
};

export const treatments: ContentType<typeof fields> = {
  name: "treatments",
  label: "Treatments",
  source: {
    kind: "folder",
    path: "treatments",
    extension: "md",
    idField: "id",
    body,
    summary: "{{name}} · {{price}}",
  },
  root: object(
    "Treatment",
    "A treatment (content/treatments/<id>.md); the Markdown below the frontmatter is its description.",
    fields,
    {
      computed: {
        // Set on the node from the Markdown below the frontmatter (gatsby-node.ts).
        description: { type: "String!", description: "The description as plain text." },
        descriptionHtml: {
          type: "String!",
          description: "The description as sanitised HTML.",
          directive: "@treatmentHtml",
        },
      },
    },
  ),
};

/** A treatment's frontmatter once the validator has accepted it. */
export type TreatmentFrontmatter = z.infer<typeof treatments.root.schema>;
