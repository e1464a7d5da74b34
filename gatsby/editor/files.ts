import fs from "fs";
import path from "path";
import { editorBundle } from "./bundle";

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

export function editorPageHtml(scriptSrc: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor</title>
    <link href="/${EDITOR_DIR}/config.yml" type="application/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script type="module" src="${scriptSrc}"></script>
  </body>
</html>
`;
}

/** Writes public/admin/: the page, the editor's bundle and licences, and its configuration. */
export async function writeEditorFiles(
  repoRoot: string,
  publicDir: string,
  configYaml: string,
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
    editorPageHtml(`/${EDITOR_DIR}/${folder}/${bundle.script}`),
  );
  fs.writeFileSync(path.join(editorDir, "config.yml"), configYaml);
}

/** Removes public/admin/ (the editor switched off on purpose). */
export function removeEditorFiles(publicDir: string): void {
  fs.rmSync(path.join(publicDir, EDITOR_DIR), { recursive: true, force: true });
}
