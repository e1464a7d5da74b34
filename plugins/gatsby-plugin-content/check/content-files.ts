/**
 * Everything under content/ that isn't the model's: the source plugin reads only declared paths
 * (plugins/gatsby-plugin-content/model/content-files.ts), so a file the model doesn't know would silently never appear,
 * and a symbolic link could publish a file from outside the repository. The check names each one.
 *
 * The YAML files directly under content/ and the files in a declared folder are judged by the
 * loader (load.ts: unknown and missing files, with a suggested name); this walk judges the rest:
 * every symbolic link, every twin's name, every hidden file or folder (".x.yaml", "..x/": the
 * loader lists none), any other file directly in content/ ("notes.md"), and whatever lies in
 * other folders.
 */
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import * as path from "node:path";
import type { ContentType } from "../model";
import { classifyContentPath } from "../model/content-files";
import { MEDIA_FOLDER } from "../model/photos";
import type { ContentError } from "./errors";
import { isLanguageTwin, relativeFile } from "./load";

const CONTENT_TEXT = /\.(?:md|markdown|ya?ml)$/i;

function twinAdvice(name: string, model: readonly ContentType[]): string {
  const stem = name.replace(/\.[a-z]{2}\.[a-z]+$/i, "");
  const english = model
    .map((type) => (type.source.kind === "file" ? type.source.path : ""))
    .find((file) => file.replace(/\.[a-z]+$/, "") === stem);
  return english
    ? ` A translation of ${english} is named "${english.replace(/(\.[a-z]+)$/, ".sw$1")}".`
    : ' Name it after the English file, with the language before its extension, e.g. "home.sw.yaml" or "manicure.sw.md".';
}

function judge(
  model: readonly ContentType[],
  contentDir: string,
  inside: string,
  file: string,
  isDirectory: boolean,
): ContentError[] {
  const found = classifyContentPath(model, inside, isDirectory);
  const name = path.posix.basename(inside);
  // A twin of a missing file of the model's: the loader names the missing file.
  const ofModelFile = model.some(
    (type) =>
      type.source.kind === "file" && found.kind === "twin" && type.source.path === found.english,
  );
  if (found.kind === "twin" && !ofModelFile && !existsSync(path.join(contentDir, found.english))) {
    return [
      {
        file,
        field: "",
        rule: "twin-name",
        message: `"${name}" has no English file "${path.posix.basename(found.english)}" beside it, so nothing reads it. Name it after the English file.`,
      },
    ];
  }
  const dir = path.posix.dirname(inside);
  // The loader lists no hidden file, and directly in content/ only YAML files.
  const judgedByLoader =
    !isLanguageTwin(name) &&
    !name.startsWith(".") &&
    ((dir === "." && /\.ya?ml$/i.test(name)) ||
      model.some((type) => type.source.kind === "folder" && type.source.path === dir));
  if (isDirectory || found.kind !== "unknown" || judgedByLoader) return [];
  if (isLanguageTwin(name) && dir !== MEDIA_FOLDER) {
    return [
      {
        file,
        field: "",
        rule: "twin-name",
        message: `"${name}" is not the name of a translation the site reads, so its text would never appear.${twinAdvice(name, model)}`,
      },
    ];
  }
  if (CONTENT_TEXT.test(name)) {
    return [
      {
        file,
        field: "",
        rule: "unknown-file",
        message: `"${inside}" is not a content file the site reads, so nothing in it appears on the site. Content files live directly in content/ (and treatments in content/treatments/); move or delete it.`,
      },
    ];
  }
  return [
    {
      file,
      field: "",
      rule: "unknown-file",
      message: `"${inside}" is not used by the site and is not published. Photos go in content/${MEDIA_FOLDER}/ as JPEG, PNG, WebP or AVIF.`,
      severity: "warning",
    },
  ];
}

/** Every symbolic link, misnamed twin and undeclared file under `contentDir`. */
export async function contentFileErrors(
  model: readonly ContentType[],
  contentDir: string,
  repoRoot: string,
): Promise<ContentError[]> {
  const errors: ContentError[] = [];
  const walk = async (dir: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return; // a missing folder is the loader's finding
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const absolute = path.join(dir, entry.name);
      const file = relativeFile(repoRoot, absolute);
      const inside = relativeFile(contentDir, absolute);
      if (entry.isSymbolicLink()) {
        errors.push({
          file,
          field: "",
          rule: "symlink",
          message: `"${inside}" is a symbolic link, which could bring in a file from outside the site; the site reads no links. Put the file itself there.`,
        });
        continue;
      }
      errors.push(...judge(model, contentDir, inside, file, entry.isDirectory()));
      if (entry.isDirectory()) await walk(absolute);
    }
  };
  await walk(contentDir);
  return errors;
}
