// What the rest of the project may use of the editor plugin (the site's security headers name its
// folder); nothing else imports the files inside (__tests__/import-cycles.test.ts).
export { EDITOR_DIR } from "./files";
