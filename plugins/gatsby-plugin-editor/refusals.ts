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

/** The dialog, built from text nodes only (what it lists comes from content). */
function noticeDialog(doc: Document): { dialog: HTMLDialogElement; list: HTMLUListElement } {
  const dialog = doc.createElement("dialog");
  dialog.setAttribute("aria-labelledby", "content-refused-title");
  Object.assign(dialog.style, {
    // At the top: Sveltia CMS's own message about the file sits at the bottom of the screen.
    margin: "1rem auto auto",
    maxWidth: "min(32rem, calc(100vw - 2rem))",
    maxHeight: "calc(100dvh - 2rem)",
    overflow: "auto",
    padding: "1rem 1.25rem",
    border: "2px solid #b3261e",
    borderRadius: "8px",
    font: "16px/1.5 system-ui, sans-serif",
    color: "#1c1b1f",
    background: "#ffffff",
  });
  const title = doc.createElement("h2");
  title.id = "content-refused-title";
  title.textContent = REFUSAL_WORDS.title;
  Object.assign(title.style, { margin: "0 0 0.5rem", fontSize: "1.25rem" });
  const list = doc.createElement("ul");
  Object.assign(list.style, { margin: "0 0 0.75rem", paddingLeft: "1.25rem" });
  const advice = doc.createElement("p");
  advice.textContent = REFUSAL_WORDS.advice;
  advice.style.margin = "0 0 1rem";
  const close = doc.createElement("button");
  close.type = "button";
  close.textContent = REFUSAL_WORDS.close;
  Object.assign(close.style, {
    minWidth: "44px",
    minHeight: "44px",
    padding: "0 1.25rem",
    font: "inherit",
    color: "#ffffff",
    background: "#1c1b1f",
    border: "none",
    borderRadius: "6px",
  });
  close.addEventListener("click", () => dialog.close());
  dialog.append(title, list, advice, close);
  doc.body.append(dialog);
  return { dialog, list };
}

/**
 * Shows the refusals in a dialog once the editor has read its files: they come during the load,
 * one file after another, so the dialog opens a moment after the first and lists each later one
 * as it comes (opened again if it was closed).
 */
export function refusalNotice(doc: Document): (refused: readonly RefusedFile[]) => void {
  let notice: ReturnType<typeof noticeDialog> | undefined;
  let pending = false;
  return (refused) => {
    if (pending) return;
    pending = true;
    setTimeout(() => {
      pending = false;
      notice ??= noticeDialog(doc);
      notice.list.replaceChildren(
        ...refused.map(({ message }) => {
          const item = doc.createElement("li");
          item.textContent = message;
          return item;
        }),
      );
      if (!notice.dialog.open) notice.dialog.showModal();
    }, 200);
  };
}
