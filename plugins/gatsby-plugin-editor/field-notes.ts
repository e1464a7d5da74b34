import {
  CONTENT_LIMITS,
  DESCRIPTION_GUIDE,
  descriptionProblem,
  descriptionRefusal,
} from "../gatsby-plugin-content/public-browser";
import { coordinatesLink, MAP_PLACE, salonMap } from "../../shared/lib/map-place";

// Notes of the site's own under the editor's fields, in the owner's browser (started by
// ./start.ts). Sveltia CMS refuses a field by its pattern with a fixed sentence, which can't quote
// what she typed, and has no counter on its Markdown field; it also leaves a refused field where
// it is, often off screen above a long description. So, as she types:
// - under the editor's message about a refused text field, the note quotes what she typed
//   ("You typed "KES 4OO"."); under its message about a description, what the page can't show,
//   quoted, in the paragraph she sees it in (the build's words: descriptionProblem);
// - under a description, a counter of its characters against the hint's "two or three sentences"
//   (a warning only: the page folds a long one behind Read More; the build's limit refuses);
// - under the salon's coordinates and its map, a link to where they are on Google Maps, as she
//   types, so she sees the place before she saves;
// and after a Save that the editor refuses, the first refused field is scrolled into view.
//
// The notes are elements of ours put into a field, before its box or after its footer (Sveltia
// CMS's own nodes are never changed); the fields are found by what Sveltia CMS writes on them (`section.field` with
// `data-field-type`, its footer, its `.validation` alert), which the editor's browser tests hold
// to (__tests__/browser/editor-notes.test.ts).

export const NOTE_ATTRIBUTE = "data-field-note";

/** What the notes say, in the editor's language (English, as the rest of its interface). */
export const NOTE_WORDS = {
  typed: (value: string) => `You typed "${value}".`,
  count: (count: number) =>
    `${count.toLocaleString("en")} characters; ${DESCRIPTION_GUIDE.sentences} sentences are about ${DESCRIPTION_GUIDE.chars}.`,
  longer: (count: number) =>
    `${count.toLocaleString("en")} characters: longer than ${DESCRIPTION_GUIDE.sentences} sentences (about ${DESCRIPTION_GUIDE.chars}). Visitors read it behind Read More; shorten it if you can.`,
  /** The link under the coordinates, and under the map's address or link. */
  seeCoordinates: "See these coordinates on Google Maps",
  seeMap: "See this place on Google Maps",
  newTab: " (opens in a new tab)",
  tooLong: (count: number) =>
    `${count.toLocaleString("en")} characters: a description may hold at most ${CONTENT_LIMITS.bodyChars.toLocaleString("en")}. Shorten it to save it.`,
} as const;

const WARNING_COLOUR = "#8a4b00";
const ERROR_COLOUR = "#b3261e";

/** What a Markdown element the description can't show is called (the build's names for it). */
const REFUSED_ELEMENTS: readonly [string, string][] = [
  ["a", "a link"],
  ["img", "a picture"],
  ["code, pre", "code formatting"],
  ["h1, h2, h3, h4, h5, h6", "a heading"],
  ["blockquote", "a quotation"],
  ["table", "a table"],
  ["hr", "a dividing line"],
  ["s, del", "crossed-out text"],
];

/**
 * The description as she sees it: one line per paragraph or list item (the text editor's blocks),
 * and the first block holding an element the page can't show (pasted in, say), if any.
 */
export function visibleDescription(editable: Element): {
  text: string;
  refused?: { what: string; line: number };
} {
  const blocks = [...editable.children].flatMap((block) =>
    /^(?:UL|OL)$/.test(block.tagName) ? [...block.querySelectorAll("li")] : [block],
  );
  let refused: { what: string; line: number } | undefined;
  blocks.forEach((block, index) => {
    if (refused) return;
    const found = REFUSED_ELEMENTS.find(
      ([selector]) => block.matches(selector) || block.querySelector(selector),
    );
    if (found) refused = { what: found[1], line: index + 1 };
  });
  return { text: blocks.map((block) => block.textContent ?? "").join("\n"), refused };
}

/** What the note under a description says: what the page can't show, quoted, else its length. */
export function descriptionNote(editable: Element): { text: string; colour?: string } {
  const { text, refused } = visibleDescription(editable);
  const problem = refused
    ? descriptionRefusal(refused.what, text, refused.line)
    : descriptionProblem(text);
  if (problem) return { text: problem, colour: ERROR_COLOUR };
  const count = text.replace(/\n/g, "").length;
  if (count > CONTENT_LIMITS.bodyChars) {
    return { text: NOTE_WORDS.tooLong(count), colour: ERROR_COLOUR };
  }
  if (count > DESCRIPTION_GUIDE.chars) {
    return { text: NOTE_WORDS.longer(count), colour: WARNING_COLOUR };
  }
  return { text: NOTE_WORDS.count(count) };
}

/**
 * Where the place a field holds is on Google Maps, by the field's key in the site facts: what the
 * editor links under it as she types (shared/lib/map-place.ts, as the build derives the page's
 * map).
 */
export const PLACE_LINKS: Readonly<
  Record<string, { words: string; link: (value: string) => string | null }>
> = {
  "address.coordinates": { words: NOTE_WORDS.seeCoordinates, link: coordinatesLink },
  "address.mapPlace": {
    words: NOTE_WORDS.seeMap,
    link: (value) => (MAP_PLACE.test(value.trim()) ? salonMap(value, "").link : null),
  },
};

