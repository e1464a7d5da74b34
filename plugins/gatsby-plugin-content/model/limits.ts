/**
 * How large and how deep a content file may be. Every reader of content (plugins/gatsby-plugin-content/model/yaml.ts:
 * the check, the pages, the owner's editor) measures a file against these before it parses any of
 * it, so no file can make the build or the editor stall or overflow its stack, and a file that is
 * too large is refused with its line and rule instead. Each limit is many times what a real salon's
 * content holds (the largest file is under 4 kB, the longest line under 400 characters, the deepest
 * nesting 4 levels).
 *
 * Why before parsing, and not by the parsers' own options: the YAML parser and remark (through
 * mdast-util-from-markdown) build nested values by recursion, so a list nested a few thousand levels
 * deep throws a RangeError that names no file; and remark-gfm 1.0, which Gatsby's Markdown reading
 * uses, takes time quadratic in the length of a line (a 100 kB line takes about 12 s, a 1 MB one
 * minutes). Neither has an option to stop early, and dependencies are not patched, so the input is
 * bounded here.
 */

export const CONTENT_LIMITS = {
  /** Characters in a whole content file. */
  fileChars: 500_000,
  /**
   * Characters on one line: at least a whole text or description, which the editor writes on one
   * line (a paragraph is one line of Markdown).
   */
  lineChars: 10_000,
  /** Characters in one YAML text value. */
  textChars: 5_000,
  /** Characters in a Markdown description (the text below the front matter). */
  bodyChars: 10_000,
  /**
   * Levels of nesting on one line: each two columns of indentation, each list or quotation marker
   * at the line's start ("- - x" is a list in a list), and, in YAML, each "[" or "{" still open.
   */
  nesting: 16,
} as const;

export type LimitRule = "file-too-large" | "line-too-long" | "text-too-long" | "nesting-too-deep";

/** A limit a file breaks: the rule, what is wrong in the owner's words, and its 1-based line. */
export interface LimitBreach {
  rule: LimitRule;
  reason: string;
  line?: number;
}

// Markers that open a level at a line's start: YAML's "- " and "? ", Markdown's "- ", "* ", "+ ",
// "1. ", "1) " and ">".
const LEADING_MARKER = /^(?:[-?*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$)|>)[ \t]*/;

/** How many levels a line opens at its start: its indentation and its leading markers. */
function leadingLevels(line: string): number {
  const indent = /^[ \t]*/.exec(line)?.[0] ?? "";
  // A tab is 4 columns to Markdown; YAML refuses tabs in indentation anyway.
  const columns = [...indent].reduce((sum, char) => sum + (char === "\t" ? 4 : 1), 0);
  let rest = line.slice(indent.length);
  let markers = 0;
  for (let found = LEADING_MARKER.exec(rest); found; found = LEADING_MARKER.exec(rest)) {
    markers += 1;
    rest = rest.slice(found[0].length);
  }
  return Math.ceil(columns / 2) + markers;
}

/**
 * The first limit `source` breaks, or undefined. `flow`: the text is YAML, whose "[" and "{" nest
 * too (counted outside quotes; a "[" in plain text counts as well, and no real text holds a dozen
 * unclosed ones).
 */
export function firstBreach(source: string, { flow }: { flow: boolean }): LimitBreach | undefined {
  const { fileChars, lineChars, nesting } = CONTENT_LIMITS;
  if (source.length > fileChars) {
    return {
      rule: "file-too-large",
      reason: `it holds ${source.length} characters; a content file may hold at most ${fileChars}`,
    };
  }
  let open = 0;
  const lines = source.split("\n");
  for (const [index, line] of lines.entries()) {
    const where = index + 1;
    if (line.length > lineChars) {
      return {
        rule: "line-too-long",
        reason: `the line holds ${line.length} characters; a line may hold at most ${lineChars}. Break it into shorter paragraphs`,
        line: where,
      };
    }
    const { change, peak } = flow ? flowChange(line) : { change: 0, peak: 0 };
    if (leadingLevels(line) + open + peak > nesting) {
      return {
        rule: "nesting-too-deep",
        reason: `it is nested more than ${nesting} levels deep (lists in lists, or indentation)`,
        line: where,
      };
    }
    open = Math.max(0, open + change);
  }
  return undefined;
}

/**
 * How many YAML "[" / "{" a line leaves open (negative: closes), and the most it has open at once,
 * outside quotes and comments.
 */
function flowChange(line: string): { change: number; peak: number } {
  let change = 0;
  let peak = 0;
  let quote: string | undefined;
  let escaped = false;
  for (const [index, char] of [...line].entries()) {
    if (quote) {
      if (char === "\\" && quote === '"') escaped = !escaped;
      else if (char === quote && !escaped) quote = undefined;
      else escaped = false;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "#" && (index === 0 || /\s/.test(line[index - 1] ?? ""))) break;
    else if (char === "[" || char === "{") peak = Math.max(peak, (change += 1));
    else if (char === "]" || char === "}") change -= 1;
  }
  return { change, peak };
}

/** What the build and the editor say of a text over its limit, after what it holds. */
export const mayHold = (kind: "text" | "body"): string =>
  kind === "body"
    ? `the description may hold at most ${CONTENT_LIMITS.bodyChars} characters`
    : `a text may hold at most ${CONTENT_LIMITS.textChars} characters`;

/** The breach of a text value (YAML) or a description (`body`) longer than its limit. */
export function textBreach(text: string, kind: "text" | "body"): LimitBreach | undefined {
  const limit = kind === "body" ? CONTENT_LIMITS.bodyChars : CONTENT_LIMITS.textChars;
  if (text.length <= limit) return undefined;
  const what = kind === "body" ? "the description" : "a text";
  return {
    rule: "text-too-long",
    reason: `${what} holds ${text.length} characters; ${mayHold(kind)}`,
  };
}
