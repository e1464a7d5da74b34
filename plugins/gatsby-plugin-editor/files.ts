import fs from "fs";
import path from "path";
import { editorBundle } from "./bundle";
import { HELP_FOLDER, HELP_LINK, helpPageHtml, SIGN_IN_HELP_ID } from "./help";
import { adminPageHtml } from "./page-html";

// The owner's editor (Sveltia CMS, a Decap-compatible editor laid out for phones) is served at
// /admin/ as static files: its bundle, made from the pinned `@sveltia/cms` package (./bundle.ts),
// a small page that loads it, and config.yml (see ./config.ts). None of it goes through Gatsby's
// webpack, so visitor pages load none of it.

export const EDITOR_DIR = "admin";

/**
 * The bundle's folder is named after the version of Sveltia CMS it holds; its script and chunks
 * are named after their content (and cached for a year, see static/_headers).
 */
export function bundleFolder(version: string): string {
  return `sveltia-cms-${version}`;
}

/** The salon's name and icon (an image file), which the editor shows as its own. */
export interface EditorLook {
  name: string;
  icon: string;
}

/** The editor's title in the browser's tab and on its sign-in screen. */
export const editorTitle = (salonName: string): string => `${salonName} editor`;

/** The icon's copy under /admin/, which the configuration names as the editor's logo. */
export const logoFile = (icon: string): string => `logo${path.extname(icon).toLowerCase()}`;

/**
 * The page that loads the editor. Below it, a link to the sign-in help (./help.ts), which the
 * editor's script hides once she has signed in (./start.ts): Sveltia CMS's sign-in screen shows
 * nothing of ours but the title and the logo. It hides the link's box, whose own style sets no
 * `display`: an inline `display` outweighs the `hidden` attribute, and the link stayed over the
 * editor's buttons (its "Add Photos") after she had signed in.
 */
export function editorPageHtml(scriptSrc: string, title: string): string {
  return adminPageHtml({
    title,
    head: `    <link href="/${EDITOR_DIR}/config.yml" type="application/yaml" rel="cms-config-url" />
`,
    body: `    <div id="${SIGN_IN_HELP_ID}" style="position: fixed; z-index: 1000; left: 50%; bottom: 1rem; transform: translateX(-50%)"><a href="/${EDITOR_DIR}/${HELP_FOLDER}/" style="display: inline-flex; align-items: center; padding: 0 1rem; min-height: 44px; white-space: nowrap; border-radius: 22px; font: 16px system-ui, sans-serif; color: #0b57d0; background: #ffffff; box-shadow: 0 1px 4px rgb(0 0 0 / 30%)">${HELP_LINK.en} · <span lang="sw">${HELP_LINK.sw}</span></a></div>
    <script type="module" src="${scriptSrc}"></script>
`,
  });
}

/** Writes public/admin/: the page, the editor's bundle and licences, and its configuration. */
export async function writeEditorFiles(
  repoRoot: string,
  publicDir: string,
  configYaml: string,
  look: EditorLook,
): Promise<void> {
  const bundle = await editorBundle(repoRoot);
  const editorDir = path.join(publicDir, EDITOR_DIR);
  const folder = bundleFolder(bundle.version);
  fs.rmSync(editorDir, { recursive: true, force: true });
  fs.cpSync(bundle.dir, path.join(editorDir, folder), { recursive: true });
  for (const licence of bundle.licences) {
    fs.copyFileSync(licence, path.join(editorDir, folder, path.basename(licence)));
  }
  fs.writeFileSync(
    path.join(editorDir, "index.html"),
    editorPageHtml(`/${EDITOR_DIR}/${folder}/${bundle.script}`, editorTitle(look.name)),
  );
  fs.copyFileSync(look.icon, path.join(editorDir, logoFile(look.icon)));
  fs.mkdirSync(path.join(editorDir, HELP_FOLDER));
  fs.writeFileSync(path.join(editorDir, HELP_FOLDER, "index.html"), helpPageHtml(look.name));
  fs.writeFileSync(path.join(editorDir, "config.yml"), configYaml);
}

/** Removes public/admin/ (the editor switched off on purpose). */
export function removeEditorFiles(publicDir: string): void {
  fs.rmSync(path.join(publicDir, EDITOR_DIR), { recursive: true, force: true });
}
