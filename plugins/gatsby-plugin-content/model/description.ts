/**
 * What a treatment's description may hold, in words shared by the build and the editor. The build
 * reads the Markdown as the site does and refuses every kind of node the page would not show
 * (plugins/gatsby-plugin-content/check/markdown-body.ts). The editor cannot run that parser (the editor's script
 * stays small), so before saving it looks for the characters and line starts that begin every
 * such node (a tag, a link's "](", a heading's "#", code's backtick, …): descriptionProblem. It
 * may refuse a little more than the build would (e.g. "[1]: see"), never less, and says the same
 * words: __tests__/rule-coverage.test.ts and __tests__/description-refusal.test.ts run both over
 * the same texts.
 */
import { CONTENT_LIMITS, mayHold } from "./limits";

/**
 * What a description may hold, as Markdown nodes and as the HTML they become: the sanitizer of
 * the description's HTML (./treatments.ts) keeps exactly these tags, and the build refuses every
 * other node (plugins/gatsby-plugin-content/check/markdown-body.ts).
 */
export const SHOWN_AS = {
  root: [],
  text: [],
  paragraph: ["p"],
  strong: ["strong"],
  emphasis: ["em"],
  list: ["ul", "ol"],
  listItem: ["li"],
  break: ["br"],
} as const satisfies Record<string, readonly string[]>;

/** The HTML tags a treatment description's page may show. */
export const DESCRIPTION_TAGS: readonly string[] = Object.values(SHOWN_AS).flat();

/** What to do about it; the end of every message about a description's formatting. */
export const DESCRIPTION_HOW =
  "The page shows only plain text, bold, italics and lists: remove it, or write it as plain text.";

/** A quoted line is cut to this many characters, around what is refused. */
const QUOTE_LENGTH = 60;
/** How much of the line before what is refused the quote keeps. */
const QUOTE_BEFORE = 20;

/**
 * The message of a refused description, the same in the build's report and in the editor: what it
 * holds, in which paragraph as she sees it (the paragraphs and list items counted, never the blank
 * lines between them that the file holds and the editor doesn't show), quoting that line (a long
 * one around `column`, where what is refused begins). `line` is the 1-based line of `markdown`.
 */
export function descriptionRefusal(
  what: string,
  markdown: string,
  line: number,
  column = 0,
): string {
  const lines = markdown.split("\n");
  const lineText = lines[line - 1] ?? "";
  const paragraph = lines.slice(0, line).filter((text) => text.trim() !== "").length;
  const start = lineText.length <= QUOTE_LENGTH ? 0 : Math.max(0, column - QUOTE_BEFORE);
  const end = start + QUOTE_LENGTH;
  const quoted =
    (start > 0 ? "…" : "") +
    lineText.slice(start, end).trim() +
    (end < lineText.trimEnd().length ? "…" : "");
  return `Paragraph ${Math.max(paragraph, 1)} of the description holds ${what}, which the page can't show: "${quoted.trim()}". ${DESCRIPTION_HOW}`;
}

