/**
 * The content model: every kind of content the owner edits, declared once (one file per type in
 * this folder), each type with the resolvers of the fields it computes. From it come the GraphQL
 * types and their resolvers (graphql.ts, for plugins/gatsby-plugin-content/), the build-time
 * validation (`plugins/gatsby-plugin-content/check/`), the node-side TypeScript types (`z.infer`) and the plain
 * description an editor is generated from (`describeContent`).
 */
import { about } from "./about";
import { categories } from "./categories";
import { contact } from "./contact";
import type { ContentType } from "./content-type";
import { gallery } from "./gallery";
import { home } from "./home";
import { navigation } from "./navigation";
import { pageMeta } from "./page-meta";
import { services } from "./services";
import { site } from "./site";
import { social } from "./social";
import { testimonials } from "./testimonials";
import { treatments } from "./treatments";

export { treatments };
export type { ContentSource, ContentType } from "./content-type";
export { yamlTypeName } from "./content-type";

/** Every content type, in the order an editor lists them. */
export const contentModel: readonly ContentType[] = [
  site,
  home,
  about,
  services,
  contact,
  treatments,
  categories,
  testimonials,
  gallery,
  pageMeta,
  navigation,
  social,
];
