import { itemList, noticeDialog, paragraph } from "./notice";

// What the owner is asked when a save would leave Swahili texts behind the English ones she changed
// (./translation-marks.ts): which, that the Swahili pages show the English texts until she writes
// them, and whether the Swahili still says the same (an English spelling mended). A dialog of the
// site's own, built from text nodes only (the labels come from the editor's configuration), opened
// before the save is written (./start.ts's preSave waits for her answer).

export const BEHIND_WORDS = {
  title: "Some Swahili is now behind the English",
  intro: "You changed the English of these, and not their Swahili:",
  advice:
    "Until you write their Swahili, the Swahili pages show the English text, so they never say " +
    "something else. After saving, switch the language menu above the form to Swahili to write " +
    "them. If you only mended the English (its spelling) and the Swahili still says the same, tap " +
    "“Swahili still right”.",
  later: "Save, Swahili later",
  stillRight: "Swahili still right",
} as const;

/** Her answer: the Swahili is behind until she writes it, or it still says the same. */
export type BehindAnswer = "later" | "still-right";

/**
 * Names the Swahili texts left behind in a dialog, and resolves with her answer once she taps one
 * of its buttons (Escape, or the phone's back gesture, leaves them behind: nothing is taken as
 * translated that she did not say is).
 */
export function askBehind(doc: Document, labels: readonly string[]): Promise<BehindAnswer> {
  const { dialog, body } = noticeDialog(doc, {
    id: "swahili-behind-title",
    title: BEHIND_WORDS.title,
    colour: "#8a4b00",
    buttons: [
      { label: BEHIND_WORDS.later, value: "later" },
      { label: BEHIND_WORDS.stillRight, value: "still-right" },
    ],
  });
  body.append(
    paragraph(doc, BEHIND_WORDS.intro, "0 0 0.25rem"),
    itemList(doc, labels),
    paragraph(doc, BEHIND_WORDS.advice),
  );
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => {
      dialog.remove();
      resolve(dialog.returnValue === "still-right" ? "still-right" : "later");
    });
    dialog.showModal();
  });
}
