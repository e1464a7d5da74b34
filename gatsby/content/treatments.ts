import type { z } from "zod";
import { integer, list, object, text, type FieldSpec } from "./fields";
import type { ContentType } from "./content-type";
import { ruled } from "./rules";

const fields = {
  id: ruled("The treatment's id; also its file name (<id>.md).", "id", { fieldName: "slug" }),
  name: text("The name visitors see, e.g. Facials & Skincare."),
  duration: ruled('How long it takes, e.g. "45 mins", "1 hr", "2 hrs", "3 months".', "duration"),
  price: ruled(
    'The price, e.g. "KES 1,200" (KES and thousands commas), or "Contact for pricing".',
    "price",
  ),
  categories: list(
    "The booking-list tabs it appears in (ids from the categories).",
    ruled("A category id.", "id"),
    { min: 1 },
  ),
  order: integer("Its place in the All Services list; each treatment has its own.", { min: 1 }),
};

const body: FieldSpec = {
  description: "The description: two or three sentences of plain text or Markdown, no HTML.",
  widget: "markdown",
  type: "string",
  required: true,
};

export const treatments: ContentType<typeof fields> = {
  name: "treatments",
  label: "Treatments",
  source: { kind: "folder", path: "treatments", extension: "md", idField: "id", body },
  root: object(
    "Treatment",
    "A treatment (content/treatments/<id>.md); the Markdown below the frontmatter is its description.",
    fields,
    {
      computed: {
        priceAmount: {
          type: "Int",
          description: "The price in KES as a number, or null when the price is on request.",
        },
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
