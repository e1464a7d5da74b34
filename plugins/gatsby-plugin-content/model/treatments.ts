import type { Node } from "gatsby";
import type { GraphQLFieldResolver, GraphQLObjectType } from "graphql";
import sanitizeHtml from "sanitize-html";
import type { z } from "zod";
import type { ContentType } from "./content-type";
import { DESCRIPTION_GUIDE, DESCRIPTION_PATTERN, DESCRIPTION_TAGS } from "./description";
import {
  image,
  integer,
  labelled,
  object,
  optional,
  references,
  text,
  translated,
  type FieldExtension,
  type FieldSpec,
} from "./fields";
import { SHARE_IMAGE } from "./photos";
import { buildDay } from "./site-hours";
import type { ResolverContext } from "./resolver-context";
import { dayField, ruled } from "./rules";
import { TRANSLATED_TEXT_TYPE, translatedText } from "./translated-text";

const fields = {
  name: translated(text("The name visitors see, e.g. Facials & Skincare.")),
  duration: ruled('How long it takes, e.g. "45 mins", "1 hr", "2 hrs", "3 months".', "duration"),
  price: ruled(
    'The price, e.g. "KES 1,200" (KES and thousands commas), or "Contact for pricing".',
    "price",
  ),
  categories: references(
    "The booking-list tabs it appears in. All Services lists every treatment anyway: tick it alone when no other tab fits.",
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
  // Its page's picture and its link preview's (plugins/gatsby-plugin-page-head/treatment-image.ts):
  // made from the salon's look when she gives none.
  photo: labelled(
    "Photo for its page's link preview (optional)",
    optional(
      image(
        `The picture WhatsApp and Facebook show beside a link to this treatment, under its name and price. Wider than tall is best: it is cut to ${SHARE_IMAGE.width} × ${SHARE_IMAGE.height} px from its middle. Leave it empty for a picture in the salon's colours.`,
        { minLongSide: SHARE_IMAGE.width },
      ),
    ),
  ),
  offer: labelled(
    "Offer (optional)",
    optional(
      object(
        "TreatmentOffer",
        "A special price until a day: the row, the WhatsApp messages and search engines show it until then, and the normal price from the day after, by themselves.",
        {
          price: labelled(
            "Offer price",
            ruled('The price during the offer, e.g. "KES 900".', "offerPrice"),
          ),
          until: labelled(
            "Last day of the offer",
            dayField("The last day the offer price holds.", { required: true }),
          ),
          line: labelled(
            "Offer line",
            translated(text('A few words visitors read beside the price, e.g. "Festive offer".')),
          ),
        },
      ),
    ),
  ),
};

/** An offer as its node holds it (in its language). */
type OfferData = { price: string; until: string; line: string };

const body: FieldSpec = {
  label: "Description",
  description: `${DESCRIPTION_GUIDE.sentences.replace(/^./, (first) => first.toUpperCase())} sentences (about ${DESCRIPTION_GUIDE.chars} characters) visitors read under Read More: plain text, with bold, italics and lists if you like.`,
  widget: "markdown",
  type: "string",
  required: true,
  // Its formatting and its length are refused by the editor at the field before saving (the
  // pattern), and the note under it quotes what to change in the build's words (descriptionProblem
  // in ./description.ts, run by plugins/gatsby-plugin-editor/field-notes.ts).
  pattern: DESCRIPTION_PATTERN,
  translated: true,
};

// Raw HTML in Markdown reaches remark's `html` untouched; only plain formatting is let through.
// The build refuses a description holding anything else (plugins/gatsby-plugin-content/check/markdown-body.ts), so
// this removes nothing from valid content: it is the second line. The HTML is gatsby-transformer-
// remark's of the Markdown node the Treatment names in `markdown` (set where the node is made,
// plugins/gatsby-plugin-content/treatment-nodes.ts): its own file's, or in another language its
// twin's ("manicure.sw.md") when the twin has a description.
const treatmentHtml: FieldExtension = {
  name: "treatmentHtml",
  async resolve(
    source: Node & { markdown: string; untranslated?: readonly string[] | null },
    args: Record<string, unknown>,
    context: ResolverContext,
    info: Parameters<GraphQLFieldResolver<unknown, unknown>>[3],
  ) {
    const markdown = context.nodeModel.getNodeById({ id: source.markdown });
    const markdownType = info.schema.getType("MarkdownRemark") as GraphQLObjectType;
    const resolveHtml = markdownType.getFields().html.resolve!;
    const html = (await resolveHtml(markdown, args, context, info)) as string;
    const clean = sanitizeHtml(html, { allowedTags: [...DESCRIPTION_TAGS], allowedAttributes: {} });
    // In English where the twin has no description ("body" in `untranslated`).
    return translatedText(source, "body", clean);
  },
};

export const treatments: ContentType<typeof fields> = {
  name: "treatments",
  label: "Treatments",
  source: {
    kind: "folder",
    path: "treatments",
    extension: "md",
    // The file name is the treatment's id: made from its name when it is added, never changed.
    nameField: "name",
    body,
    summary: "{{name}} · {{price}}",
  },
  root: object(
    "Treatment",
    "A treatment (content/treatments/<slug>.md); the Markdown below the frontmatter is its description.",
    fields,
    {
      computed: {
        // Set on the node from its file (plugins/gatsby-plugin-content/treatment-nodes.ts).
        slug: {
          type: "String!",
          description:
            "Its file's name without .md, e.g. gel-polish: its id in the page's addresses and in a visitor's stored booking. Made from the name when it is added, never changed.",
        },
        description: { type: "String!", description: "The description as plain text." },
        currentOffer: {
          type: "TreatmentOffer",
          description:
            "Its offer, when it was not over on the day of the build (the page drops it on the day after its last, on the visitor's clock); null otherwise.",
          resolve: async (
            source: { offer?: OfferData | null },
            _args: unknown,
            context: ResolverContext,
          ) => {
            const { offer } = source;
            if (!offer) return null;
            // The salon's calendar: its time zone, as the site facts name it.
            const site = (await context.nodeModel.findOne({
              type: "SiteYaml",
              query: { filter: { locale: { eq: "en" } } },
            })) as unknown as { hours: { timeZone: string } } | null;
            // ISO days compare correctly as text.
            return offer.until >= buildDay(site?.hours.timeZone ?? "Africa/Nairobi") ? offer : null;
          },
        },
        descriptionHtml: {
          type: `${TRANSLATED_TEXT_TYPE}!`,
          description:
            "The description as sanitised HTML (its `text`), and its language where that is not the page's.",
          extension: treatmentHtml,
        },
      },
    },
  ),
};

/** A treatment's frontmatter once the validator has accepted it. */
export type TreatmentFrontmatter = z.infer<typeof treatments.root.schema>;

/**
 * The services page's order of treatments, which the structured data's list follows too: by place
 * in the list, and treatments sharing a place by name (the build allows it: the editor cannot see
 * the other files' numbers).
 */
export const treatmentOrder = (
  a: Pick<TreatmentFrontmatter, "order" | "name">,
  b: Pick<TreatmentFrontmatter, "order" | "name">,
) => a.order - b.order || a.name.localeCompare(b.name);

/**
 * `treatmentList(locale)`: every treatment in one language, once, in the services page's order. A
 * page asks for the list with each treatment's categories, and a tab shows those that name it
 * (the one showing all, every one): no tab carries a copy of its treatments.
 */
export const treatmentList = {
  type: "[Treatment!]!",
  description:
    "Every treatment in one language, in the services page's order: by its place in the list, then by name. Each names its categories (the tabs it is in).",
  args: { locale: "String!" },
  async resolve(_source: unknown, { locale }: { locale: string }, context: ResolverContext) {
    const { entries } = await context.nodeModel.findAll({
      type: "Treatment",
      query: { filter: { locale: { eq: locale } } },
    });
    return [...entries].sort((a, b) =>
      treatmentOrder(a as unknown as TreatmentFrontmatter, b as unknown as TreatmentFrontmatter),
    );
  },
};
