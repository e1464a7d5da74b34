import { checkSchema } from "../plugins/gatsby-plugin-content/check/messages";
import { checkBody } from "../plugins/gatsby-plugin-content/check/markdown-body";
import { contentModel } from "../plugins/gatsby-plugin-content/model";
import { integer, number, object, text } from "../plugins/gatsby-plugin-content/model/fields";
import { dayField, RULES, ruled } from "../plugins/gatsby-plugin-content/model/rules";
import {
  descriptionNote,
  NOTE_WORDS,
  refreshNotes,
} from "../plugins/gatsby-plugin-editor/field-notes";

// Every refusal quotes what the owner wrote, and says where in the words she sees: the build's
// (the content check's, in plugins/gatsby-plugin-content/) and the editor's note under a refused
// field (plugins/gatsby-plugin-editor/field-notes.ts).

/** A value each rule refuses, as she might type it. */
const REFUSED: Record<keyof typeof RULES, string> = {
  id: "Nail Art",
  fileName: "Gel Polish",
  httpsUrl: "www.instagram.com/salon",
  email: "bookings at salon.co.ke",
  sitePath: "contact",
  time: "8am",
  price: "KES 4OO",
  duration: "45 minutes",
  phone: "call me",
  whatsapp: "+254 712 345 678",
  country: "Kenya",
  // The two numbers swapped: a place in the Indian Ocean, far from Kenya.
  coordinates: "36.7756, -1.0575",
  mapPlace: "https://evil.example/maps",
  day: "25/12/2026",
  specialHours: "10am to 4pm",
  offerPrice: "Contact for pricing",
};

const messageOf = (schema: Parameters<typeof checkSchema>[0], value: unknown) =>
  checkSchema(schema, "content/x.yaml", { field: value });

describe("the build's refusal of a value", () => {
  it.each(Object.keys(REFUSED) as (keyof typeof RULES)[])(
    "%s: quotes the value first, then says what to write",
    (rule) => {
      const shape = object("X", "x", { field: ruled("A field.", rule) });
      const [error] = messageOf(shape.schema, REFUSED[rule]);
      expect(error).toMatchObject({ field: "field", rule: RULES[rule].id });
      expect(error!.message).toBe(
        `"${REFUSED[rule]}" is not ${RULES[rule].wording.what}. ${RULES[rule].wording.how}`,
      );
    },
  );

  it("says what to type for a time, without asking for quotes", () => {
    const shape = object("X", "x", { field: ruled("A time.", "time") });
    const [error] = messageOf(shape.schema, "9pm");
    expect(error!.message).toMatch(/^"9pm" is not a time\. Type /);
    expect(error!.message).toContain("21:00");
    expect(error!.message).not.toMatch(/quote/i);
  });

  it("quotes a day that is no day, though written as one", () => {
    const shape = object("X", "x", { field: dayField("A day.", { required: true }) });
    const [error] = messageOf(shape.schema, "2026-02-30");
    expect(error).toMatchObject({ rule: "date-format" });
    expect(error!.message).toMatch(/^"2026-02-30" is not a date\. /);
    expect(messageOf(shape.schema, "2026-12-25")).toEqual([]);
  });

  it("quotes the price she typed", () => {
    const treatment = contentModel.find(({ name }) => name === "treatments")!.root;
    const errors = checkSchema(treatment.schema, "content/treatments/manicure.md", {
      name: "Manicure",
      duration: "30 mins",
      price: "KES 4OO",
      categories: ["nails"],
      order: 1,
    });
    expect(errors.map(({ field, message }) => [field, message])).toEqual([
      ["price", expect.stringMatching(/^"KES 4OO" is not a price\. /)],
    ]);
  });

  it("quotes a number out of range and a text left empty says which", () => {
    const shape = object("X", "x", {
      count: integer("A count.", { min: 1 }),
      share: number("A share.", { min: 0, max: 1 }),
      label: text("A label."),
    });
    const errors = checkSchema(shape.schema, "content/x.yaml", {
      count: 0,
      share: 1.5,
      label: " ",
    });
    expect(errors.map(({ message }) => message)).toEqual([
      '"count" is 0; it must be at least 1.',
      '"share" is 1.5; it must be at most 1.',
      '"label" is empty. Write some text for it.',
    ]);
  });

  it("quotes a description's line and names its paragraph as she sees it", () => {
    const body = "Soft hands.\n\nMore care.\n\nBook [here](https://e.example).";
    const [error] = checkBody({ file: "x.md", body } as Parameters<typeof checkBody>[0]);
    expect(error!.message).toMatch(
      /^Paragraph 3 of the description holds a link, which the page can't show: "Book \[here\]\(https:\/\/e\.example\)\."\. /,
    );
  });
});

/** A field as Sveltia CMS draws it: a section with a footer, and its alert once it refuses. */
function field(type: string, inner: string, refused: boolean): HTMLElement {
  const section = document.createElement("section");
  section.className = "field";
  section.dataset.fieldType = type;
  section.innerHTML =
    `<header><h4>Field</h4></header>` +
    (refused ? `<div role="alert" class="validation">This is not it.</div>` : "") +
    `<div class="field-wrapper">${inner}</div><div class="footer"><p class="hint">Hint</p></div>`;
  document.body.append(section);
  return section;
}

describe("the editor's notes under a field", () => {
  afterEach(() => document.body.replaceChildren());

  it("quote what she typed under a refused text field, and go when it is accepted", () => {
    const section = field("string", `<input aria-invalid="true" value="KES 4OO">`, true);
    refreshNotes(document);
    const note = section.querySelector("[data-field-note=refused]")!;
    expect(note.textContent).toBe(NOTE_WORDS.typed("KES 4OO"));
    expect(note.textContent).toBe('You typed "KES 4OO".');
    section.querySelector(".validation")!.remove();
    section.querySelector("input")!.setAttribute("aria-invalid", "false");
    refreshNotes(document);
    expect((note as HTMLElement).hidden).toBe(true);
  });

  it("quote the paragraph of a description the page can't show, counted as she sees them", () => {
    const editable = document.createElement("div");
    editable.innerHTML =
      "<p>Lashes for every look.</p><ul><li>natural</li><li>volume</li></ul><p>See [our page](https://e.example).</p>";
    expect(descriptionNote(editable).text).toMatch(
      /^Paragraph 4 of the description holds a link, which the page can't show: "See \[our page\]\(https:\/\/e\.example\)\."/,
    );
    // A link pasted in as a link (no brackets to see): named all the same, its paragraph quoted.
    editable.innerHTML = '<p>Soft.</p><p>Book <a href="https://e.example">here</a>.</p>';
    expect(descriptionNote(editable).text).toMatch(
      /^Paragraph 2 of the description holds a link, which the page can't show: "Book here\."/,
    );
  });

  it("count a description against the hint's two or three sentences, warning past them", () => {
    const editable = document.createElement("div");
    editable.innerHTML = "<p>Soft hands.</p>";
    expect(descriptionNote(editable)).toEqual({ text: NOTE_WORDS.count(11) });
    editable.innerHTML = `<p>${"Soak, scrub and polish. ".repeat(40)}</p>`;
    const long = descriptionNote(editable);
    expect(long.text).toBe(NOTE_WORDS.longer(960));
    expect(long.text).toMatch(/^960 characters: longer than two or three sentences \(about 500\)/);
    expect(long.colour).toBeDefined();
  });
});
