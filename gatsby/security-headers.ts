import crypto from "crypto";
import fs from "fs";
import path from "path";
import { EDITOR_DIR } from "../plugins/gatsby-plugin-editor/public";
import { KNOWN_INLINE_SCRIPTS, type KnownInlineScript } from "./inline-scripts";

// The built pages hold a few small inline scripts (Gatsby's chunk mapping, the theme script, the
// bundle loader) whose text changes with each build, so the CSP allows them by hash, computed from
// the built HTML. Only scripts the site itself writes are hashed (gatsby/inline-scripts.ts): any
// other inline script stops the build, naming the page, instead of being allowed.

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const JSON_TYPE = /^\s*type="application\/(?:ld\+)?json"(?:\s+data-gatsby-head="true")?\s*$/;

const excerpt = (text: string) =>
  JSON.stringify(text.length > 120 ? `${text.slice(0, 120)}…` : text);

/**
 * The CSP hashes of a built page's inline scripts. Throws, naming `page`, when the page holds an
 * inline script that is not one of the site's own (or one of them twice), or a JSON script that
 * is not valid JSON.
 */
export function inlineScriptHashes(html: string, page: string): string[] {
  const hashes: string[] = [];
  const seen = new Set<KnownInlineScript>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (JSON_TYPE.test(attributes)) {
      try {
        JSON.parse(body);
      } catch {
        throw new Error(`${page}: a JSON <script> is not valid JSON: ${excerpt(body)}`);
      }
      continue;
    }
    const known = KNOWN_INLINE_SCRIPTS.find(
      (script) => script.marked(attributes) && script.text(body),
    );
    if (!known || seen.has(known)) {
      throw new Error(
        `${page}: an inline <script${attributes}> that the site does not write ${
          known ? `(a second copy of ${known.name})` : ""
        }: ${excerpt(body)}. Only the site's own scripts are allowed to run; if content put it ` +
          "there, a value reached the page unescaped.",
      );
    }
    seen.add(known);
    const digest = crypto.createHash("sha256").update(body, "utf8").digest("base64");
    hashes.push(`'sha256-${digest}'`);
  }
  return hashes;
}

/** Every HTML page Gatsby wrote: the visitor pages (the editor's page in admin/ is not one). */
export function htmlFiles(dir: string, root = dir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      const skip = entry.name === "page-data" || (dir === root && entry.name === EDITOR_DIR);
      return skip ? [] : htmlFiles(full, root);
    }
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

/** The addresses a built HTML file answers at: "about/index.html" is "/about/" and itself. */
export function pageAddresses(publicDir: string, file: string): string[] {
  const address = `/${path.relative(publicDir, file).split(path.sep).join("/")}`;
  return address.endsWith("/index.html")
    ? [address.slice(0, -"index.html".length), address]
    : [address];
}

/**
 * The paths the visitor-page block is written for: a page at the top ("/", "/404.html") by its
 * address, any other by its top folder ("/services/manicure/" is under "/services/*"). A host
 * allows a limited number of rules (Cloudflare Pages: 100), so the count must not grow with the
 * pages: a treatment's page, in either language, adds none. Throws when a folder is also another
 * block's (the editor's policy must never meet the pages').
 */
export function visitorPaths(
  addresses: readonly string[],
  otherBlocks: readonly string[],
): string[] {
  const paths = new Set(
    addresses.map((address) => {
      const top = /^\/[^/]+\//.exec(address)?.[0];
      return top ? `${top}*` : address;
    }),
  );
  for (const taken of otherBlocks.filter((block) => paths.has(block))) {
    throw new Error(
      `_headers: pages were built under ${taken}, which has a block of its own in static/_headers`,
    );
  }
  return [...paths].sort();
}

// Cloudflare Pages' limits for _headers: it reads at most 100 rules and 2,000 characters a line,
// and drops what is beyond them without a word (Netlify's are wider).
export const HOST_LIMITS = { rules: 100, lineLength: 2000 } as const;

