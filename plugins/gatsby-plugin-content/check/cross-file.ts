/**
 * Rules that look beyond one field: keys that should differ between entries, file names that are
 * ids, the tab that shows every treatment, treatment categories that should exist, and a time
 * zone the build knows. They read the raw data leniently, so one bad field elsewhere in a file
 * does not hide or fake problems.
 *
 * The owner's editor checks one field at a time and cannot see other entries or files, so what it
 * can save here is a warning, with a result the site shows sensibly, never a stopped build.
 */
import { isTimeZone } from "../model/zone-offsets";
import { RULES } from "../model/rules";
import { formatFieldPath, type ContentError, type PathSegment } from "./errors";
import { allDocuments, type LoadedContent, type LoadedDocument, type LoadedEntry } from "./load";
import { entriesOf, fieldsIn, stringField } from "./walk";

function duplicatesInList(
  file: string,
  data: unknown,
  key: string,
  prefix: readonly PathSegment[],
): ContentError[] {
  const firstSeen = new Map<string, number>();
  const warnings: ContentError[] = [];
  entriesOf(data).forEach((entry, index) => {
    const value = stringField(entry, key);
    if (value === undefined) return;
    const earlier = firstSeen.get(value);
    if (earlier === undefined) {
      firstSeen.set(value, index);
      return;
    }
    warnings.push({
      file,
      field: formatFieldPath([...prefix, index, key]),
      rule: "duplicate-id",
      message:
        `${key} "${value}" is also used by the entry at ${formatFieldPath([...prefix, earlier])}` +
        ` in ${file}, so both show the same things. Give this one its own ${key}.`,
      severity: "warning",
    });
  });
  return warnings;
}

/** Every list the model marks `unique`, in every file. */
function checkUniqueKeys(doc: LoadedDocument): ContentError[] {
  return fieldsIn(doc.type.root.spec, doc.data).flatMap(({ spec, segments, value }) =>
    spec.unique === undefined ? [] : duplicatesInList(doc.file, value, spec.unique, segments),
  );
}

/**
 * A folder entry's id is its file name. The editor names a new file from the entry's name in a
 * form this rule accepts (plugins/gatsby-plugin-content/model/rules.ts, `fileName`), and never renames it, so only a
 * file added by hand can break it.
 */
function checkFileName(entry: LoadedEntry): ContentError[] {
  const { regex, wording } = RULES.fileName;
  if (regex.test(entry.fileId)) return [];
  const extension = entry.file.slice(entry.file.lastIndexOf("."));
  return [
    {
      file: entry.file,
      field: "",
      rule: RULES.fileName.id,
      message: `"${entry.fileId}${extension}" is not ${wording.what}. ${wording.how}`,
    },
  ];
}

interface CategoryInfo {
  index: number;
  id: string;
  showsAll: boolean;
}

function checkShowsAll(file: string, categories: readonly CategoryInfo[]): ContentError[] {
  const showingAll = categories.filter((category) => category.showsAll);
  if (showingAll.length === 1) return [];
  const message =
    showingAll.length === 0
      ? 'No tab has "Shows every treatment", so no tab lists them all: each treatment shows in ' +
        "its own tabs, and the first tab is open first. Tick it on the All Services tab."
      : `${showingAll.length} tabs have "Shows every treatment", so each of them lists every ` +
        "treatment, and the first of them is open first. Untick it on all but one.";
  return [{ file, field: "items", rule: "shows-all", message, severity: "warning" }];
}

function checkTreatmentCategories(content: LoadedContent): ContentError[] {
  const doc = content.files.get("categories");
  const items: unknown = (doc?.data as { items?: unknown } | null | undefined)?.items;
  if (!doc || !Array.isArray(items)) return [];
  const categories: CategoryInfo[] = entriesOf(items).flatMap((entry, index) => {
    const id = stringField(entry, "id");
    return id === undefined ? [] : [{ index, id, showsAll: entry?.showsAll === true }];
  });
  const warnings: ContentError[] = [];
  const used = new Set<string>();
  for (const treatment of content.folders.get("treatments") ?? []) {
    const listed = entriesOf([treatment.data])[0]?.categories;
    (Array.isArray(listed) ? listed : []).forEach((value: unknown, index) => {
      if (typeof value !== "string") return;
      used.add(value);
      // Ticking "All Services" as well changes nothing (that tab lists every treatment anyway),
      // and the editor offers every tab, so it is accepted. A tab that is gone (renamed or
      // removed in the categories after the treatment ticked it) only takes the treatment out of
      // that tab: a warning.
      if (categories.some((category) => category.id === value)) return;
      const ids = categories.filter((c) => !c.showsAll).map((c) => c.id);
      warnings.push({
        file: treatment.file,
        field: `categories[${index}]`,
        rule: "unknown-category",
        message:
          `"${value}" is not a category in ${doc.file}, so the treatment is in no tab of that ` +
          `name (it is still in its other tabs). Tick one of: ${ids.join(", ")}.`,
        severity: "warning",
      });
    });
  }
  const empty = categories.filter((category) => !category.showsAll && !used.has(category.id));
  return [
    ...checkShowsAll(doc.file, categories),
    ...warnings,
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

/**
 * The salon's time zone must be one the build knows (Node's Intl, as the hours' `offsets` ask it:
 * plugins/gatsby-plugin-content/model/site-hours.ts): the pages tell the salon's time by its offsets. A warning, since the editor takes any
 * text there: the contact page then shows no open/closed line, and bookings go by UTC's calendar.
 */
function checkTimeZone(content: LoadedContent): ContentError[] {
  const doc = content.files.get("site");
  const hours: unknown = (doc?.data as { hours?: unknown } | null | undefined)?.hours;
  const timeZone = entriesOf([hours])[0]?.timeZone;
  if (!doc || typeof timeZone !== "string" || isTimeZone(timeZone)) return [];
  return [
    {
      file: doc.file,
      field: "hours.timeZone",
      rule: "unknown-time-zone",
      message:
        `"${timeZone}" is not a time zone name, so the contact page can't say whether the ` +
        "salon is open and bookings count days in UTC. Write a name from the IANA list, e.g. " +
        '"Africa/Nairobi".',
      severity: "warning",
    },
  ];
}

/**
 * A special day's last day must not come before its first: the editor's date pickers can't see
 * each other, so a warning, and the site counts the first day alone
 * (plugins/gatsby-plugin-content/model/site-hours.ts).
 */
function checkSpecialDays(content: LoadedContent): ContentError[] {
  const doc = content.files.get("site");
  const hours = entriesOf([(doc?.data as { hours?: unknown } | null | undefined)?.hours])[0];
  if (!doc) return [];
  return entriesOf(hours?.special).flatMap((entry, index) => {
    const [from, to] = [stringField(entry, "from"), stringField(entry, "to")];
    if (!from || !to || to >= from) return [];
    return [
      {
        file: doc.file,
        field: formatFieldPath(["hours", "special", index, "to"]),
        rule: "special-days-order",
        message:
          `The last day "${to}" comes before the first day "${from}", so only ${from} counts. ` +
          "Choose a last day after the first, or leave it empty for one day.",
        severity: "warning",
      },
    ];
  });
}

export function crossFileErrors(content: LoadedContent): ContentError[] {
  return [
    ...allDocuments(content).flatMap(checkUniqueKeys),
    ...[...content.folders.values()].flat().flatMap(checkFileName),
    ...checkTreatmentCategories(content),
    ...checkTimeZone(content),
    ...checkSpecialDays(content),
  ];
}
