/** @jest-environment node */
import crypto from "crypto";
import fs from "fs";
import os from "os";
import path from "path";
import { BUNDLE_LOADER, BUNDLE_LOADER_ID } from "../plugins/gatsby-plugin-startup/defer-bundles";
import { pagePathScriptText } from "../gatsby/page-path-script";
import {
  blockPaths,
  checkHostLimits,
  expandVisitorBlock,
  fillHeadersTemplate,
  htmlFiles,
  inlineScriptHashes,
  pageAddresses,
  policyOrigin,
  policyUnion,
  editorPolicy,
  visitorPaths,
  visitorPolicy,
  withAllPathsPolicy,
  withPolicyMeta,
} from "../gatsby/security-headers";
import { COLOR_MODE_SCRIPT, COLOR_MODE_SCRIPT_ID } from "../shared/lib/color-mode-script";
import { LOCALE_CHOICE_SCRIPT, LOCALE_CHOICE_SCRIPT_ID } from "../shared/lib/locale-choice";
import { headersFor, parseHeadersFile } from "../scripts/static-server.mjs";

const sha = (text: string) =>
  `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  const loader = `<script id="${BUNDLE_LOADER_ID}" data-bundles="/app.js">${BUNDLE_LOADER}</script>`;
  const theme = `<script id="${COLOR_MODE_SCRIPT_ID}">${COLOR_MODE_SCRIPT}</script>`;
  const language = `<script id="${LOCALE_CHOICE_SCRIPT_ID}">${LOCALE_CHOICE_SCRIPT}</script>`;
  // Gatsby's page-path script as the site writes it: one text on every page, the path beside it.
  const pagePath = `<script id="gatsby-script-loader" data-page-path="/about/">${pagePathScriptText("")}</script>`;
  const chunks = `<script id="gatsby-chunk-mapping">
            window.___chunkMapping=${JSON.stringify(JSON.stringify({ app: ["/app-1a.js"] }))};
          </script>`;
  const compilation = '<script>window.___webpackCompilationHash="87a32484749200a6869a";</script>';
  const jsonLd =
    '<script type="application/ld+json" data-gatsby-head="true">{"@type":"BeautySalon"}</script>';
  const body = (tag: string) => /<script[^>]*>([\s\S]*)<\/script>/.exec(tag)![1]!;

  it("hashes the site's own inline scripts, skipping external and JSON scripts", () => {
    const html = [
      theme,
      language,
      jsonLd,
      pagePath,
      chunks,
      compilation,
      '<script src="/app.js"></script>',
      loader,
    ].join("");
    expect(inlineScriptHashes(html, "about/index.html")).toEqual(
      [theme, language, pagePath, chunks, compilation, loader].map((tag) => sha(body(tag))),
    );
  });

  it.each([
    ["a script from content", "<script>alert(document.domain)</script>"],
    ["a module", '<script type="module">alert(1)</script>'],
    [
      "a script named like the theme script, with other text",
      `<script id="${COLOR_MODE_SCRIPT_ID}">alert(1)</script>`,
    ],
    [
      "Gatsby's page path with code after it",
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/";alert(1);/*]]>*/</script>',
    ],
    [
      // Its text differs on every page: the policy would need a hash for each.
      "Gatsby's page path as Gatsby writes it, with the path in its text",
      '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/about/";/*]]>*/</script>',
    ],
    [
      "the page path script with a path that is not an address",
      `<script id="gatsby-script-loader" data-page-path="/&quot;x">${pagePathScriptText("")}</script>`,
    ],
    [
      "a chunk mapping that runs code",
      '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";alert(1)</script>',
    ],
    [
      "a compilation hash with code",
      '<script>window.___webpackCompilationHash="1";alert(1);</script>',
    ],
    ["a second theme script", theme],
  ])("stops at %s, naming the page", (_what, script) => {
    expect(() => inlineScriptHashes(`${theme}${script}`, "services/index.html")).toThrow(
      /^services\/index\.html: an inline <script[^>]*> that the site does not write/,
    );
  });

  it("stops at a JSON-LD script that is not valid JSON", () => {
    const broken = '<script type="application/ld+json">{"name":"Nails "</script>';
    expect(() => inlineScriptHashes(broken, "index.html")).toThrow(
      /^index\.html: a JSON <script> is not valid JSON/,
    );
  });
});

describe("policyOrigin", () => {
  it("gives the plain origin of a whole https address", () => {
    expect(policyOrigin("https://www.google.com/maps?q=x&output=embed", "map")).toBe(
      "https://www.google.com",
    );
    expect(policyOrigin("https://formspree.io:8443/f/x", "form")).toBe("https://formspree.io:8443");
  });

  it.each([
    "https://www.google.com;x-injected/maps",
    "https://www.google.com,evil.example/",
    "http://formspree.io/f/x",
    "https://user:pw@formspree.io/f/x",
    "javascript:alert(1)",
    "not an address",
  ])("refuses %s, naming the field", (address) => {
    expect(() => policyOrigin(address, "The map's address (address.mapEmbedUrl)")).toThrow(
      /^The map's address \(address\.mapEmbedUrl\) ".*" has no plain https origin/,
    );
  });
});

describe("policyUnion", () => {
  it("allows what either policy allows, counting default-src for what one leaves out", () => {
    expect(
      policyUnion(
        "default-src 'self'; script-src 'self' 'sha256-a'; frame-src https://maps.example; object-src 'none'; form-action 'self' https://form.example; frame-ancestors 'none'",
        "default-src 'none'; script-src 'self' 'unsafe-eval'; img-src 'self' https://avatars.example; object-src 'none'; frame-ancestors 'none'",
      ),
    ).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a' 'unsafe-eval'; frame-src https://maps.example; object-src 'none'; frame-ancestors 'none'; img-src 'self' https://avatars.example",
    );
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
  // the browser enforces both. So the visitor pages' policy and the editor's must never meet, and
  // the one on every path must allow all either of them allows.
  const template = fs.readFileSync(path.resolve(__dirname, "../static/_headers"), "utf8");
  const filled = fillHeadersTemplate(template, {
    scriptHashes: ["'sha256-a'"],
    formOrigin: "https://formspree.io",
    mapOrigin: "https://www.google.com",
  });
  const visitorPages = ["/", "/index.html", "/about/", "/about/index.html", "/404.html"];
  const rules = parseHeadersFile(
    expandVisitorBlock(
      withAllPathsPolicy(filled),
      visitorPaths(visitorPages, blockPaths(template)),
    ),
  );
  const strict = visitorPolicy(filled);
  const csp = (pathname: string) => headersFor(rules, pathname)["Content-Security-Policy"];
  // The policies a path gets, as a browser reads a header sent with several (comma-separated).
  const policies = (pathname: string) => csp(pathname)?.split(/,\s*/) ?? [];
  const everyPath = policyUnion(strict, editorPolicy(filled));

  it("gives every visitor page exactly today's strict policy, and one opener policy", () => {
    expect(strict).toBe(
      "default-src 'self'; script-src 'self' 'report-sample' 'sha256-a'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self' https://formspree.io; frame-src https://www.google.com; form-action 'self' https://formspree.io; manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'",
    );
    for (const page of visitorPages) {
      // The every-path policy allows all the strict one does, so the strict one decides.
      expect(policies(page)).toEqual([everyPath, strict]);
      expect(headersFor(rules, page)["Cross-Origin-Opener-Policy"]).toBe(
        "same-origin-allow-popups",
      );
      expect(headersFor(rules, page)["X-Frame-Options"]).toBe("DENY");
    }
  });

  it("gives the editor only its own policy, with no eval and no font host, GitHub's API and login pop-ups", () => {
    for (const page of ["/admin/", "/admin/index.html", "/admin/config.yml"]) {
      const [, policy] = policies(page);
      expect(policies(page)).toEqual([everyPath, policy]);
      // Sveltia CMS needs no eval, only WebAssembly for its codecs (the WebP encoder Safari needs);
      // its fonts are served from /admin/, so no font host is allowed.
      expect(policy).toMatch(/^default-src 'none'; script-src 'self' 'wasm-unsafe-eval';/);
      expect(policy).not.toContain("'unsafe-eval'");
      expect(policy).toContain("font-src 'self';");
      expect(policy).toContain("connect-src 'self' data: blob: https://api.github.com;");
      expect(policy).not.toBe(strict);
      expect(headersFor(rules, page)["Cross-Origin-Opener-Policy"]).toBe(
        "same-origin-allow-popups",
      );
      expect(headersFor(rules, page)["X-Robots-Tag"]).toBe("noindex");
    }
    expect(headersFor(rules, "/about/")).not.toHaveProperty("X-Robots-Tag");
  });

  it("sends an address that doesn't exist (the 404 page) the security headers too", () => {
    const headers = headersFor(rules, "/no-such-page/");
    expect(policies("/no-such-page/")).toEqual([everyPath]);
    expect(everyPath).toContain("object-src 'none'");
    expect(everyPath).toContain("base-uri 'self'");
    expect(everyPath).toContain("frame-ancestors 'none'");
    expect(everyPath).toMatch(/script-src 'self' [^;]*'sha256-a'/);
    expect(everyPath).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Strict-Transport-Security"]).toContain("max-age=");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
  });

  it("caches the editor's versioned bundle like the site's hashed scripts, not its page or config", () => {
    const cache = (pathname: string) => headersFor(rules, pathname)["Cache-Control"];
    for (const script of ["editor.0123abcd.js", "chunks/89abcdef.js"]) {
      expect(cache(`/admin/sveltia-cms-0.221.1/${script}`)).toBe(
        "public, max-age=31536000, immutable",
      );
    }
    expect(cache("/admin/")).toBeUndefined();
    expect(cache("/admin/config.yml")).toBeUndefined();
  });

  it("puts the strict policy into the 404 page itself, which every unknown address shows", () => {
    const html = withPolicyMeta(
      '<html lang="en"><head><meta charSet="utf-8"/></head></html>',
      strict,
    );
    // After the character set, which must come within the page's first 1024 bytes.
    expect(html).toBe(
      `<html lang="en"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${strict.replace("; frame-ancestors 'none'", "")}"/></head></html>`,
    );
    expect(withPolicyMeta("<head><title>x</title></head>", "script-src 'self'")).toBe(
      `<head><meta http-equiv="Content-Security-Policy" content="script-src 'self'"/><title>x</title></head>`,
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

describe("the paths the visitor-page block is written for", () => {
  const others = ["/*", "/admin/*", "/fonts/*", "/static/*", "/page-data/*"];

  it("names a page at the top by its address and any other by its top folder", () => {
    const addresses = [
      "/",
      "/index.html",
      "/404.html",
      "/about/",
      "/about/index.html",
      "/services/",
      "/services/manicure/",
      "/services/manicure/index.html",
      "/sw/",
      "/sw/services/manicure/",
    ];
    expect(visitorPaths(addresses, others)).toEqual([
      "/",
      "/404.html",
      "/about/*",
      "/index.html",
      "/services/*",
      "/sw/*",
    ]);
  });

  it("adds no rule for another treatment's page, in either language", () => {
    const pages = (count: number) =>
      Array.from({ length: count }, (_, index) => [
        `/services/t${index}/`,
        `/sw/services/t${index}/`,
      ]).flat();
    expect(visitorPaths(pages(200), others)).toEqual(visitorPaths(pages(2), others));
  });

  it("stops when pages were built in a folder another block names", () => {
    expect(() => visitorPaths(["/admin/"], others)).toThrow(
      "_headers: pages were built under /admin/*, which has a block of its own in static/_headers",
    );
  });

  it("reads the template's block paths", () => {
    const template = fs.readFileSync(path.resolve(__dirname, "../static/_headers"), "utf8");
    expect(blockPaths(template)).toEqual(expect.arrayContaining(others));
  });
});

describe("checkHostLimits", () => {
  const block = (address: string, line = "  X-Robots-Tag: noindex") => `${address}\n${line}\n`;

  it("passes 100 rules with lines of 2,000 characters", () => {
    const rules = Array.from({ length: 100 }, (_, index) => block(`/p${index}/*`));
    rules[0] = block("/a/*", `  X-Long: ${"x".repeat(2000 - 11)}`);
    expect(() => checkHostLimits(rules.join("\n"))).not.toThrow();
  });

  it("stops at a 101st rule, which Cloudflare Pages would drop", () => {
    const rules = Array.from({ length: 101 }, (_, index) => block(`/p${index}/*`));
    expect(() => checkHostLimits(rules.join("\n"))).toThrow(
      "_headers has 101 rules; Cloudflare Pages reads 100",
    );
  });

  it("stops at a line longer than 2,000 characters, naming it", () => {
    const long = block("/a/*", `  Content-Security-Policy: ${"x".repeat(2000)}`);
    expect(() => checkHostLimits(`# a comment\n${long}`)).toThrow(
      /^_headers line 3 is 2027 characters long; Cloudflare Pages reads 2000 \(" {2}Content-Security-Policy: x+"…\)$/,
    );
  });
});
