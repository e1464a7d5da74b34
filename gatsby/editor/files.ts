import fs from "fs";
import { createRequire } from "module";
import path from "path";

// The owner's editor (Decap CMS) is served at /admin/ as static files: its prebuilt, self-contained
// bundle (it carries its own React, apart from the site's) copied unedited from the pinned
// `decap-cms` package, a small page that loads it, and config.yml (see ./config.ts). None of it
// goes through webpack, so visitor pages load none of it.

export const EDITOR_DIR = "admin";

/** The files of decap-cms/dist the editor loads: the bundle, its lazy chunks, wasm, the licence. */
const RUNTIME_FILE = /^(?:\d+\.)?decap-cms\.js(?:\.LICENSE\.txt)?$|\.wasm$/;

export interface DecapDist {
  version: string;
  dir: string;
  files: string[];
}

/** The pinned decap-cms package, as installed for the site in `repoRoot`. */
export function decapDist(repoRoot: string): DecapDist {
  const manifest = createRequire(path.join(repoRoot, "package.json")).resolve(
    "decap-cms/package.json",
  );
  const { version } = JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string };
  const dir = path.join(path.dirname(manifest), "dist");
  const files = fs.readdirSync(dir).filter((name) => RUNTIME_FILE.test(name));
  return { version, dir, files };
}

/**
 * The bundle's folder is named after its version: `*.js` files are cached for a year (see
 * static/_headers), so a new version must come at a new address. The bundle finds its lazy chunks
 * next to itself (webpack's automatic public path).
 */
export function bundleFolder(version: string): string {
  return `decap-cms-${version}`;
}

export function editorPageHtml(bundleSrc: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor</title>
    <link href="/${EDITOR_DIR}/config.yml" type="text/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="${bundleSrc}"></script>
  </body>
</html>
`;
}

/** Writes public/admin/: the page, the pinned bundle and the editor's configuration. */
export function writeEditorFiles(repoRoot: string, publicDir: string, configYaml: string): void {
  const dist = decapDist(repoRoot);
  const editorDir = path.join(publicDir, EDITOR_DIR);
  const folder = bundleFolder(dist.version);
  fs.rmSync(editorDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(editorDir, folder), { recursive: true });
  for (const name of dist.files) {
    fs.copyFileSync(path.join(dist.dir, name), path.join(editorDir, folder, name));
  }
  fs.writeFileSync(
    path.join(editorDir, "index.html"),
    editorPageHtml(`/${EDITOR_DIR}/${folder}/decap-cms.js`),
  );
  fs.writeFileSync(path.join(editorDir, "config.yml"), configYaml);
}
