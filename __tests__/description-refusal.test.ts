import { checkBody } from "../plugins/gatsby-plugin-content/check/markdown-body";
import {
  descriptionProblem,
  DESCRIPTION_HOW,
} from "../plugins/gatsby-plugin-content/model/description";

// A refused description says where, as she sees it: the paragraph (or list item) is counted
// without the blank lines the file holds between them, and its line quoted, in the same words by
// the build (plugins/gatsby-plugin-content/check/markdown-body.ts) and by the editor's note under
// the description (descriptionProblem, run by plugins/gatsby-plugin-editor/field-notes.ts).

const buildMessages = (body: string) =>
  checkBody({ file: "content/treatments/eyelashes.md", body } as Parameters<typeof checkBody>[0]);

describe("a refused description", () => {
  it("quotes the offending line and counts its paragraph as she sees it, not the file's lines", () => {
    const body = "Lashes for every look.\n\n# Opening offer\n\nBook early.";
    expect(buildMessages(body)).toEqual([
      {
        file: "content/treatments/eyelashes.md",
        field: "body",
        rule: "markdown-format",
        message: `Paragraph 2 of the description holds a heading, which the page can't show: "# Opening offer". ${DESCRIPTION_HOW}`,
      },
    ]);
  });

  it("quotes a long line around what it refuses", () => {
    const line = `${"Soft and light. ".repeat(4)}Book early: <b>two for one</b> ${"and more ".repeat(6)}`;
    const [error] = buildMessages(line);
    expect(error!.message).toContain(
      `: "…light. Book early: <b>two for one</b> and more and more and…". `,
    );
    expect(descriptionProblem(line)).toBe(error!.message);
  });

  it.each([
    ["Book early: <b>two for one</b> on Fridays.", "HTML", 1],
    ["Lashes.\nSee [our page](https://example.com) for more.", "a link", 2],
    ["Click [here](javascript:alert(1)) now.", "a link", 1],
    ["Click <https://example.com> now.", "a link", 1],
    ["One.\n\n> A quotation", "a quotation", 2],
    ["One.\n\nOffer\n=====", "a heading", 2],
    ["One.\n\nOffer\n---", "a heading", 2],
    ["One.\n\n---\n\nTwo.", "a dividing line", 2],
    ["One.\n\n| a | b |\n| - | - |\n| 1 | 2 |", "a table", 2],
    ["One `code` here.", "code formatting", 1],
    ["One.\n\n```\ncode\n```", "a code block", 2],
    ["One ~~old~~ price.", "crossed-out text", 1],
    ["A picture ![x](y.png) here.", "a picture", 1],
    ["A note[^1].\n\n[^1]: The note.", "a footnote", 1],
  ])("%j: the editor's words are the build's (%s, paragraph %d)", (body, what, line) => {
    const [error] = buildMessages(body);
    expect(error!.message).toMatch(
      new RegExp(`^Paragraph ${line} of the description holds ${what},`),
    );
    expect(descriptionProblem(body)).toBe(error!.message);
  });

  it("has nothing to say about plain text, bold, italics and lists", () => {
    const body = "**Soft** and *light*.\n\n- one\n- two\n\n1. first\n2. second";
    expect(buildMessages(body)).toEqual([]);
    expect(descriptionProblem(body)).toBeUndefined();
  });
});
