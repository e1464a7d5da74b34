// The content check's rules as plain predicates and its findings as one list, for tests that ask
// about one value or one folder of content. The build itself reads the rules through the content
// model's fields (plugins/gatsby-plugin-content/model/rules.ts) and the findings from checkContent.
import { RATING, RULES } from "../../plugins/gatsby-plugin-content/model/rules";
import { contentModel, type ContentType } from "../../plugins/gatsby-plugin-content/model";
import { checkContent, type ContentError } from "../../plugins/gatsby-plugin-content/check/index";

const matches = (which: keyof typeof RULES) => (value: unknown) =>
  typeof value === "string" && RULES[which].regex.test(value);

export const isValidDuration = matches("duration") as (value: unknown) => value is string;
export const isValidEmail = matches("email") as (value: unknown) => value is string;
export const isSitePath = matches("sitePath") as (value: unknown) => value is string;
export const isWhatsappNumber = matches("whatsapp") as (value: unknown) => value is string;

export function isValidRating(value: unknown): value is number {
  return (
    typeof value === "number" &&
    Number.isInteger(value) &&
    value >= RATING.min &&
    value <= RATING.max
  );
}

/**
 * Every finding about the content files under `contentDir` against `model` (the site's by
 * default), paths relative to `repoRoot`; [] when the content is fine.
 */
export async function validateContent(
  contentDir: string,
  repoRoot: string,
  model: readonly ContentType[] = contentModel,
): Promise<ContentError[]> {
  return (await checkContent(contentDir, repoRoot, model)).findings;
}
