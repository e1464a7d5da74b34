/**
 * Reads the content files the model declares from disk (not Gatsby nodes, so it can run before any
 * plugin has had the chance to choke on broken content), reporting YAML syntax errors with their
 * line, files the site does not read, and files that are missing. Each file is read by the one
 * content reader (../model/content-reader.ts), which the content nodes then read it through.
 */
import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import * as path from "node:path";
import type { ContentType } from "../model";
import { looksLikeTwin } from "../model/content-files";
import { readContentFile } from "../model/content-reader";
import { asReadError, parseContentYaml, readFailureMessage, YamlReadError } from "../model/yaml";
import { formatContentErrors, type ContentError } from "./errors";

export interface LoadedDocument {
  /** Path relative to the repository root, as shown to the owner. */
  file: string;
  /** Directory that image paths in this document are relative to. */
  dir: string;
  data: unknown;
  /** The content type the file belongs to. */
  type: ContentType;
}

/** One file of a folder of entries (a Markdown file with frontmatter). */
export interface LoadedEntry extends LoadedDocument {
  /** The file name without its extension. */
  fileId: string;
  body: string;
}

export interface LoadedContent {
  /** One document per single-file content type, by type name. */
  files: Map<string, LoadedDocument>;
  /** The entries of each folder content type, by type name. */
  folders: Map<string, LoadedEntry[]>;
  errors: ContentError[];
}

/** The owner's error for a content file (or twin) at `file` that can't be read. */
export function readFailure(file: string, error: YamlReadError): ContentError {
  const field = error.line === undefined ? "" : `line ${error.line}`;
  return { file, field, rule: error.rule, message: readFailureMessage(error) };
}

export type Loaded<T> = { ok: true; value: T } | { ok: false; error: ContentError };

/** Runs `parse`, turning a file that can't be read into the owner's error for `file`. */
function loading<T>(file: string, parse: () => T): Loaded<T> {
  try {
    return { ok: true, value: parse() };
  } catch (error) {
    // Whatever stops a reader is the file's finding, with its name.
    return { ok: false, error: readFailure(file, asReadError(error)) };
  }
}

export function relativeFile(repoRoot: string, absolute: string): string {
  return path.relative(repoRoot, absolute).split(path.sep).join("/");
}

/**
 * One content YAML file read by the check's reader before the check runs (gatsby-config.ts needs
 * the site's name for the manifest): a file that can't be read (YAML syntax, aliases) throws the
 * check's own report for it, with the file, the line and the rule.
 */
export function readContentYamlSync(absolute: string, repoRoot: string): unknown {
  const file = relativeFile(repoRoot, absolute);
  const loaded = loading(file, () => parseContentYaml(readFileSync(absolute, "utf8")));
  if (!loaded.ok) throw new Error(formatContentErrors([loaded.error]));
  return loaded.value;
}

async function listDirectory(dir: string): Promise<{ files: string[]; exists: boolean }> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    const files = entries
      .filter((entry) => entry.isFile() && !entry.name.startsWith("."))
      .map((entry) => entry.name)
      .sort();
    return { files, exists: true };
  } catch {
    return { files: [], exists: false };
  }
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

function suggestName(name: string, candidates: readonly string[]): string {
  const best = candidates
    .map((candidate) => ({ candidate, distance: editDistance(name, candidate) }))
    .sort((a, b) => a.distance - b.distance)[0];
  return best && best.distance <= 3 ? ` Did you mean "${best.candidate}"?` : "";
}

/**
 * A content file's twin in another language ("home.sw.yaml", "manicure.sw.md"), or a name like
 * one ("x.fr.md", "x.SW.md"): never a content file of its own. A twin is read by the one content
 * reader (plugins/gatsby-plugin-content/model/content-reader.ts); a misnamed one is named by the walk
 * (./content-files.ts). One rule decides which is which: plugins/gatsby-plugin-content/model/content-files.ts.
 */
export const isLanguageTwin = looksLikeTwin;

