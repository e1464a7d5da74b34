/**
 * Which paths under content/ are content: only what the model declares. The source plugin reads
 * nothing else (gatsby-config.ts's `ignore`), and the content check refuses the rest that could
 * pass for content (plugins/gatsby-plugin-content/check/content-files.ts). Without this, any YAML or Markdown file
 * anywhere under content/ (say content/images/site.yaml) would become a node of the type its name
 * says, which no rule checks and the editor never shows.
 */
import fs from "node:fs";
import path from "node:path";
import { DEFAULT_LOCALE, LOCALES } from "../../../shared/lib/locale";
import type { ContentType } from "./content-type";
import { MEDIA_FOLDER, PHOTO_TYPES } from "./photos";

export type ContentPath =
  /** A folder the model declares (content/ itself, content/treatments, content/images). */
  | { kind: "folder" }
  /** One of the model's files: content/site.yaml, content/treatments/manicure.md. */
  | { kind: "file" }
  /** A file's twin in another language: content/site.sw.yaml, content/treatments/manicure.sw.md. */
  | { kind: "twin"; locale: string; english: string }
  /** A photo in the media folder. */
  | { kind: "photo" }
  | { kind: "unknown" };

const OTHER_LOCALES: readonly string[] = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
const PHOTO = new RegExp(`\\.(?:${Object.values(PHOTO_TYPES).flat().join("|")})$`, "i");
// A name with a language code before its extension, in any letter case ("x.sw.md", "x.fr.md",
// "x.SW.md", "x.en.yaml"): the one rule of what looks like a twin. Only a code of the model's
// other languages, in lower case, makes one (classifyContentPath); the rest are named as twins
// the site doesn't read, never read as a content file of their own.
const TWIN_LIKE = /^(.+)\.([a-z]{2})(\.(?:ya?ml|md))$/i;

/** Whether a file's name has a language code before its extension: a twin, or a misnamed one. */
export const looksLikeTwin = (name: string) => TWIN_LIKE.test(name);

/** What `relative` (a path inside content/, "/"-separated) is to the model. */
export function classifyContentPath(
  model: readonly ContentType[],
  relative: string,
  isDirectory: boolean,
): ContentPath {
  const dir = path.posix.dirname(relative);
  const name = path.posix.basename(relative);
  const folders = model.flatMap((type) => (type.source.kind === "folder" ? [type.source] : []));
  if (isDirectory) {
    return relative === "" || relative === "." || relative === MEDIA_FOLDER
      ? { kind: "folder" }
      : folders.some((folder) => folder.path === relative)
        ? { kind: "folder" }
        : { kind: "unknown" };
  }
  if (dir === MEDIA_FOLDER) return PHOTO.test(name) ? { kind: "photo" } : { kind: "unknown" };
  const twin = TWIN_LIKE.exec(name);
  // Looks like a twin, in a language the site doesn't have (or not in lower case): unknown.
  if (twin && !OTHER_LOCALES.includes(twin[2] ?? "")) return { kind: "unknown" };
  const english = twin ? `${twin[1]}${twin[3]}` : name;
  const known =
    dir === "."
      ? model.some((type) => type.source.kind === "file" && type.source.path === english)
      : folders.some(
          (folder) =>
            folder.path === dir &&
            english.endsWith(`.${folder.extension}`) &&
            !english.startsWith("."),
        );
  if (!known) return { kind: "unknown" };
  if (!twin) return { kind: "file" };
  return {
    kind: "twin",
    locale: twin[2] ?? "",
    english: dir === "." ? english : `${dir}/${english}`,
  };
}

/**
 * gatsby-source-filesystem's `ignore` (chokidar's `ignored`, called with each absolute path):
 * true for every path under `contentDir` that isn't declared content, and for every symbolic link,
 * so nothing outside content/ is followed into the site. A twin is read like its English file: the
 * content plugin makes its language's node from the two (plugins/gatsby-plugin-content/).
 */
export function ignoreUndeclared(model: readonly ContentType[], contentDir: string) {
  const root = path.resolve(contentDir);
  return (absolute: string): boolean => {
    const native = path.relative(root, path.resolve(absolute));
    // Outside content/ ("..", "../x"; another drive on Windows): not this plugin's to judge. A name
    // that only starts with two dots ("..x/site.yaml") is inside, and judged like any other.
    const outside =
      native === ".." || native.startsWith(`..${path.sep}`) || path.isAbsolute(native);
    if (outside) return false;
    const relative = native.split(path.sep).join("/");
    const stat = fs.lstatSync(absolute, { throwIfNoEntry: false });
    if (stat?.isSymbolicLink()) return true;
    const read = (found: ContentPath) => found.kind !== "unknown";
    // A path that is gone (under `gatsby develop`, a deleted file) is judged by its name, so its
    // removal still reaches the site.
    if (!stat) {
      return ![false, true].some((isDirectory) =>
        read(classifyContentPath(model, relative, isDirectory)),
      );
    }
    return !read(classifyContentPath(model, relative, stat.isDirectory()));
  };
}
