/**
 * Rules that look beyond one field: keys that must differ between entries, entries that must match
 * their file name, page metadata for every page, and treatment categories that must exist. They
 * read the raw data leniently, so one bad field elsewhere in a file does not hide or fake problems.
 */
import { PAGE_KEYS } from "../../src/lib/pages";
import { formatFieldPath, quote, type ContentError, type PathSegment } from "./errors";
import { allDocuments, type LoadedContent, type LoadedDocument, type LoadedEntry } from "./load";
import { entriesOf, fieldsIn, stringField } from "./walk";

function duplicatesInList(
  file: string,
  data: unknown,
  key: string,
  prefix: readonly PathSegment[],
): ContentError[] {
  const firstSeen = new Map<string, number>();
  const errors: ContentError[] = [];
  entriesOf(data).forEach((entry, index) => {
    const value = stringField(entry, key);
    if (value === undefined) return;
    const earlier = firstSeen.get(value);
    if (earlier === undefined) {
      firstSeen.set(value, index);
      return;
    }
    errors.push({
      file,
      field: formatFieldPath([...prefix, index, key]),
      rule: "duplicate-id",
      message:
        `${key} "${value}" is already used by the entry at ${formatFieldPath([...prefix, earlier])}` +
        ` in ${file}; every entry needs its own ${key}.`,
    });
  });
  return errors;
}

/** Every list the model marks `unique`, in every file. */
function checkUniqueKeys(doc: LoadedDocument): ContentError[] {
  return fieldsIn(doc.type.root.spec, doc.data).flatMap(({ spec, segments, value }) =>
    spec.unique === undefined ? [] : duplicatesInList(doc.file, value, spec.unique, segments),
  );
}

function checkPageMeta(content: LoadedContent): ContentError[] {
  const doc = content.files.get("page-meta");
  const items: unknown = (doc?.data as { items?: unknown } | null | undefined)?.items;
  if (!doc || !Array.isArray(items)) return [];
  const keys = entriesOf(items).map((entry) => stringField(entry, "key"));
  return PAGE_KEYS.filter((key) => !keys.includes(key)).map((key) => ({
    file: doc.file,
    field: "",
    rule: "page-meta-missing",
    message: `There is no entry with key "${key}". Add one with its title, description and keywords.`,
  }));
}

function checkIdMatchesFileName(entry: LoadedEntry, idField: string, id: string): ContentError[] {
  if (id === entry.fileId) return [];
  const extension = entry.file.slice(entry.file.lastIndexOf("."));
  return [
    {
      file: entry.file,
      field: idField,
      rule: "id-filename",
      message:
        `The id "${id}" differs from the file name "${entry.fileId}${extension}". ` +
        `Make them the same (rename the file to "${id}${extension}" or change the id).`,
    },
  ];
}

/** In a folder, each entry's id is its file name, and ids and places in the list differ. */
function checkFolderEntries(entries: readonly LoadedEntry[]): ContentError[] {
  const [first] = entries;
  if (first?.type.source.kind !== "folder") return [];
  const { idField } = first.type.source;
  // Two treatments may share a place in the list ("order"): the editor cannot see the other
  // files' numbers, so the site lists such treatments by name instead of stopping the build.
  const uniqueFields = [idField];
  const dataOf = (entry: LoadedEntry) => entriesOf([entry.data])[0];
  // Files whose name matches their id claim it first, so a duplicate is reported on the copy.
  const claimsFirst = (entry: LoadedEntry) =>
    stringField(dataOf(entry), idField) === entry.fileId ? 0 : 1;
  const ordered = [...entries].sort((a, b) => claimsFirst(a) - claimsFirst(b));
  const seen = new Map(uniqueFields.map((field) => [field, new Map<unknown, string>()]));
  const errors: ContentError[] = [];
  for (const entry of ordered) {
    const data = dataOf(entry);
    const id = stringField(data, idField);
    if (id !== undefined) errors.push(...checkIdMatchesFileName(entry, idField, id));
    for (const field of uniqueFields) {
      const value = data?.[field];
      if (typeof value !== "string" && typeof value !== "number") continue;
      const byValue = seen.get(field);
      const other = byValue?.get(value);
      if (other === undefined) byValue?.set(value, entry.file);
      else errors.push(duplicateEntry(entry.file, field, value, other, field === idField));
    }
  }
  return errors;
}

function duplicateEntry(
  file: string,
  field: string,
  value: string | number,
  otherFile: string,
  isId: boolean,
): ContentError {
  return {
    file,
    field,
    rule: isId ? "duplicate-id" : `duplicate-${field}`,
    message: `${field} ${quote(value)} is also used by ${otherFile}; every entry needs its own ${field}.`,
  };
}

interface CategoryInfo {
  index: number;
  id: string;
  showsAll: boolean;
}

function checkTreatmentCategories(content: LoadedContent): ContentError[] {
  const doc = content.files.get("categories");
  const items: unknown = (doc?.data as { items?: unknown } | null | undefined)?.items;
  if (!doc || !Array.isArray(items)) return [];
  const categories: CategoryInfo[] = entriesOf(items).flatMap((entry, index) => {
    const id = stringField(entry, "id");
    return id === undefined ? [] : [{ index, id, showsAll: entry?.showsAll === true }];
  });
  const errors: ContentError[] = [];
  const used = new Set<string>();
  for (const treatment of content.folders.get("treatments") ?? []) {
    const listed = entriesOf([treatment.data])[0]?.categories;
    (Array.isArray(listed) ? listed : []).forEach((value: unknown, index) => {
      if (typeof value !== "string") return;
      used.add(value);
      const category = categories.find((candidate) => candidate.id === value);
      const field = `categories[${index}]`;
      // Ticking "All Services" as well changes nothing (that tab lists every treatment anyway),
      // and the editor offers every tab, so it is accepted.
      if (!category) {
        const ids = categories.filter((c) => !c.showsAll).map((c) => c.id);
        errors.push({
          file: treatment.file,
          field,
          rule: "unknown-category",
          message: `"${value}" is not a category in ${doc.file}. Use one of: ${ids.join(", ")}.`,
        });
      }
    });
  }
  const empty = categories.filter((category) => !category.showsAll && !used.has(category.id));
  return [
    ...errors,
    // A warning: unticking a treatment's last tab in the editor must not stop the build.
    ...empty.map((category) => ({
      file: doc.file,
      field: `items[${category.index}].id`,
      rule: "empty-category",
      message:
        `No treatment lists the category "${category.id}", so its tab is empty. Add ` +
        `"${category.id}" to the categories of a treatment, or remove the tab.`,
      severity: "warning" as const,
    })),
  ];
}

export function crossFileErrors(content: LoadedContent): ContentError[] {
  return [
    ...allDocuments(content).flatMap(checkUniqueKeys),
    ...checkPageMeta(content),
    ...[...content.folders.values()].flatMap(checkFolderEntries),
    ...checkTreatmentCategories(content),
  ];
}
