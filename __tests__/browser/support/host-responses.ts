import fs from "fs";
import path from "path";
import { ROUTES, SWAHILI_ROUTES, TREATMENT_ROUTES } from "./browser";

// What every host must send for the built site, whichever host it is: the tests for Cloudflare
// Pages (hosts.test.ts, asking its runtime) and for Netlify (netlify.test.ts, reading the build's
// files with Netlify's parsers) hold each response to the same expectations.

/** Every page, in both languages, and treatments' own pages (each folder of pages has a rule). */
export const PAGES = [...ROUTES, ...SWAHILI_ROUTES, ...TREATMENT_ROUTES] as const;

/**
 * Addresses no page has, with the language of the 404 page each must answer with, and the
 * policies it gets: the one on every path, and the pages' strict one when it is inside a folder
 * of pages (the headers name a folder of pages, "/sw/*", not each page, so a host's limit on
 * rules never grows with the pages).
 */
export const UNKNOWN = [
  { pathname: "/nope/", lang: "en", policies: ["allPaths"] },
  { pathname: "/sw/nope/", lang: "sw", policies: ["allPaths", "visitor"] },
  { pathname: "/services/nope/", lang: "en", policies: ["allPaths", "visitor"] },
] as const;

export const REVALIDATE = "public, max-age=0, must-revalidate";
export const IMMUTABLE = "public, max-age=31536000, immutable";

/** The offline worker's address (gatsby/offline/service-worker.ts). */
export const OFFLINE_WORKER = "/service-worker.js";

/**
 * Every page's address without its trailing slash, as people type them or chat apps shorten them:
 * each is redirected to the address with it ("/sw/about" → "/sw/about/").
 */
export const WITHOUT_SLASH = PAGES.filter((route) => route !== "/").map((route) =>
  route.replace(/\/$/, ""),
);

/** The security headers every response gets, each with exactly this one value. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "strict-transport-security": "max-age=63072000; includeSubDomains; preload",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin-allow-popups",
};

/**
 * The policies a built site's _headers gives: `allPaths` on every response, `visitor` on each
 * page (strict: no eval, the inline scripts by hash).
 */
export function builtPolicies(publicDir: string): { allPaths: string; visitor: string } {
  const text = fs.readFileSync(path.join(publicDir, "_headers"), "utf8");
  const policyOf = (pattern: string) => {
    const block = new RegExp(`^${pattern}\\n((?:[ \\t]+\\S.*\\n?)+)`, "m").exec(text)?.[1] ?? "";
    const policy = /^\s*Content-Security-Policy:\s*(.+)$/im.exec(block)?.[1];
    if (!policy) throw new Error(`public/_headers: no Content-Security-Policy for ${pattern}`);
    return policy.trim();
  };
  return { allPaths: policyOf("/\\*"), visitor: policyOf("/about/\\*") };
}

/**
 * The scripts and stylesheets a built page names, as root-relative addresses: in src and href,
 * and in the start-up loader's lists (data-bundles, data-href).
 */
export function bundlesOf(html: string): string[] {
  const found = html.match(/(?<=["\s])\/[\w.~-]+(?:\/[\w.~-]+)*\.(?:js|css)(?=["\s])/g) ?? [];
  return [...new Set(found)];
}

/** A page's data file: "/sw/about/" → "/page-data/sw/about/page-data.json". */
export function pageDataOf(route: string): string {
  const name = route === "/" ? "/index" : route.replace(/\/$/, "");
  return `/page-data${name}/page-data.json`;
}

/** The strict policy a 404 page carries in its own <meta> (frame-ancestors can't be in one). */
export function notFoundMetaPolicy(visitor: string): string {
  return visitor
    .split(/;\s*/)
    .filter((directive) => !/^frame-ancestors\b/.test(directive))
    .join("; ");
}
