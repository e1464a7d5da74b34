import { itemList, noticeDialog, paragraph } from "./notice";

// What the owner is told when a save leaves Swahili texts behind the English ones she changed
// (./translation-marks.ts): which, and that the Swahili pages show the English texts until she
// writes them. A dialog of the site's own, built from text nodes only (the labels come from the
// editor's configuration), opened once the save has gone through (./start.ts's postSave).

export const BEHIND_WORDS = {
  title: "Saved. Some Swahili is now behind the English",
  intro: "You changed the English of these, and not their Swahili:",
  advice:
    "Until you write their Swahili, the Swahili pages show the English text, so they never say " +
    "something else. Switch the language menu above the form to Swahili to write them.",
  close: "OK",
} as const;

/** Shows the labels of the Swahili texts left behind, in a dialog with an OK button. */
export function showBehind(doc: Document, labels: readonly string[]): HTMLDialogElement {
  const { dialog, body } = noticeDialog(doc, {
    id: "swahili-behind-title",
    title: BEHIND_WORDS.title,
    colour: "#8a4b00",
    close: BEHIND_WORDS.close,
  });
  body.append(
    paragraph(doc, BEHIND_WORDS.intro, "0 0 0.25rem"),
    itemList(doc, labels),
    paragraph(doc, BEHIND_WORDS.advice),
  );
  dialog.addEventListener("close", () => dialog.remove());
  dialog.showModal();
  return dialog;
}
