import { isHttpsUrl } from "./content/rules";

// The public address of the site, for canonical links, the sitemap, Open Graph tags (the share
// image's address among them) and the structured data. Set SITE_URL when building for the real
// domain: it is checked like every address in content (rule https-url), and must be the site's
// root, with no path, query or fragment. Where it is not set, a host's own address for the build
// stands in: Netlify's URL (the site's main address) or Cloudflare Pages' CF_PAGES_URL (the
// address of that one deployment), each only on its own host. Without any, the example domain
// below, which a build that goes live refuses (gatsby/validate/made-up.ts).

/** The example domain the site was written with: a name under .example belongs to no one. */
export const EXAMPLE_SITE_URL = "https://immeasurebeauty.example";

/** Where the site's address comes from, first found first: the setting and the host it is on. */
const SITE_URL_SETTINGS = [
  { name: "SITE_URL", onHost: null },
  { name: "URL", onHost: "NETLIFY" },
  { name: "CF_PAGES_URL", onHost: "CF_PAGES" },
] as const;

export const SITE_URL_SETTING_NAMES: readonly string[] = SITE_URL_SETTINGS.map(({ name }) => name);

/** The setting the site's address is taken from, or null when none is set. */
export function siteUrlSetting(
  env: Record<string, string | undefined>,
): { name: string; value: string } | null {
  for (const { name, onHost } of SITE_URL_SETTINGS) {
    const value = env[name];
    if (value && (onHost === null || env[onHost])) return { name, value };
  }
  return null;
}

export const siteUrl = (siteUrlSetting(process.env)?.value ?? EXAMPLE_SITE_URL).replace(/\/+$/, "");

/** Why an address the build was given in its environment can't be used, or null when it can. */
export function environmentAddressProblem(name: string, value: string | undefined): string | null {
  if (value === undefined || value === "") return null;
  if (!isHttpsUrl(value)) {
    return `${name} "${value}" (rule https-url) is not a whole web address starting with "https://" with a plain host name and no spaces, quotes, ";" or ",".`;
  }
  if (SITE_URL_SETTING_NAMES.includes(name) && new URL(value).pathname.replace(/\/+$/, "") !== "") {
    return `${name} "${value}" (rule https-url) must be the site's root address, e.g. "https://immeasurebeauty.example".`;
  }
  return null;
}
