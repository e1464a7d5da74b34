// What a style system can write into a page's CSS without failing loudly: a token it didn't
// resolve (`--outline-color:colors.colorPalette.border`), a style prop it had no definition for
// (`layer-style:disabled`), a keyframe block that lost its properties (`@keyframes x{from:0;to:1px}`).
// Browsers drop each of these silently; this finds them in CSS text as Emotion writes it.

/** A rule or at-rule: what comes before its `{`, its declarations and the blocks inside it. */
export interface CssBlock {
  prelude: string;
  declarations: { property: string; value: string }[];
  blocks: CssBlock[];
}

/**
 * CSS text as blocks. Enough for minified CSS as Emotion and stylis write it: quotes, brackets
 * (a `;` inside `url(data:…)`), escapes and comments are skipped over, not interpreted.
 */
export function parseCss(text: string): CssBlock {
  const root: CssBlock = { prelude: "", declarations: [], blocks: [] };
  const open: CssBlock[] = [root];
  let buffer = "";
  let depth = 0;
  const flush = () => {
    const statement = buffer.trim();
    buffer = "";
    if (statement === "" || statement.startsWith("@")) return; // `@layer a, b;`, `@import …;`
    const colon = statement.indexOf(":");
    open[open.length - 1]!.declarations.push(
      colon < 0
        ? { property: statement, value: "" }
        : { property: statement.slice(0, colon).trim(), value: statement.slice(colon + 1).trim() },
    );
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === "\\") {
      buffer += char + (text[i + 1] ?? "");
      i++;
    } else if (char === '"' || char === "'") {
      const end = closingQuote(text, i);
      buffer += text.slice(i, end + 1);
      i = end;
    } else if (char === "/" && text[i + 1] === "*") {
      const end = text.indexOf("*/", i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if (char === "(" || char === ")") {
      depth += char === "(" ? 1 : -1;
      buffer += char;
    } else if (depth > 0) {
      buffer += char;
    } else if (char === "{") {
      const block: CssBlock = { prelude: buffer.trim(), declarations: [], blocks: [] };
      buffer = "";
      open[open.length - 1]!.blocks.push(block);
      open.push(block);
    } else if (char === "}") {
      flush();
      if (open.length > 1) open.pop();
    } else if (char === ";") {
      flush();
    } else {
      buffer += char;
    }
  }
  flush();
  return root;
}

function closingQuote(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] === text[start]) return i;
  }
  return text.length - 1;
}

export interface CssRules {
  /** Token categories (`colors`, `spacing`, …): `colors.x` left in a value is a token unresolved. */
  tokenCategories: readonly string[];
  /** Style props that must never reach CSS as they are (`layerStyle` → `layer-style`). */
  styleProps: readonly string[];
}

const KEYFRAME_SELECTOR = /^(?:from|to|\d+(?:\.\d+)?%)(?:\s*,\s*(?:from|to|\d+(?:\.\d+)?%))*$/;
const KEYFRAMES = /^@(?:-[a-z]+-)?keyframes\s+(\S+)/;
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
// A value without its strings and url(…)s, which may hold anything.
const bareValue = (value: string) =>
  value.replace(/url\([^)]*\)/g, "url()").replace(/"[^"]*"|'[^']*'/g, '""');

/** Each problem in `css`, one line each: where it is and what was written. */
export function cssProblems(css: string, rules: CssRules): string[] {
  const tokenReference = new RegExp(`(?<![\\w.-])(?:${rules.tokenCategories.join("|")})\\.[\\w-]`);
  const styleProps = new Set(rules.styleProps.map(kebab));
  const problems: string[] = [];
  const walk = (block: CssBlock, at: string) => {
    for (const { property, value } of block.declarations) {
      const where = `${at || "(top level)"} { ${property}: ${value} }`;
      if (styleProps.has(property)) problems.push(`a style prop written as CSS: ${where}`);
      if (tokenReference.test(bareValue(value))) problems.push(`a token not resolved: ${where}`);
    }
    const keyframes = KEYFRAMES.exec(block.prelude);
    if (keyframes) {
      problems.push(...keyframeProblems(block, keyframes[1]!));
      return;
    }
    for (const inner of block.blocks) walk(inner, inner.prelude);
  };
  walk(parseCss(css), "");
  return problems;
}

// A keyframes rule holds keyframe blocks (`from`, `to`, `50%`), each with at least one property.
function keyframeProblems(block: CssBlock, name: string): string[] {
  const problems: string[] = [];
  const say = (what: string) => problems.push(`@keyframes ${name}: ${what}`);
  if (block.blocks.length === 0) say("no keyframe blocks");
  for (const { property, value } of block.declarations) {
    say(`a keyframe without a property (\`${property}:${value}\`)`);
  }
  for (const frame of block.blocks) {
    if (!KEYFRAME_SELECTOR.test(frame.prelude)) say(`\`${frame.prelude}\` is not a keyframe`);
    if (frame.declarations.length === 0) say(`\`${frame.prelude}\` sets no property`);
    if (frame.blocks.length > 0) say(`\`${frame.prelude}\` holds nested rules`);
  }
  return problems;
}
