// The editor's script at /admin/ (bundled by ./bundle.ts): Sveltia CMS from its npm package, which
// starts only when asked (its documentation's "manual initialization"). With no configuration
// given, it reads the config.yml the page names (<link rel="cms-config-url">).
//
// Before it starts, the content formats its configuration names are handed to the site's reader
// (./reader.ts, through Sveltia CMS's `registerCustomFormat`, with no writer: Sveltia CMS writes
// the files as before), and a file that reader refuses is shown to the owner and switches saving
// off (./refusals.ts), through a `preSave` event listener.
import { init, registerCustomFormat, registerEventListener } from "@sveltia/cms";
import { EDITOR_FORMATS, readMarkdownFile, readYamlFile, RefusedFile } from "./reader";
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

registerEventListener({
  name: "preSave",
  handler: () => {
    if (refused.length === 0) return;
    // A save that fails as "saving_failed" shows its cause's message in Sveltia CMS's error dialog
    // (its toolbar's save); any other error shows the dialog with no words of ours.
    throw new Error("saving_failed", { cause: new Error(savingOffMessage(refused)) });
  },
});

init();
