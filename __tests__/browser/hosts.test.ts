import fs from "fs";
import path from "path";
import { cloudflareUrl } from "./support/browser";
import {
  builtPolicies,
  bundlesOf,
  IMMUTABLE,
  notFoundMetaPolicy,
  OFFLINE_WORKER,
  PAGES,
  pageDataOf,
  REVALIDATE,
  SECURITY_HEADERS,
  UNKNOWN,
  WITHOUT_SLASH,
} from "./support/host-responses";

// The built site as Cloudflare Pages serves it: its own runtime (`wrangler pages dev`, workerd)
// applies public/_headers and its rules for unknown addresses, so what is checked here is what a
// visitor's browser gets from a Pages deployment.

const publicDir = path.resolve(__dirname, "../../public");
const policies = builtPolicies(publicDir);

async function get(pathname: string): Promise<Response> {
  return fetch(cloudflareUrl(pathname), { redirect: "manual" });
}

function expectSecurityHeaders(response: Response, pathname: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect([pathname, name, response.headers.get(name)]).toEqual([pathname, name, value]);
  }
  // An old filter that some browsers ran on "1" and that can itself be abused: never switched on.
  expect(response.headers.get("x-xss-protection") ?? "0").toBe("0");
}

describe("Cloudflare Pages (wrangler pages dev)", () => {
  it.each(PAGES)(
    "%s: one value per security header, the strict policy, and HTML that revalidates",
    async (route) => {
      const response = await get(route);
      expect(response.status).toBe(200);
      expectSecurityHeaders(response, route);
      // A browser enforces each policy it gets: the one on every path allows what either the
      // pages or the editor allow, so the page's own strict policy is the one in effect.
      expect(response.headers.get("content-security-policy")).toBe(
        `${policies.allPaths}, ${policies.visitor}`,
      );
      expect(response.headers.get("cache-control")).toBe(REVALIDATE);
      const lang = route.startsWith("/sw/") ? "sw" : "en";
      expect(await response.text()).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}"`));
    },
  );

  it.each(PAGES)(
    "%s: its page data revalidates; its hashed bundles are kept a year",
    async (route) => {
      for (const data of [pageDataOf(route), "/page-data/app-data.json"]) {
        const response = await get(data);
        expect([data, response.status]).toEqual([data, 200]);
        expect([data, response.headers.get("cache-control")]).toEqual([data, REVALIDATE]);
        expectSecurityHeaders(response, data);
      }
      const html = fs.readFileSync(
        path.join(publicDir, route.replace(/^\//, ""), "index.html"),
        "utf8",
      );
      // The bundles the page names, and every bundle Gatsby wrote (the chunks loaded later).
      const written = fs
        .readdirSync(publicDir)
        .filter((file) => /\.(?:js|css)$/.test(file) && `/${file}` !== OFFLINE_WORKER);
      const bundles = [...new Set([...bundlesOf(html), ...written.map((file) => `/${file}`)])];
      expect(bundles.some((file) => /\/app-[0-9a-f]{20}\.js$/.test(file))).toBe(true);
      expect(bundles.some((file) => /\/styles\.[0-9a-f]{20}\.css$/.test(file))).toBe(true);
      for (const bundle of bundles) {
        expect(bundle).toMatch(/[.-][0-9a-f]{20}\.(?:js|css)$/);
        const response = await get(bundle);
        expect([bundle, response.status]).toEqual([bundle, 200]);
        expect([bundle, response.headers.get("cache-control")]).toEqual([bundle, IMMUTABLE]);
        await response.arrayBuffer();
      }
    },
  );

  it("sends the offline worker as JavaScript by its name, with one caching rule", async () => {
    // A browser checks a worker's own script past its HTTP cache, so the year-long rule of every
    // script holds back no new build's worker.
    const response = await get(OFFLINE_WORKER);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE);
    expect(response.headers.get("content-type")).toMatch(/^(?:text|application)\/javascript\b/);
    expectSecurityHeaders(response, OFFLINE_WORKER);
    expect(await response.text()).toContain("workbox");
  });

  it.each(WITHOUT_SLASH)(
    "%s redirects to the same address with its trailing slash, permanently",
    async (pathname) => {
      const response = await get(`${pathname}?from=chat`);
      expect(response.status).toBe(308);
      expect(response.headers.get("location")).toBe(`${pathname}/?from=chat`);
      expectSecurityHeaders(response, pathname);
    },
  );

  it.each(UNKNOWN)(
    "$pathname answers 404 with the $lang 404 page, which carries the strict policy",
    async ({ pathname, lang, policies: sent }) => {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expectSecurityHeaders(response, pathname);
      expect(response.headers.get("content-security-policy")).toBe(
        sent.map((name) => policies[name]).join(", "),
      );
      const html = await response.text();
      expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}">`));
      expect(html).toContain(
        // Right after the character set, which must come within the first 1024 bytes.
        `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${notFoundMetaPolicy(policies.visitor)}"/>`,
      );
    },
  );
});