async function loadFiles(
  model: readonly ContentType[],
  contentDir: string,
  repoRoot: string,
  into: LoadedContent,
): Promise<void> {
  const types = model.filter((type) => type.source.kind === "file");
  const known = types.map((type) => type.source.path);
  const { files } = await listDirectory(contentDir);
  for (const name of files.filter(
    (file) => /\.ya?ml$/i.test(file) && !known.includes(file) && !isLanguageTwin(file),
  )) {
    into.errors.push({
      file: relativeFile(repoRoot, path.join(contentDir, name)),
      field: "",
      rule: "unknown-file",
      message:
        `"${name}" is not a content file the site reads, so its content would never appear.` +
        `${suggestName(name, known)} Known files: ${known.join(", ")}.`,
    });
  }
  for (const type of types) {
    const name = type.source.path;
    const absolute = path.join(contentDir, name);
    const file = relativeFile(repoRoot, absolute);
    if (!files.includes(name)) {
      into.errors.push({
        file,
        field: "",
        rule: "file-missing",
        message: `"${name}" is missing from the content folder; the site needs it. Restore it.`,
      });
      continue;
    }
    const loaded = loadDocument(absolute, file);
    const dir = path.dirname(absolute);
    if (loaded.ok) into.files.set(type.name, { file, dir, type, data: loaded.value.data });
    else into.errors.push(loaded.error);
  }
}

/**
 * A content file read by the one content reader, which the content nodes read it through too
 * (so the build reads it once): its data and text, or the owner's error for it.
 */
function loadDocument(absolute: string, file: string): Loaded<{ data: unknown; body: string }> {
  const read = readContentFile(absolute);
  if (!read) {
    return {
      ok: false,
      error: { file, field: "", rule: "file-missing", message: `"${file}" could not be found.` },
    };
  }
  if ("error" in read) return { ok: false, error: readFailure(file, read.error) };
  return { ok: true, value: read };
}

function loadEntry(absolute: string, file: string, type: ContentType): Loaded<LoadedEntry> {
  const loaded = loadDocument(absolute, file);
  if (!loaded.ok) return loaded;
  const { data, body } = loaded.value;
  const fileId = path.basename(absolute, path.extname(absolute));
  return { ok: true, value: { file, dir: path.dirname(absolute), type, data, body, fileId } };
}

async function loadFolder(type: ContentType, contentDir: string, repoRoot: string) {
  const loaded: LoadedEntry[] = [];
  const errors: ContentError[] = [];
  const extension = type.source.kind === "folder" ? type.source.extension : "";
  const dir = path.join(contentDir, type.source.path);
  const dirFile = relativeFile(repoRoot, dir);
  const { files, exists } = await listDirectory(dir);
  // The editor can delete every entry (and Git keeps no empty folder): the site then lists none,
  // which it can show.
  if (!exists || !files.some((name) => name.endsWith(`.${extension}`))) {
    errors.push({
      file: dirFile,
      field: "",
      rule: "folder-empty",
      message: `The folder "${dirFile}" holds no ${type.label.toLowerCase()}, so the site lists none. Add one.`,
      severity: "warning",
    });
  }
  for (const name of files.filter((file) => !isLanguageTwin(file))) {
    const absolute = path.join(dir, name);
    const file = relativeFile(repoRoot, absolute);
    if (!name.endsWith(`.${extension}`)) {
      errors.push({
        file,
        field: "",
        rule: "unknown-file",
        message: `"${name}" is not one of the ${type.label.toLowerCase()}. They are files named "<name>.${extension}".`,
      });
      continue;
    }
    const entry = loadEntry(absolute, file, type);
    if (entry.ok) loaded.push(entry.value);
    else errors.push(entry.error);
  }
  return { loaded, errors };
}

/** Loads every file `model` declares under `contentDir`; paths in errors are relative to `repoRoot`. */
export async function loadContent(
  model: readonly ContentType[],
  contentDir: string,
  repoRoot: string,
): Promise<LoadedContent> {
  const content: LoadedContent = { files: new Map(), folders: new Map(), errors: [] };
  await loadFiles(model, contentDir, repoRoot, content);
  for (const type of model.filter((candidate) => candidate.source.kind === "folder")) {
    const { loaded, errors } = await loadFolder(type, contentDir, repoRoot);
    content.folders.set(type.name, loaded);
    content.errors.push(...errors);
  }
  return content;
}

/** Every loaded document, single files first. */
export function allDocuments(content: LoadedContent): LoadedDocument[] {
  return [...content.files.values(), ...[...content.folders.values()].flat()];
}

/** Every loaded document in the model's order: a folder's entries where the model lists it. */
export function documentsInModelOrder(
  content: LoadedContent,
  model: readonly ContentType[],
): LoadedDocument[] {
  return model.flatMap((type) => {
    const file = content.files.get(type.name);
    return file ? [file] : (content.folders.get(type.name) ?? []);
  });
}
