// What the rest of the project may use of the content plugin: the site's configuration, its own
// build steps and the other plugins import from here, never from model/ or check/ directly
// (__tests__/import-cycles.test.ts holds them to it). The unit tests alone read the files inside.
// Gatsby itself loads the plugin from package.json's main (index.js) and its gatsby-node.ts.
export * from "./public-browser";
export { readContentYamlSync } from "./check/load";
export { contentModel } from "./model";
export { ignoreUndeclared } from "./model/content-files";
export type { CollectionDescription, ContentDescription, FieldDescription } from "./model/describe";
export { describeContent } from "./model/describe";
export type { PageKey } from "./model/page-meta";
export { PHOTO_LARGEST_SIDE, PHOTO_TYPES, SHARE_IMAGE } from "./model/photos";
export type { ResolverContext } from "./model/resolver-context";
export { localeOf, wordsOf } from "./model/resolver-context";
export { isHttpsUrl, RULES } from "./model/rules";
export { buildDay } from "./model/site-hours";
export { pictureFile, sitePictures } from "./model/site-pictures";
export { containsTranslated, twinPath } from "./model/translations";
export { treatmentOrder, type TreatmentFrontmatter } from "./model/treatments";
export { siteFolder } from "./site-folder";
export { siteNode } from "./site-node";
