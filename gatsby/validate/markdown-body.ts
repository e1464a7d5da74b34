/** Rules for the Markdown text below a file's frontmatter (a treatment's description). */
import { quote, type ContentError } from "./errors";
import type { LoadedEntry } from "./load";

/**
 * Returns the first raw HTML tag or comment in a Markdown text, or null. Code spans are skipped
 * because a tag shown as code is text, not markup; `<https://…>` autolinks are not tags.
 */
export function findRawHtml(markdown: string): string | null {
  const withoutCode = markdown.replace(/```[\s\S]*?```/g, "").replace(/`[^`\n]*`/g, "");
  const match = /<!--|<\/?[A-Za-z][\w-]*(?:\s[^<>]*)?\/?>/.exec(withoutCode);
  return match ? match[0] : null;
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
  const tag = findRawHtml(body);
  if (tag === null) return [];
  return [
    {
      file,
      field: "body",
      rule: "raw-html",
      message: `The description contains HTML (${quote(tag)}). Write plain text or Markdown instead.`,
    },
  ];
}
