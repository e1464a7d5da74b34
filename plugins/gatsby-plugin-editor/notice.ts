// A dialog of the site's own over the editor: a title, what it says and its buttons (an OK, or a
// choice), built from text nodes only (what it lists comes from content and from the editor's
// configuration), in the system's font at a phone's size, with its buttons a finger's size. Used
// for the files the editor can't open (./refusals.ts) and the Swahili a save would leave behind
// (./translation-notice.ts).

export interface Notice {
  dialog: HTMLDialogElement;
  /** Where what it says goes, between its title and its buttons. */
  body: HTMLElement;
}

/** A button of a notice: its words, and the dialog's returnValue once it is tapped. */
export interface NoticeButton {
  label: string;
  value: string;
}

export function noticeDialog(
  doc: Document,
  {
    id,
    title,
    colour,
    buttons,
  }: { id: string; title: string; colour: string; buttons: readonly NoticeButton[] },
): Notice {
  const dialog = doc.createElement("dialog");
  dialog.setAttribute("aria-labelledby", id);
  Object.assign(dialog.style, {
    // At the top: Sveltia CMS's own messages sit at the bottom of the screen.
    margin: "1rem auto auto",
    maxWidth: "min(32rem, calc(100vw - 2rem))",
    maxHeight: "calc(100dvh - 2rem)",
    overflow: "auto",
    padding: "1rem 1.25rem",
    border: `2px solid ${colour}`,
    borderRadius: "8px",
    font: "16px/1.5 system-ui, sans-serif",
    color: "#1c1b1f",
    background: "#ffffff",
  });
  const heading = doc.createElement("h2");
  heading.id = id;
  heading.textContent = title;
  Object.assign(heading.style, { margin: "0 0 0.5rem", fontSize: "1.25rem" });
  const body = doc.createElement("div");
  const row = doc.createElement("div");
  Object.assign(row.style, { display: "flex", flexWrap: "wrap", gap: "0.75rem" });
  row.append(
    ...buttons.map(({ label, value }, index) => {
      const button = doc.createElement("button");
      button.type = "button";
      button.textContent = label;
      // The first is the main one, filled; the others outlined.
      const main = index === 0;
      Object.assign(button.style, {
        minWidth: "44px",
        minHeight: "44px",
        padding: "0 1.25rem",
        font: "inherit",
        color: main ? "#ffffff" : "#1c1b1f",
        background: main ? "#1c1b1f" : "#ffffff",
        border: "2px solid #1c1b1f",
        borderRadius: "6px",
      });
      button.addEventListener("click", () => dialog.close(value));
      return button;
    }),
  );
  dialog.append(heading, body, row);
  doc.body.append(dialog);
  return { dialog, body };
}

/** A paragraph of `text`, and a list of `items`, for a notice's body. */
export function paragraph(doc: Document, text: string, margin = "0 0 1rem"): HTMLParagraphElement {
  const element = doc.createElement("p");
  element.textContent = text;
  element.style.margin = margin;
  return element;
}

export function itemList(doc: Document, items: readonly string[]): HTMLUListElement {
  const list = doc.createElement("ul");
  Object.assign(list.style, { margin: "0 0 0.75rem", paddingLeft: "1.25rem" });
  list.append(
    ...items.map((text) => {
      const item = doc.createElement("li");
      item.textContent = text;
      return item;
    }),
  );
  return list;
}