/** The link under a place's field, kept to what she has typed; hidden while it names no place. */
function placeLink(field: Element, input: HTMLInputElement): void {
  const place = PLACE_LINKS[field.getAttribute("data-key-path") ?? ""];
  if (!place) return;
  const href = place.link(input.value);
  let anchor = field.querySelector<HTMLAnchorElement>(`:scope > a[${NOTE_ATTRIBUTE}="place"]`);
  if (!anchor && href) {
    anchor = field.ownerDocument.createElement("a");
    anchor.setAttribute(NOTE_ATTRIBUTE, "place");
    anchor.target = "_blank";
    anchor.rel = "noopener noreferrer";
    anchor.textContent = `${place.words} ↗`;
    anchor.setAttribute("aria-label", place.words + NOTE_WORDS.newTab);
    Object.assign(anchor.style, {
      display: "inline-block",
      padding: "0.25rem 0",
      fontSize: "0.875rem",
    });
    field.append(anchor);
  }
  if (!anchor) return;
  anchor.hidden = href === null;
  if (href && anchor.href !== href) anchor.href = href;
}

/**
 * A field's note of `kind`, made the first time: a refusal ("refused") right under the editor's
 * own message about the field, above its box, so the two read together and a refused Save brings
 * them on screen at once; the count ("count") as the field's last line, after its hint.
 */
function noteIn(field: Element, kind: "refused" | "count"): HTMLElement | null {
  const box = field.querySelector(":scope > .field-wrapper");
  if (!box) return null;
  let note = field.querySelector<HTMLElement>(`:scope > [${NOTE_ATTRIBUTE}="${kind}"]`);
  if (!note) {
    note = field.ownerDocument.createElement("p");
    note.setAttribute(NOTE_ATTRIBUTE, kind);
    Object.assign(note.style, { margin: "0.25rem 0", fontSize: "0.875rem", lineHeight: "1.4" });
    if (kind === "refused") box.before(note);
    else field.append(note);
  }
  return note;
}

/** The colour the field is drawn on (its own, or the first of its boxes' that has one). */
function backgroundOf(element: Element): string {
  for (let box: Element | null = element; box; box = box.parentElement) {
    const colour = getComputedStyle(box).backgroundColor;
    if (colour && !/^(?:transparent|rgba\(.*,\s*0\))$/.test(colour)) return colour;
  }
  return "Canvas";
}

function show(note: HTMLElement | null, text: string, colour = ""): void {
  if (!note) return;
  if (note.textContent !== text) note.textContent = text;
  note.hidden = text === "";
  note.style.color = colour;
}

/** Shows `text` in the field's note of `kind`, or hides that note (made only when needed). */
function noteFor(field: Element, kind: "refused" | "count", text: string, colour = ""): void {
  const exists = field.querySelector(`:scope > [${NOTE_ATTRIBUTE}="${kind}"]`) !== null;
  if (text !== "" || exists) show(noteIn(field, kind), text, colour);
}

/** Every field's note, as the form is now. */
export function refreshNotes(doc: Document): void {
  for (const field of doc.querySelectorAll('section.field[data-field-type="markdown"]')) {
    const editable = field.querySelector('.field-wrapper [contenteditable="true"]');
    if (!editable) continue;
    const { text, colour } = descriptionNote(editable);
    const refuses = colour === ERROR_COLOUR;
    noteFor(field, "refused", refuses ? text : "", ERROR_COLOUR);
    noteFor(field, "count", refuses ? "" : text, colour);
    // The count stays at the bottom of the screen while any of the description is, so she sees
    // it as she types, however long the text.
    const count = field.querySelector<HTMLElement>(`:scope > [${NOTE_ATTRIBUTE}="count"]`);
    if (count && count.style.position !== "sticky") {
      Object.assign(count.style, {
        position: "sticky",
        bottom: "0",
        padding: "0.25rem 0",
        background: backgroundOf(field),
      });
    }
  }
  for (const field of doc.querySelectorAll('section.field[data-field-type="string"]')) {
    const input = field.querySelector<HTMLInputElement>(".field-wrapper input");
    if (!input) continue;
    const refused =
      input.getAttribute("aria-invalid") === "true" &&
      input.value.trim() !== "" &&
      field.querySelector(":scope > .validation") !== null;
    noteFor(field, "refused", refused ? NOTE_WORDS.typed(input.value) : "", ERROR_COLOUR);
    placeLink(field, input);
  }
}

/** The first refused field's message: the editor's own, with the note under it. */
export function firstRefusal(doc: Document): Element | null {
  return doc.querySelector("section.field > .validation");
}

const isSave = (target: EventTarget | null): boolean =>
  target instanceof Element &&
  target.closest('[role="toolbar"] button')?.textContent?.trim() === "Save";

/** Starts the notes, and brings the first refused field into view after a refused Save. */
export function startFieldNotes(doc: Document): void {
  let queued = false;
  const refresh = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      refreshNotes(doc);
    });
  };
  doc.addEventListener("input", refresh, true);
  new MutationObserver(refresh).observe(doc.documentElement, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ["aria-invalid"],
  });
  doc.addEventListener(
    "click",
    (event) => {
      if (!isSave(event.target)) return;
      // The editor validates the form as Save is tapped, and marks what it refuses a moment later.
      const started = performance.now();
      const look = () => {
        refreshNotes(doc);
        const refusal = firstRefusal(doc);
        // In the middle of the screen: the editor's own message sits at its bottom.
        if (refusal) refusal.scrollIntoView({ block: "center" });
        else if (performance.now() - started < 2000) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    },
    true,
  );
}