/** Throws, naming the limit, when `headers` is beyond a host's limits for a _headers file. */
export function checkHostLimits(headers: string): void {
  const rules = blockPaths(headers).length;
  if (rules > HOST_LIMITS.rules) {
    throw new Error(`_headers has ${rules} rules; Cloudflare Pages reads ${HOST_LIMITS.rules}`);
  }
  headers.split("\n").forEach((line, index) => {
    if (line.length > HOST_LIMITS.lineLength) {
      throw new Error(
        `_headers line ${index + 1} is ${line.length} characters long; Cloudflare Pages reads ` +
          `${HOST_LIMITS.lineLength} (${JSON.stringify(line.slice(0, 60))}…)`,
      );
    }
  });
}

/** The paths of the template's blocks (the lines that start with "/"). */
export function blockPaths(headers: string): string[] {
  return [...headers.matchAll(/^(\/\S*)$/gm)].map((match) => match[1]!);
}

export const VISITOR_PAGE = "__VISITOR_PAGE__";
const VISITOR_BLOCK = new RegExp(`^${VISITOR_PAGE}\\n((?:[ \\t]+\\S.*(?:\\n|$))+)`, "m");

export function fillHeadersTemplate(
  template: string,
  values: { scriptHashes: readonly string[]; formOrigin: string; mapOrigin: string },
): string {
  return template
    .replace(/__INLINE_SCRIPT_HASHES__/g, [...new Set(values.scriptHashes)].sort().join(" "))
    .replace(/__FORM_ORIGIN__/g, values.formOrigin)
    .replace(/__MAP_ORIGIN__/g, values.mapOrigin);
}

/** Repeats the visitor-page block once for each of `paths`. */
export function expandVisitorBlock(headers: string, paths: readonly string[]): string {
  return headers.replace(VISITOR_BLOCK, (_block, lines: string) =>
    paths.map((address) => `${address}\n${lines.replace(/\n?$/, "\n")}`).join("\n"),
  );
}

/** The Content-Security-Policy of the visitor-page block, before it is repeated. */
export function visitorPolicy(headers: string): string {
  const lines = VISITOR_BLOCK.exec(headers)?.[1] ?? "";
  const policy = /^\s*Content-Security-Policy:\s*(.+)$/m.exec(lines)?.[1];
  if (!policy)
    throw new Error(`_headers: the ${VISITOR_PAGE} block has no Content-Security-Policy`);
  return policy.trim();
}

const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/g;

// A host sends the 404 page for every address that doesn't exist, with the headers of that
// address, which no visitor-page block names; so the 404 page carries the policy itself. A
// <meta> policy can't hold frame-ancestors (X-Frame-Options: DENY on every response does that job).
export function withPolicyMeta(html: string, policy: string): string {
  const content = policy
    .split(/;\s*/)
    .filter((directive) => !/^frame-ancestors\b/.test(directive))
    .join("; ");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${content}"/>`;
  if (!/<head>/.test(html)) throw new Error("withPolicyMeta: the page has no <head>");
  // A later build that reuses Gatsby's 404 HTML finds the earlier build's policy in it: that one
  // goes (browsers enforce every policy they get, and its script hashes are out of date). The
  // policy follows the page's character set, which must be within its first 1024 bytes.
  return html
    .replace(POLICY_META, "")
    .replace(/<head>(<meta charset="[^"]*"\/>)?/i, (head) => `${head}${meta}`);
}

// An origin the site talks to, parsed from a content address and written into the policy: only a
// plain "https://host[:port]" can be one source in a Content-Security-Policy (the content model
// checks the whole address; this is the last line before a header).
const PLAIN_ORIGIN = /^https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+(?::\d{1,5})?$/;

export function policyOrigin(address: string, what: string): string {
  let url: URL | null = null;
  try {
    url = new URL(address);
  } catch {
    // Reported below.
  }
  if (!url || url.username || url.password || !PLAIN_ORIGIN.test(url.origin)) {
    throw new Error(
      `${what} ${excerpt(address)} has no plain https origin to allow in the Content-Security-Policy.`,
    );
  }
  return url.origin;
}

// The fetch directives a policy falls back through when it doesn't name one itself.
const FALLBACK: Record<string, readonly string[]> = {
  "frame-src": ["child-src", "default-src"],
  "worker-src": ["child-src", "script-src", "default-src"],
};

function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  );
}

