// The two plain pages under /admin/ (the one that loads the editor, ./files.ts, and the sign-in
// help, ./help.ts) share their document and head: written once here.

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );

/**
 * An English page under /admin/, kept out of search engines, titled `title` (escaped here). `head`
 * and `body` are HTML, written by the caller (each escapes what it puts in).
 */
export function adminPageHtml({
  title,
  head = "",
  body,
}: {
  title: string;
  head?: string;
  body: string;
}) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>${escapeHtml(title)}</title>
${head}  </head>
  <body>
${body}  </body>
</html>
`;
}
