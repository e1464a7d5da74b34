import fs from "fs";
import { createRequire } from "module";
import path from "path";

// The owner's editor (Sveltia CMS, a Decap-compatible editor laid out for phones) is served at
// /admin/ as static files: its prebuilt, self-contained bundle copied unedited from the pinned
// `@sveltia/cms` package, the fonts it uses copied from their npm packages, a small page that loads
// both, and config.yml (see ./config.ts). None of it goes through webpack, so visitor pages load
// none of it.

export const EDITOR_DIR = "admin";

/** The files of @sveltia/cms/dist the editor loads: the bundle and its lazy chunks (no maps). */
const RUNTIME_FILE = /^(?:chunks\/)?[\w.-]+\.js$/;

export interface EditorDist {
  version: string;
  dir: string;
  /** Paths relative to `dir`. */
  files: string[];
  licence: string;
}

/** The folder of an installed package (found from its entry point: not every package exports its package.json). */
function packageRoot(repoRoot: string, name: string): string {
  let dir = path.dirname(createRequire(path.join(repoRoot, "package.json")).resolve(name));
  while (
    !fs.existsSync(path.join(dir, "package.json")) ||
    !dir.endsWith(name.split("/").join(path.sep))
  ) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the folder of the package ${name}`);
    dir = parent;
  }
  return dir;
}

/** The pinned @sveltia/cms package, as installed for the site in `repoRoot`. */
export function editorDist(repoRoot: string): EditorDist {
  const root = packageRoot(repoRoot, "@sveltia/cms");
  const { version } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
    version: string;
  };
  const dir = path.join(root, "dist");
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => name.split(path.sep).join("/"))
    .filter((name) => RUNTIME_FILE.test(name));
  return { version, dir, files, licence: path.join(root, "LICENSE.txt") };
}

// Sveltia's stylesheet declares its fonts with @font-face rules that point at a public CDN, which
// the editor's Content-Security-Policy (font-src 'self') does not allow. The same font files ship
// in these npm packages; fonts.css declares each face again with the same family and descriptors,
// pointing at the copies under /admin/. A browser uses the face declared last (in document order)
// among equal ones: the bundle adds its styles to <head>, and fonts.css is linked in <body>, so it
// comes later. It is linked before the bundle's <script>, which therefore runs only once fonts.css
// has loaded: the first text drawn already finds these faces, and the CDN is never asked.
const LATIN =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

interface EditorFont {
  family: string;
  pkg: string;
  file: string;
  descriptors: string;
}

export const EDITOR_FONTS: readonly EditorFont[] = [
  {
    family: "Source Sans 3",
    pkg: "@fontsource-variable/source-sans-3",
    file: "source-sans-3-latin-wght-normal.woff2",
    descriptors: `font-style:normal;font-display:swap;font-weight:200 900;unicode-range:${LATIN};size-adjust:110%;`,
  },
  {
    family: "Noto Mono",
    pkg: "@fontsource/noto-mono",
    file: "noto-mono-latin-400-normal.woff2",
    descriptors: "font-style:normal;font-display:swap;font-weight:400;",
  },
  {
    // The icons: each is a word ("arrow_back") the font draws as one glyph.
    family: "Material Symbols Outlined",
    pkg: "@fontsource-variable/material-symbols-outlined",
    file: "material-symbols-outlined-latin-wght-normal.woff2",
    descriptors: `font-style:normal;font-display:block;font-weight:400;unicode-range:${LATIN}, U+2074;`,
  },
];

export function editorFontsCss(fontFolder: string): string {
  return EDITOR_FONTS.map(
    ({ family, file, descriptors }) =>
      `@font-face{font-family:'${family}';src:url(${fontFolder}/${file}) format('woff2');${descriptors}}\n`,
  ).join("");
}

/**
 * The bundle's folder is named after its version: `*.js` files are cached for a year (see
 * static/_headers), so a new version must come at a new address. The bundle finds its lazy chunks
 * next to itself.
 */
export function bundleFolder(version: string): string {
  return `sveltia-cms-${version}`;
}

export function editorPageHtml(bundleSrc: string, fontsCss: string): string {
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
    <link href="${fontsCss}" rel="stylesheet" />
    <script src="${bundleSrc}"></script>
  </body>
</html>
`;
}

/** Writes public/admin/: the page, the pinned bundle, its fonts and the editor's configuration. */
export function writeEditorFiles(repoRoot: string, publicDir: string, configYaml: string): void {
  const dist = editorDist(repoRoot);
  const editorDir = path.join(publicDir, EDITOR_DIR);
  const folder = bundleFolder(dist.version);
  fs.rmSync(editorDir, { recursive: true, force: true });
  for (const name of dist.files) {
    const target = path.join(editorDir, folder, name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(dist.dir, name), target);
  }
  fs.copyFileSync(dist.licence, path.join(editorDir, folder, "LICENSE.txt"));
  const fontDir = path.join(editorDir, folder, "fonts");
  fs.mkdirSync(fontDir, { recursive: true });
  for (const font of EDITOR_FONTS) {
    fs.copyFileSync(
      path.join(packageRoot(repoRoot, font.pkg), "files", font.file),
      path.join(fontDir, font.file),
    );
  }
  const base = `/${EDITOR_DIR}/${folder}`;
  fs.writeFileSync(path.join(editorDir, folder, "fonts.css"), editorFontsCss(`${base}/fonts`));
  fs.writeFileSync(
    path.join(editorDir, "index.html"),
    editorPageHtml(`${base}/sveltia-cms.js`, `${base}/fonts.css`),
  );
  fs.writeFileSync(path.join(editorDir, "config.yml"), configYaml);
}

/** Removes public/admin/ (the editor switched off on purpose). */
export function removeEditorFiles(publicDir: string): void {
  fs.rmSync(path.join(publicDir, EDITOR_DIR), { recursive: true, force: true });
}
