import crypto from "crypto";
import fs from "fs";
import path from "path";

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

export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "page-data" ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

export function fillHeadersTemplate(
  template: string,
  values: { scriptHashes: readonly string[]; formOrigin: string; mapOrigin: string },
): string {
  return template
    .replace(/__INLINE_SCRIPT_HASHES__/g, [...new Set(values.scriptHashes)].sort().join(" "))
    .replace(/__FORM_ORIGIN__/g, values.formOrigin)
    .replace(/__MAP_ORIGIN__/g, values.mapOrigin);
}

export function writeSecurityHeaders(
  publicDir: string,
  values: { formEndpoint: string; mapEmbedUrl: string },
): void {
  const file = path.join(publicDir, "_headers");
  const template = fs.readFileSync(file, "utf8");
  const scriptHashes = htmlFiles(publicDir).flatMap((html) =>
    inlineScriptHashes(fs.readFileSync(html, "utf8")),
  );
  fs.writeFileSync(
    file,
    fillHeadersTemplate(template, {
      scriptHashes,
      formOrigin: new URL(values.formEndpoint).origin,
      mapOrigin: new URL(values.mapEmbedUrl).origin,
    }),
  );
}
