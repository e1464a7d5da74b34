import { execFileSync } from "child_process";
import fs from "fs";
import path from "path";
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
} from "./support/host-responses";
import { scratchBuild } from "./support/scratch-site";

// The site as Netlify builds and serves it. Netlify sets NETLIFY in every build, and Gatsby then
// runs its Netlify adapter, which writes into public/_headers and public/_redirects after the
// site's own build steps. So this reads the run's shared copy, built the way Netlify builds
// (support/scratch-site.ts: the one extra full build of the test run; the adapter needs the build's
// own state, and the site the other tests use must stay as any other host gets it), with Netlify's
// own parsers (@netlify/headers-parser, @netlify/redirect-parser; support/netlify-rules.mjs).

interface NetlifyHeaderRule {
  for: string;
  values: Record<string, string>;
  source: string;
  flags: string;
}
interface NetlifyRedirect {
  from: string;
  to: string;
  status: number;
  force: boolean;
}
interface NetlifyRules {
  headers: NetlifyHeaderRule[];
  redirects: NetlifyRedirect[];
  errors: string[];
}

let copy = "";
let log = "";
let rules: NetlifyRules;
let publicDir = "";
let buildSeconds = 0;

beforeAll(() => {
  ({ dir: copy, log, publicDir, buildSeconds } = scratchBuild());
  rules = JSON.parse(
    execFileSync(
      process.execPath,
      [
        path.join(__dirname, "support/netlify-rules.mjs"),
        publicDir,
        path.join(copy, "netlify.toml"),
      ],
      { encoding: "utf8" },
    ),
  ) as NetlifyRules;
}, 45 * 60_000);

/** Every value Netlify sends for each header at `pathname`: one per matching rule. */
function headersAt(pathname: string): Map<string, string[]> {
  const sent = new Map<string, string[]>();
  for (const rule of rules.headers) {
    if (!new RegExp(rule.source, rule.flags).test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      const key = name.toLowerCase();
      sent.set(key, [...(sent.get(key) ?? []), value]);
    }
  }
  return sent;
}

function expectSecurityHeaders(sent: Map<string, string[]>, pathname: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect([pathname, name, sent.get(name)]).toEqual([pathname, name, [value]]);
  }
  expect([pathname, sent.get("x-xss-protection")]).toEqual([pathname, undefined]);
}

/** The first redirect rule whose `from` matches (a splat "*" at its end only, as the site's). */
function redirectFor(pathname: string): NetlifyRedirect | undefined {
  return rules.redirects.find(({ from }) => {
    if (from.includes(":")) throw new Error(`a placeholder in ${from}: match it by hand here`);
    return from.endsWith("/*") ? pathname.startsWith(from.slice(0, -1)) : pathname === from;
  });
}

describe("Netlify (a build with NETLIFY set, read with Netlify's parsers)", () => {
  it("ran the pinned adapter, which added no header, and its files parse without error", () => {
    console.log(`The shared copy's build (NETLIFY set) took ${buildSeconds} s.`);
    expect(log).toContain("Using gatsby-adapter-netlify adapter");
    // From package-lock.json, not installed by Gatsby while building.
    expect(log).not.toContain("Installing Netlify adapter");
    expect(fs.existsSync(path.join(copy, ".cache/adapters"))).toBe(false);
    const headers = fs.readFileSync(path.join(publicDir, "_headers"), "utf8");
    expect(headers).toMatch(/# gatsby-adapter-netlify start\n+# gatsby-adapter-netlify end\n$/);
    expect(rules.errors).toEqual([]);
    // A local build only warns about the made-up facts (plugins/gatsby-plugin-content/check/made-up.ts).
    expect(log).toContain("content/site.yaml › phone (example-phone)");
    expect(log).toContain("content/home.yaml › hero.image (placeholder-photo)");
  });

  it.each(PAGES)(
    "%s: one value per security header, the strict policy, HTML and page data that revalidate",
    (route) => {
      const policies = builtPolicies(publicDir);
      const sent = headersAt(route);
      expectSecurityHeaders(sent, route);
      expect(sent.get("content-security-policy")).toEqual([policies.allPaths, policies.visitor]);
      expect(sent.get("cache-control")).toEqual([REVALIDATE]);
      for (const data of [pageDataOf(route), "/page-data/app-data.json"]) {
        expect(fs.existsSync(path.join(publicDir, data))).toBe(true);
        expect([data, headersAt(data).get("cache-control")]).toEqual([data, [REVALIDATE]]);
        expectSecurityHeaders(headersAt(data), data);
      }
    },
  );

  it("sends each hashed script and stylesheet immutable for a year, with one value", () => {
    const written = fs
      .readdirSync(publicDir)
      .filter((file) => /\.(?:js|css)$/.test(file) && `/${file}` !== OFFLINE_WORKER);
    const html = PAGES.map((route) =>
      fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8"),
    );
    const bundles = [...new Set([...html.flatMap(bundlesOf), ...written.map((f) => `/${f}`)])];
    expect(bundles.length).toBeGreaterThan(10);
    for (const bundle of bundles) {
      expect(bundle).toMatch(/[.-][0-9a-f]{20}\.(?:js|css)$/);
      expect([bundle, headersAt(bundle).get("cache-control")]).toEqual([bundle, [IMMUTABLE]]);
      expectSecurityHeaders(headersAt(bundle), bundle);
    }
  });

  it("sends the offline worker with one caching rule, its type left to its name", () => {
    expect(fs.existsSync(path.join(publicDir, OFFLINE_WORKER))).toBe(true);
    expect(headersAt(OFFLINE_WORKER).get("cache-control")).toEqual([IMMUTABLE]);
    // Netlify sends a ".js" file as JavaScript; no rule names a type of its own.
    expect(headersAt(OFFLINE_WORKER).get("content-type")).toBeUndefined();
    expectSecurityHeaders(headersAt(OFFLINE_WORKER), OFFLINE_WORKER);
  });

  it.each(UNKNOWN)(
    "$pathname answers 404 with the $lang 404 page, which carries the strict policy",
    ({ pathname, lang, policies: expected }) => {
      const policies = builtPolicies(publicDir);
      // Netlify answers an address no file and no rule serves with the root 404.html.
      const rule = redirectFor(pathname);
      const served = rule ? rule.to : "/404.html";
      if (rule) expect(rule).toMatchObject({ status: 404, force: false });
      const file = path.join(publicDir, served.endsWith("/") ? `${served}index.html` : served);
      const html = fs.readFileSync(file, "utf8");
      expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}">`));
      expect(html).toContain(
        // Right after the character set, which must come within the first 1024 bytes.
        `<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="${notFoundMetaPolicy(policies.visitor)}"/>`,
      );
      // The headers are those of the address asked for.
      const sent = headersAt(pathname);
      expectSecurityHeaders(sent, pathname);
      expect(sent.get("content-security-policy")).toEqual(expected.map((name) => policies[name]));
    },
  );
});
