// A treatment's description as a link preview's text: its Markdown read as the page reads it
// (remark 13, gatsby-transformer-remark's), each paragraph or list item's words without their
// formatting, cut at a word to what previews show.
import remark from "remark";
import toString from "mdast-util-to-string";

/** About what WhatsApp and search results show of a description before they cut it. */
export const PREVIEW_CHARS = 200;

interface MarkdownNode {
  type: string;
  children?: MarkdownNode[];
}

/** The text blocks (paragraphs, also inside list items), each in its turn. */
const paragraphs = (node: MarkdownNode): MarkdownNode[] =>
  node.type === "paragraph" ? [node] : (node.children ?? []).flatMap(paragraphs);

export function plainDescription(markdown: string, limit = PREVIEW_CHARS): string {
  const root = remark().parse(markdown) as unknown as MarkdownNode;
  const text = paragraphs(root)
    .map((block) => toString(block as Parameters<typeof toString>[0]).trim())
    .filter(Boolean)
    .join(" ")
    .replace(/\s+/g, " ");
  if (text.length <= limit) return text;
  // At the last space that leaves room for the ellipsis, without the punctuation before it.
  const cut = text.slice(0, limit - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
}