// Each kind begins a kind of Markdown the page does not show, named as the build names it
// (plugins/gatsby-plugin-content/check/markdown-body.ts). `(?:^|\n)` is a line start (the editor tests the pattern
// without the multi-line flag). `before`: the build names the line above (a heading's underline
// belongs to the heading's text, a table's dashes to its first row).
const LINE = String.raw`(?:^|\n)[ \t]*`;
const REFUSED_KINDS: readonly { what: string; start: string; before?: true }[] = [
  // An autolink such as <javascript:…> or <https://…>; then a tag, a comment, <?…?>, <!…>.
  { what: "a link", start: String.raw`<[A-Za-z][A-Za-z0-9+.-]*:` },
  { what: "HTML", start: String.raw`<[A-Za-z!?/]` },
  // Pictures, links, link definitions and references, footnotes.
  { what: "a picture", start: String.raw`!\[` },
  { what: "a link", start: String.raw`\]\(` },
  { what: "a link", start: String.raw`\]\[` },
  { what: "a link definition", start: String.raw`\]:` },
  { what: "a footnote", start: String.raw`\[\^` },
  { what: "a footnote", start: String.raw`\^\[` },
  // Code: a fence of backticks or tildes, a backtick; crossed-out text: ~~…~~ or ~…~.
  { what: "a code block", start: LINE + "(?:`{3}|~{3})" },
  { what: "code formatting", start: "`" },
  { what: "crossed-out text", start: "~~" },
  { what: "crossed-out text", start: String.raw`~[^~\s][^~]*~` },
  // A heading, a quotation.
  { what: "a heading", start: `${LINE}#` },
  { what: "a quotation", start: `${LINE}>` },
  // A line of only "=" (a heading's underline), or of "-", "*" or "_" (a dividing line, or a
  // heading's underline below a line of text).
  { what: "a heading", start: String.raw`${LINE}=+(?=\n|$)`, before: true },
  {
    what: "a dividing line",
    start: String.raw`${LINE}(?:(?:-[ \t]*)+|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})(?=\n|$)`,
  },
  // A table's second row ("| --- |" or "--- | ---").
  { what: "a table", start: String.raw`${LINE}\|?[ \t]*:?-+:?[ \t]*\|`, before: true },
  // Code indented by four spaces or a tab (a nested list item is not code).
  {
    what: "a code block",
    start: String.raw`(?:^|\n)(?: {4}|\t)(?![ \t]*(?:[-*+]|\d+[.)])[ \t])`,
  },
];

/**
 * The editor's message for a description it refuses (the first such line), or undefined: the same
 * words as the build's.
 */
export function descriptionProblem(markdown: string): string | undefined {
  let first: { index: number; what: string; before?: true } | undefined;
  for (const { what, start, before } of REFUSED_KINDS) {
    const match = new RegExp(start).exec(markdown);
    if (!match) continue;
    // A match of a line start begins at the line break before it.
    const index = match.index + (match[0].startsWith("\n") ? 1 : 0);
    if (!first || index < first.index) first = { index, what, before };
  }
  if (!first) return undefined;
  const lines = markdown.split("\n");
  const before = markdown.slice(0, first.index).split("\n");
  let line = before.length;
  let column = before.at(-1)!.length;
  const aboveIsText = line > 1 && lines[line - 2]!.trim() !== "";
  // A line of "-" below a line of text underlines a heading, as "=" does.
  const underline = first.what === "a dividing line" && /^[ \t]*-[- \t]*$/.test(lines[line - 1]!);
  if (aboveIsText && (first.before || underline)) [line, column] = [line - 1, 0];
  return descriptionRefusal(
    underline && aboveIsText ? "a heading" : first.what,
    markdown,
    line,
    column,
  );
}

/**
 * The description's field pattern in the editor (Sveltia CMS's `pattern`): it refuses, at the
 * field and before saving, exactly what descriptionProblem finds (the same expressions) and a
 * description over the build's limit. A pattern's message is fixed, so it can't quote: the editor's
 * note under the description does, in descriptionProblem's words
 * (plugins/gatsby-plugin-editor/field-notes.ts).
 */
export const DESCRIPTION_PATTERN = {
  regex: `^(?![\\s\\S]*(?:${REFUSED_KINDS.map(({ start }) => start).join("|")}))[\\s\\S]{0,${CONTENT_LIMITS.bodyChars}}$`,
  message: `The page can't show this description as it is: the note below says what to change (${mayHold("body")}).`,
  rule: "markdown-format",
} as const;

/**
 * How long a description is meant to be: the field's hint says "two or three sentences", about
 * this many characters. Longer is allowed (the page folds it behind Read More) and only warned
 * about as she types, by the counter under the field; the build's limit (CONTENT_LIMITS.bodyChars)
 * is what refuses.
 */
export const DESCRIPTION_GUIDE = { sentences: "two or three", chars: 500 } as const;
