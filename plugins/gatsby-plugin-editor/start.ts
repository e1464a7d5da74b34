// The editor's script at /admin/ (bundled by ./bundle.ts): Sveltia CMS from its npm package, which
// starts only when asked (its documentation's "manual initialization"). With no configuration
// given, it reads the config.yml the page names (<link rel="cms-config-url">).
//
// Before it starts, the content formats its configuration names are handed to the site's reader
// (./reader.ts, through Sveltia CMS's `registerCustomFormat`, with no writer: Sveltia CMS writes
// the files as before), and a file that reader refuses is shown to the owner and switches saving
// off (./refusals.ts), through a `preSave` event listener. What she types is refused at its field
// by the field's own rule (config.yml's patterns, a treatment's description included), and the
// site's notes under the fields quote it and count a description's length (./field-notes.ts);
// the sign-in help link below the editor goes once she has signed in (./files.ts). As she saves,
// the marks of what each Swahili text translates are brought up to date, and the Swahili texts an
// English-only change would leave behind are named before it is written, for her to say whether
// they still fit (./translation-marks.ts, ./translation-notice.ts).
import { init, registerCustomFormat, registerEventListener } from "@sveltia/cms";
import { startFieldNotes } from "./field-notes";
import { parseContentYaml, readMarks, writeMarks } from "../gatsby-plugin-content/public-browser";
import { markSave, MARKS_FIELD, translatedPaths, type ConfigField } from "./translation-marks";
import { askBehind } from "./translation-notice";
import { DEFAULT_LOCALE, LOCALES } from "../../shared/lib/locale";
import { EDITOR_FORMATS, readMarkdownFile, readYamlFile, RefusedFile } from "./reader";
import { SIGN_IN_HELP_ID } from "./help";
import { refusalNotice, savingOffMessage } from "./refusals";

const refused: RefusedFile[] = [];
const showRefusals = refusalNotice(document);

function recording<T>(read: (text: string) => T): (text: string) => T {
  return (text) => {
    try {
      return read(text);
    } catch (error) {
      if (error instanceof RefusedFile) {
        refused.push(error);
        showRefusals(refused);
      }
      throw error;
    }
  };
}

registerCustomFormat(EDITOR_FORMATS.yaml, "yaml", { fromFile: recording(readYamlFile) });
registerCustomFormat(EDITOR_FORMATS.markdown, "md", { fromFile: recording(readMarkdownFile) });

type TranslatedPaths = ReturnType<typeof translatedPaths>;

/** The editor's config.yml as far as the translated texts go (./config.ts). */
interface EditorConfig {
  collections: { name: string; fields?: ConfigField[]; files?: { fields: ConfigField[] }[] }[];
}

let translated: Promise<Map<string, TranslatedPaths>> | undefined;

/**
 * The translated texts of each collection, from the config.yml the page names (the one Sveltia
 * CMS reads), read at the first save. A read that fails is tried again at the next.
 */
function translatedByCollection(): Promise<Map<string, TranslatedPaths>> {
  translated ??= (async () => {
    const href = document.querySelector<HTMLLinkElement>('link[rel="cms-config-url"]')?.href;
    if (!href) return new Map<string, TranslatedPaths>();
    const response = await fetch(href);
    if (!response.ok) throw new Error(`config.yml: ${response.status}`);
    const config = parseContentYaml(await response.text()) as EditorConfig;
    return new Map(
      config.collections.map((collection) => [
        collection.name,
        translatedPaths(collection.files?.[0]?.fields ?? collection.fields ?? []),
      ]),
    );
  })().catch((error: unknown) => {
    translated = undefined;
    throw error;
  });
  return translated;
}

/** An entry as Sveltia CMS hands it to an event listener: its data in each language. */
interface SavingEntry {
  collection?: string;
  data?: Record<string, unknown>;
  i18n?: Record<string, { data?: Record<string, unknown> } | undefined>;
}

registerEventListener({
  name: "preSave",
  handler: async ({ entry }) => {
    // A save that fails as "saving_failed" shows its cause's message in Sveltia CMS's error dialog
    // (its toolbar's save), until she closes it; any other error shows the dialog with no words
    // of ours. Only a file the editor could not read stops a save here: what she typed is refused
    // at its field before this runs.
    if (refused.length > 0) {
      throw new Error("saving_failed", { cause: new Error(savingOffMessage(refused)) });
    }
    // The marks of what each translated text translates, brought up to date in each twin; the
    // texts an English-only change leaves behind are named, and she says whether they still fit.
    const saving = entry.toJS() as SavingEntry;
    let paths: TranslatedPaths | undefined;
    try {
      paths = (await translatedByCollection()).get(saving.collection ?? "");
    } catch (error) {
      // Without the configuration (no connection: the save fails too), the marks stay as they
      // were; the build still finds a text left behind by them.
      console.warn("The Swahili marks are left as they were:", error);
    }
    if (!paths || paths.length === 0) return entry;
    const twins = LOCALES.filter((code) => code !== DEFAULT_LOCALE).flatMap((locale) => {
      const twin = saving.i18n?.[locale]?.data;
      return twin ? [{ locale, twin, marks: readMarks(twin[MARKS_FIELD]) }] : [];
    });
    const mark = (stillRight: boolean) =>
      twins.map(({ locale, twin, marks }) => ({
        locale,
        ...markSave(paths, saving.data, twin, marks, { stillRight }),
      }));
    let marked = mark(false);
    const behind = marked.flatMap((twin) => twin.behind.map(({ label }) => label));
    if (behind.length > 0 && (await askBehind(document, behind)) === "still-right") {
      marked = mark(true);
    }
    return marked.reduce(
      (saved, { locale, marks }) =>
        saved.setIn(["i18n", locale, "data", MARKS_FIELD], writeMarks(marks)),
      entry,
    );
  },
});

startFieldNotes(document);

// The sign-in help link shows only on the sign-in screen: once she has signed in, the editor's
// address names what it shows ("#/collections/…").
const help = document.getElementById(SIGN_IN_HELP_ID);
const showHelp = () => {
  if (help) help.hidden = location.hash.startsWith("#/");
};
window.addEventListener("hashchange", showHelp);
// Sveltia CMS handles the page's link taps itself and leaves this one unfollowed: it is followed
// as a plain link.
help?.addEventListener("click", (event) => event.stopPropagation());
showHelp();

init();