function effectiveSources(policy: Map<string, string[]>, directive: string): string[] | null {
  const chain = FALLBACK[directive] ?? (directive.endsWith("-src") ? ["default-src"] : []);
  for (const name of [directive, ...chain]) {
    const sources = policy.get(name);
    if (sources) return sources;
  }
  return null; // not restricted at all
}

/**
 * A policy that allows everything either policy allows, so sending it beside either one changes
 * nothing for that one's pages (a browser enforces every policy it gets). A directive that either
 * policy leaves unrestricted is left out.
 */
export function policyUnion(first: string, second: string): string {
  const a = parsePolicy(first);
  const b = parsePolicy(second);
  const directives: string[] = [];
  for (const name of new Set([...a.keys(), ...b.keys()])) {
    const left = effectiveSources(a, name);
    const right = effectiveSources(b, name);
    if (!left || !right) continue;
    const sources = [...new Set([...left, ...right])];
    const allowed = sources.filter((source) => source !== "'none'");
    directives.push([name, ...(allowed.length > 0 ? allowed : ["'none'"])].join(" "));
  }
  return directives.join("; ");
}

const EDITOR_BLOCK = new RegExp(`^/${EDITOR_DIR}/\\*\\n((?:[ \\t]+\\S.*(?:\\n|$))+)`, "m");

/** The editor's Content-Security-Policy in the _headers template. */
export function editorPolicy(headers: string): string {
  const lines = EDITOR_BLOCK.exec(headers)?.[1] ?? "";
  const policy = /^\s*Content-Security-Policy:\s*(.+)$/m.exec(lines)?.[1];
  if (!policy)
    throw new Error(`_headers: the /${EDITOR_DIR}/* block has no Content-Security-Policy`);
  return policy.trim();
}

/** Fills in the policy every response gets (a 404 included): the union of the two policies. */
export function withAllPathsPolicy(filled: string): string {
  return filled.replace(
    /__ALL_PATHS_POLICY__/g,
    policyUnion(visitorPolicy(filled), editorPolicy(filled)),
  );
}

export function writeSecurityHeaders(
  publicDir: string,
  values: { formEndpoint: string; mapEmbedUrl: string },
): void {
  const file = path.join(publicDir, "_headers");
  const template = fs.readFileSync(file, "utf8");
  const pages = htmlFiles(publicDir);
  const filled = fillHeadersTemplate(template, {
    scriptHashes: pages.flatMap((html) =>
      inlineScriptHashes(fs.readFileSync(html, "utf8"), path.relative(publicDir, html)),
    ),
    formOrigin: policyOrigin(values.formEndpoint, "The contact form's address (formEndpoint)"),
    mapOrigin: policyOrigin(values.mapEmbedUrl, "The map's address (address.mapEmbedUrl)"),
  });
  const policy = visitorPolicy(filled);
  for (const page of pages.filter((html) => /(^|[\\/])404(\.html|[\\/]index\.html)$/.test(html))) {
    fs.writeFileSync(page, withPolicyMeta(fs.readFileSync(page, "utf8"), policy));
  }
  const addresses = pages.flatMap((html) => pageAddresses(publicDir, html));
  const headers = expandVisitorBlock(
    withAllPathsPolicy(filled),
    visitorPaths(addresses, blockPaths(template)),
  );
  checkHostLimits(headers);
  fs.writeFileSync(file, headers);
}
