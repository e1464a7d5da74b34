import { itemList, noticeDialog, paragraph } from "./notice";
import type { RefusedFile } from "./reader";

// What the owner is told when the editor refuses to open a content file (./reader.ts). Sveltia CMS
// itself only says "There was an error while parsing an entry file. Check the browser console for
// details.", which a phone can't show, and leaves the file out: a treatment whose Swahili file is
// refused opens with its English side alone; a single file such as site.yaml whose English file is
// refused opens with that side switched off.
//
// Saving is then off until the page is reloaded with the file mended, and a save says why. The
// site's build stops on that file, so no save could go live before then: each would only commit a
// change and start a build that fails (one of the host's monthly builds). And what Sveltia CMS
// writes for an entry with a side left out is its own affair: switched on and saved, site.yaml's
// empty English side fails inside it with an error; nothing says a later version won't write it.
// What she typed stays in the form (and in the editor's draft backup).
//
// Sveltia CMS hands a format's reader the file's text and not its name, so the editor can't name
// the file: each refusal quotes the line it is on, and the build's message names the file.

export const REFUSAL_WORDS = {
  title: "A content file can't be opened",
  advice:
    "The editor left it out, and saving is off so nothing in it is written over. The site's next " +
    "build names the file: ask whoever looks after the site's files to mend it, then reload.",
  close: "OK",
  savingOff:
    "Saving is switched off: a content file can't be opened, and saving could write over it.",
} as const;

/** The message a refused save shows: why, and each refusal. */
export function savingOffMessage(refused: readonly RefusedFile[]): string {
  return [REFUSAL_WORDS.savingOff, ...refused.map(({ message }) => message)].join(" ");
}

/** The dialog: its list of refusals, then the advice (./notice.ts). */
function refusalDialog(doc: Document): { dialog: HTMLDialogElement; list: HTMLUListElement } {
  const { dialog, body } = noticeDialog(doc, {
    id: "content-refused-title",
    title: REFUSAL_WORDS.title,
    colour: "#b3261e",
    buttons: [{ label: REFUSAL_WORDS.close, value: "ok" }],
  });
  const list = itemList(doc, []);
  body.append(list, paragraph(doc, REFUSAL_WORDS.advice));
  return { dialog, list };
}

/**
 * Shows the refusals in a dialog once the editor has read its files: they come during the load,
 * one file after another, so the dialog opens a moment after the first and lists each later one
 * as it comes (opened again if it was closed).
 */
export function refusalNotice(doc: Document): (refused: readonly RefusedFile[]) => void {
  let notice: ReturnType<typeof refusalDialog> | undefined;
  let pending = false;
  return (refused) => {
    if (pending) return;
    pending = true;
    setTimeout(() => {
      pending = false;
      notice ??= refusalDialog(doc);
      notice.list.replaceChildren(
        ...itemList(
          doc,
          refused.map(({ message }) => message),
        ).children,
      );
      if (!notice.dialog.open) notice.dialog.showModal();
    }, 200);
  };
}
