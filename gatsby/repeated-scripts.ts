// gatsby-plugin-image writes the same small inline module script after every image in the static
// HTML (it swaps in the real sources and fades out the placeholder): 22 copies on /services/,
// each parsed, compiled and run over every image on the page. Inline module scripts all run once
// the document is parsed, in order, so one copy does all the work the others repeat.

const INLINE_MODULE_SCRIPT = /<script type="module">([\s\S]*?)<\/script>/g;

/** The HTML with every inline module script that repeats an earlier one left out. */
export function dropRepeatedModuleScripts(html: string): string {
  const seen = new Set<string>();
  return html.replace(INLINE_MODULE_SCRIPT, (script: string, body: string) => {
    if (seen.has(body)) return "";
    seen.add(body);
    return script;
  });
}
