/** @jest-environment node */
import crypto from "crypto";
import { fillHeadersTemplate, inlineScriptHashes } from "../gatsby/security-headers";
import { headersFor, parseHeadersFile } from "../scripts/static-server.mjs";

const sha = (text: string) =>
  `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes inline scripts only, skipping external and JSON scripts", () => {
    const html = [
      "<script>window.a=1</script>",
      '<script id="x" type="module">b()</script>',
      '<script src="/app.js"></script>',
      '<script type="application/ld+json">{"@type":"BeautySalon"}</script>',
      '<script type="application/json">{}</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha("b()")]);
  });
});

describe("fillHeadersTemplate", () => {
  it("fills in the hashes and the origins the site talks to", () => {
    const filled = fillHeadersTemplate(
      "/*\n  Content-Security-Policy: script-src 'self' __INLINE_SCRIPT_HASHES__; connect-src 'self' __FORM_ORIGIN__; frame-src __MAP_ORIGIN__\n",
      {
        scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-a'"],
        formOrigin: "https://formspree.io",
        mapOrigin: "https://www.google.com",
      },
    );
    expect(filled).toContain(
      "script-src 'self' 'sha256-a' 'sha256-b'; connect-src 'self' https://formspree.io; frame-src https://www.google.com",
    );
  });
});

describe("the _headers parser used by the test and preview server", () => {
  it("applies every matching block, later blocks adding to earlier ones", () => {
    const rules = parseHeadersFile(
      "# comment\n/*\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: no-referrer\n\n/fonts/*\n  Cache-Control: immutable\n",
    );
    expect(headersFor(rules, "/fonts/a.woff2")).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
      "Cache-Control": "immutable",
    });
    expect(headersFor(rules, "/about/")).not.toHaveProperty("Cache-Control");
  });
});
