import fs from "fs";
import path from "path";
import { scrollThrough } from "./support/page-tools";
import {
  cloudflareBase,
  cloudflareUrl,
  openPage,
  ROUTES,
  siteUrl,
  SWAHILI_ROUTES,
  waitForHydration,
  waitForIdle,
  browserPerFile,
} from "./support/browser";

const browser = browserPerFile();

const COLLECT_VIOLATIONS = `
  window.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (event) => {
    window.__cspViolations.push(event.violatedDirective + " " + event.blockedURI);
  });
`;

describe("security headers", () => {
  it("public/_headers has the CSP filled in, with no placeholder left", () => {
    const headers = fs.readFileSync(path.resolve(__dirname, "../../public/_headers"), "utf8");
    expect(headers).not.toMatch(/__[A-Z_]+__/);
    expect(headers).toMatch(/script-src 'self' 'report-sample'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(headers).toContain("connect-src 'self' https://formspree.io;");
    expect(headers).toContain("frame-src https://www.google.com;");
    expect(headers).toContain("frame-ancestors 'none'");
  });

  it("no visitor page links to the editor, and the sitemap leaves it out", async () => {
    for (const route of ROUTES) {
      const html = await (await fetch(siteUrl(route))).text();
      expect(html).not.toMatch(/href="[^"]*\/admin/);
    }
    const sitemap = fs.readFileSync(path.resolve(__dirname, "../../public/sitemap.xml"), "utf8");
    expect(sitemap).toContain("/services/</loc>");
    expect(sitemap).not.toContain("/admin");
  });

  // Served by Cloudflare Pages' own runtime (support/cloudflare.ts), as a visitor gets them.
  it.each([...ROUTES, ...SWAHILI_ROUTES, "/no-such-page/", "/sw/no-such-page/"])(
    "%s is served with the headers and runs without a CSP violation",
    async (route) => {
      const notFound = route.endsWith("/no-such-page/");
      const response = await fetch(cloudflareUrl(route));
      // Policies, as the browser reads a header sent with several (it enforces each one).
      const policies = response.headers.get("content-security-policy")?.split(/,\s*/) ?? [];
      // The first, on every path, allows what the visitor pages or the editor allow; it gives a
      // 404 object-src, base-uri and frame-ancestors, and the 404 page brings the strict policy.
      expect(policies[0]).toMatch(
        /^default-src 'self'; script-src 'self' 'report-sample' 'sha256-/,
      );
      expect(policies[0]).toContain("frame-ancestors 'none'");
      expect(policies[0]).toContain("object-src 'none'");
      if (notFound) {
        // Inside a folder of pages ("/sw/…") the pages' strict policy comes too: the headers name
        // the folders that hold pages, not each page (gatsby/security-headers.ts, visitorPaths).
        expect(policies).toHaveLength(route.startsWith("/sw/") ? 2 : 1);
        expect(response.status).toBe(404);
        expect(await response.text()).toMatch(
          // Right after the character set, which must come within the first 1024 bytes.
          /^<!DOCTYPE html><html lang="(en|sw)"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self' 'report-sample' 'sha256-/,
        );
      } else {
        // The page's own strict policy: no eval, not the editor's.
        expect(policies).toHaveLength(2);
        expect(policies[1]).toMatch(
          /^default-src 'self'; script-src 'self' 'report-sample' 'sha256-/,
        );
        expect(policies[1]).not.toContain("unsafe-eval");
      }
      expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin-allow-popups");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("strict-transport-security")).toContain("max-age=");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");

      const opened = await openPage(browser(), route, {
        initScript: COLLECT_VIOLATIONS,
        baseUrl: cloudflareBase(),
      });
      const { page, context, problems } = opened;
      if (!notFound) await waitForHydration(page);
      // Down to the bottom, so everything loaded on the way (carousels, slideshow, map) runs.
      await scrollThrough(page);
      await waitForIdle(opened);
      const violations = await page.evaluate(
        () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
      );
      expect(violations).toEqual([]);
      expect(problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([]);
      await context.close();
    },
  );
});
