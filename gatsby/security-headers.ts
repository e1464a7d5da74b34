import crypto from "crypto";
import fs from "fs";
import path from "path";
import { EDITOR_DIR } from "./editor/files";

// Gatsby writes small inline scripts into every page (chunk mapping, the theme script), and their
// content changes with each build, so the CSP allows them by hash, computed from the built HTML.

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  const pattern = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
  for (const [, attributes, body] of html.matchAll(pattern)) {
    if (/type=["']?application\/(ld\+)?json/i.test(attributes) || body.length === 0) continue;
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

/** Repeats the visitor-page block once for each address. */
export function expandVisitorBlock(headers: string, addresses: readonly string[]): string {
  return headers.replace(VISITOR_BLOCK, (_block, lines: string) =>
    addresses.map((address) => `${address}\n${lines.replace(/\n?$/, "\n")}`).join("\n"),
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
  // goes (browsers enforce every policy they get, and its script hashes are out of date).
  return html.replace(POLICY_META, "").replace("<head>", `<head>${meta}`);
}

export function writeSecurityHeaders(
  publicDir: string,
  values: { formEndpoint: string; mapEmbedUrl: string },
): void {
  const file = path.join(publicDir, "_headers");
  const template = fs.readFileSync(file, "utf8");
  const pages = htmlFiles(publicDir);
  const filled = fillHeadersTemplate(template, {
    scriptHashes: pages.flatMap((html) => inlineScriptHashes(fs.readFileSync(html, "utf8"))),
    formOrigin: new URL(values.formEndpoint).origin,
    mapOrigin: new URL(values.mapEmbedUrl).origin,
  });
  const policy = visitorPolicy(filled);
  for (const page of pages.filter((html) => /(^|[\\/])404(\.html|[\\/]index\.html)$/.test(html))) {
    fs.writeFileSync(page, withPolicyMeta(fs.readFileSync(page, "utf8"), policy));
  }
  const addresses = pages.flatMap((html) => pageAddresses(publicDir, html)).sort();
  fs.writeFileSync(file, expandVisitorBlock(filled, addresses));
}
