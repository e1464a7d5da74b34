/**
 * What a treatment's description may hold, in words shared by the build and the editor. The build
 * reads the Markdown as the site does and refuses every kind of node the page would not show
 * (gatsby/validate/markdown-body.ts). An editor cannot run that parser before saving, so it gets a
 * pattern instead: it refuses the characters and line starts that begin every such node (a tag,
 * a link's "](", a heading's "#", code's backtick, …). It may refuse a little more than the build
 * would (e.g. "[1]: see"), never less: __tests__/rule-coverage.test.ts runs both over the same
 * texts.
 */

/**
 * What a description may hold, as Markdown nodes and as the HTML they become: the sanitizer of
 * the description's HTML (./treatments.ts) keeps exactly these tags, and the build refuses every
 * other node (gatsby/validate/markdown-body.ts).
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

/** The editor's message: what it refuses, in the owner's words, then DESCRIPTION_HOW. */
export const DESCRIPTION_EDITOR_MESSAGE =
  "This description holds HTML, a link, a heading, code, a quotation, a dividing line, a table, a footnote or crossed-out text, which the page can't show. " +
  DESCRIPTION_HOW;

// Each alternative begins a kind of Markdown the page does not show. `(?:^|\n)` is a line start
// (the editor tests the pattern without the multi-line flag).
const LINE = String.raw`(?:^|\n)[ \t]*`;
const REFUSED = [
  // A tag, a comment, <?…?>, <!…>, or an autolink such as <javascript:…>: HTML or a link.
  String.raw`<[A-Za-z!?/]`,
  // Links, pictures, link definitions and references, footnotes.
  String.raw`\]\(`,
  String.raw`\]\[`,
  String.raw`\]:`,
  String.raw`\[\^`,
  String.raw`\^\[`,
  String.raw`!\[`,
  // Code: a backtick, or a fence of tildes; crossed-out text: ~~…~~ or ~…~.
  "`",
  "~~",
  String.raw`~[^~\s][^~]*~`,
  // A heading, a quotation.
  `${LINE}#`,
  `${LINE}>`,
  // A line of only "=", "-", "*" or "_" (a heading's underline or a dividing line).
  String.raw`${LINE}(?:=+|(?:-[ \t]*)+|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})(?=\n|$)`,
  // A table's second row ("| --- |" or "--- | ---").
  String.raw`${LINE}\|?[ \t]*:?-+:?[ \t]*\|`,
  // Code indented by four spaces or a tab (a nested list item is not code).
  String.raw`(?:^|\n)(?: {4}|\t)(?![ \t]*(?:[-*+]|\d+[.)])[ \t])`,
];

/** The editor's pattern for a description: anchored, without flags. */
export const DESCRIPTION_PATTERN = `^(?![\\s\\S]*(?:${REFUSED.join("|")}))[\\s\\S]*$`;
