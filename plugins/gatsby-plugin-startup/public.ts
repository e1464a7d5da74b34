// What the rest of the project may use of the start-up layer (the site's inline scripts list its
// bundle loader, whose hash the security headers allow); nothing else imports the files inside
// (__tests__/import-cycles.test.ts).
export { BUNDLE_LOADER, BUNDLE_LOADER_ID } from "./defer-bundles";
