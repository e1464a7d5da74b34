/**
 * Rules for the Markdown text below a file's frontmatter (a treatment's description).
 *
 * The page shows a description through a sanitizer that keeps only paragraphs, bold, italics,
 * lists and line breaks (plugins/gatsby-plugin-content/model/treatments.ts). Whatever else the text holds would be dropped or changed
 * on the way, silently, so it is refused here instead, before anything is built. The checks read
 * the Markdown as gatsby-transformer-remark does (remark 13 with GFM and footnotes, its defaults),
 * so escaping tricks that fool a text search (escaped backticks around a tag, `<?php ?>`,
 * `<javascript:…>` autolinks) are seen as what they are.
 */
import remark from "remark";
import remarkFootnotes from "remark-footnotes";
import remarkGfm from "remark-gfm";
import { descriptionRefusal, SHOWN_AS } from "../model/description";
import type { ContentError } from "./errors";
import type { LoadedEntry } from "./load";

interface MarkdownNode {
  type: string;
  value?: string;
  url?: string;
  children?: MarkdownNode[];
  position?: {
    start: { offset?: number; line?: number; column?: number };
    end: { offset?: number };
  };
}

const SHOWN = new Set<string>(Object.keys(SHOWN_AS));

/** Each other kind of Markdown, in the owner's words. */
const NAMES: Record<string, string> = {
  heading: "a heading",
  code: "a code block",
  inlineCode: "code formatting",
  blockquote: "a quotation",
  thematicBreak: "a dividing line",
  image: "a picture",
  imageReference: "a picture",
  link: "a link",
  linkReference: "a link",
  definition: "a link definition",
  delete: "crossed-out text",
  table: "a table",
  footnoteReference: "a footnote",
  footnoteDefinition: "a footnote",
  footnote: "a footnote",
};

// Schemes a browser would run or read as a document rather than open as a web page. Browsers ignore
// tabs, line breaks and leading spaces and controls in a URL's scheme, and letter case.
const UNSAFE_SCHEME = /^(?:javascript|vbscript|data|file):/;
const schemeOf = (url: string) =>
  // eslint-disable-next-line no-control-regex
  url.replace(/[\u0000-\u0020\u007f-\u009f]/g, "").toLowerCase();

// Every text reaching the parser has been bounded by the content reader first (length, line
// length, nesting: plugins/gatsby-plugin-content/model/limits.ts): remark-gfm 1.0 is quadratic in a line's length.
// The plugins' types name a newer `unified` than remark 13's own, though they run on it (Gatsby
// uses exactly these): hence the casts.
const parser = remark()
  .use(remarkGfm as never)
  .use(remarkFootnotes as never, { inlineNotes: true });

interface Finding {
  rule: "raw-html" | "unsafe-link" | "markdown-format";
  node: MarkdownNode;
}

// An address typed as text ("www.example.com", "bookings@example.com") is a link to GFM, and the
// page shows it as the same text once the sanitizer has dropped the <a>: nothing is lost, so it
// is allowed. A link written as a link ("[our page](https://…)") would lose its address: refused.
const SAFE_SCHEME = /^(?:https?|mailto):/;
const textOf = (node: MarkdownNode): string =>
  node.value ?? (node.children ?? []).map(textOf).join("");
const isAddressAsText = (markdown: string, node: MarkdownNode) =>
  node.type === "link" &&
  SAFE_SCHEME.test(schemeOf(node.url ?? "")) &&
  rawSourceOf(markdown, node) === textOf(node);

function findings(markdown: string, node: MarkdownNode): Finding[] {
  if (node.type === "html") return [{ rule: "raw-html", node }];
  if (node.url !== undefined && UNSAFE_SCHEME.test(schemeOf(node.url))) {
    return [{ rule: "unsafe-link", node }];
  }
  if (isAddressAsText(markdown, node)) return [];
  if (!SHOWN.has(node.type)) return [{ rule: "markdown-format", node }];
  return (node.children ?? []).flatMap((child) => findings(markdown, child));
}

function rawSourceOf(markdown: string, node: MarkdownNode): string | null {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? null : markdown.slice(start, end);
}

function sourceOf(markdown: string, node: MarkdownNode): string {
  const text = rawSourceOf(markdown, node) ?? "";
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

/**
 * The finding in the editor's words (plugins/gatsby-plugin-content/model/description.ts): what it is, in which
 * paragraph of the description, quoting it. A link to a script is "a link" there too: the owner removes it all
 * the same.
 */
function message(markdown: string, { rule, node }: Finding): string {
  const what =
    rule === "raw-html"
      ? "HTML"
      : rule === "unsafe-link"
        ? "a link"
        : (NAMES[node.type] ?? `Markdown the site can't show (${node.type})`);
  const { line = 1, column = 1 } = node.position?.start ?? {};
  return descriptionRefusal(what, markdown, line, column - 1);
}

/**
 * Returns the first raw HTML tag or comment in a Markdown text as written, or null. Code spans
 * are not HTML: a tag shown as code is text.
 */
export function findRawHtml(markdown: string): string | null {
  const found = findings(markdown, parser.parse(markdown) as MarkdownNode).find(
    ({ rule }) => rule === "raw-html",
  );
  return found ? sourceOf(markdown, found.node) : null;
}

export function checkBody({ file, body }: LoadedEntry): ContentError[] {
  if (body.trim() === "") {
    return [
      {
        file,
        field: "body",
        rule: "required",
        message:
          'The description is missing. Write two or three sentences below the closing "---".',
      },
    ];
  }
  // The first finding of each rule: a tag's closing half says nothing new.
  const first = findings(body, parser.parse(body) as MarkdownNode).filter(
    (finding, index, all) => all.findIndex(({ rule }) => rule === finding.rule) === index,
  );
  return first.map((finding) => ({
    file,
    field: "body",
    rule: finding.rule,
    message: message(body, finding),
  }));
}
