/** @jest-environment node */
import crypto from "crypto";
import fs from "fs";
import os from "os";
import path from "path";
import {
  expandVisitorBlock,
  fillHeadersTemplate,
  htmlFiles,
  inlineScriptHashes,
  pageAddresses,
  visitorPolicy,
  withPolicyMeta,
} from "../gatsby/security-headers";
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
  it("applies every matching block, and joins a header two blocks both set, as the hosts do", () => {
    const rules = parseHeadersFile(
      "# comment\n/*\n  X-Content-Type-Options: nosniff\n  Referrer-Policy: no-referrer\n\n/fonts/*\n  Cache-Control: immutable\n\n/*.woff2\n  Cache-Control: public\n",
    );
    expect(headersFor(rules, "/fonts/a.woff2")).toEqual({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
      "Cache-Control": "immutable, public",
    });
    expect(headersFor(rules, "/about/")).not.toHaveProperty("Cache-Control");
  });
});

describe("the headers each path gets from static/_headers", () => {
  // Hosts (Netlify, Cloudflare Pages) apply every block whose path matches, and send a header
  // two blocks both name with both values: for Content-Security-Policy that is two policies, and
  // the browser enforces both. So the visitor pages' policy and the editor's must never meet.
  const template = fs.readFileSync(path.resolve(__dirname, "../static/_headers"), "utf8");
  const filled = fillHeadersTemplate(template, {
    scriptHashes: ["'sha256-a'"],
    formOrigin: "https://formspree.io",
    mapOrigin: "https://www.google.com",
  });
  const visitorPages = ["/", "/index.html", "/about/", "/about/index.html", "/404.html"];
  const rules = parseHeadersFile(expandVisitorBlock(filled, visitorPages));
  const strict = visitorPolicy(filled);
  const csp = (pathname: string) => headersFor(rules, pathname)["Content-Security-Policy"];

  it("gives every visitor page exactly today's strict policy, and COOP same-origin", () => {
    expect(strict).toBe(
      "default-src 'self'; script-src 'self' 'report-sample' 'sha256-a'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self' https://formspree.io; frame-src https://www.google.com; form-action 'self' https://formspree.io; manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
    );
    for (const page of visitorPages) {
      expect(csp(page)).toBe(strict);
      expect(headersFor(rules, page)["Cross-Origin-Opener-Policy"]).toBe("same-origin");
      expect(headersFor(rules, page)["X-Frame-Options"]).toBe("DENY");
    }
  });

  it("gives the editor only its own policy, with no eval and no font host, GitHub's API and login pop-ups", () => {
    for (const page of ["/admin/", "/admin/index.html", "/admin/config.yml"]) {
      const policy = csp(page)!;
      // Sveltia CMS needs no eval; its fonts are served from /admin/, so no font host is allowed.
      expect(policy).toMatch(/^default-src 'none'; script-src 'self';/);
      expect(policy).toContain("font-src 'self';");
      expect(policy).toContain("connect-src 'self' data: blob: https://api.github.com;");
      expect(policy).not.toContain(strict);
      expect(headersFor(rules, page)["Cross-Origin-Opener-Policy"]).toBe(
        "same-origin-allow-popups",
      );
      expect(headersFor(rules, page)["X-Robots-Tag"]).toBe("noindex");
    }
    expect(headersFor(rules, "/about/")).not.toHaveProperty("X-Robots-Tag");
  });

  it("caches the editor's versioned bundle like the site's hashed scripts, not its page or config", () => {
    const cache = (pathname: string) => headersFor(rules, pathname)["Cache-Control"];
    expect(cache("/admin/sveltia-cms-0.221.1/sveltia-cms.js")).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(cache("/admin/")).toBeUndefined();
    expect(cache("/admin/config.yml")).toBeUndefined();
  });

  it("leaves addresses that don't exist to the 404 page's own <meta> policy", () => {
    expect(csp("/no-such-page/")).toBeUndefined();
    const html = withPolicyMeta(
      '<html lang="en"><head><meta charSet="utf-8"/></head></html>',
      strict,
    );
    expect(html).toBe(
      `<html lang="en"><head><meta http-equiv="Content-Security-Policy" content="${strict.replace("; frame-ancestors 'none'", "")}"/><meta charSet="utf-8"/></head></html>`,
    );
    // A rebuild that keeps the 404 page's HTML replaces the earlier policy instead of adding one.
    const rebuilt = withPolicyMeta(html, "script-src 'self' 'sha256-new'");
    expect(rebuilt.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
    expect(rebuilt).toContain(`content="script-src 'self' 'sha256-new'"`);
  });
});

describe("the pages the build wrote", () => {
  it("are every HTML file but the editor's, each at its folder address and its file address", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-"));
    for (const file of ["index.html", "404.html", "about/index.html", "admin/index.html"]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), "<html></html>");
    }
    const pages = htmlFiles(dir);
    expect(pages.map((file) => path.relative(dir, file)).sort()).toEqual([
      "404.html",
      path.join("about", "index.html"),
      "index.html",
    ]);
    expect(pages.flatMap((file) => pageAddresses(dir, file)).sort()).toEqual([
      "/",
      "/404.html",
      "/about/",
      "/about/index.html",
      "/index.html",
    ]);
    fs.rmSync(dir, { recursive: true });
  });
});
