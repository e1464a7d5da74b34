import { isHttpsUrl } from "./content/rules";

// The public address of the site, for canonical links, the sitemap, Open Graph tags (the share
// image's address among them) and the structured data. Set SITE_URL when building for another
// domain: it is checked like every address in content (rule https-url), and must be the site's
// root, with no path, query or fragment.
export const siteUrl = (process.env.SITE_URL ?? "https://immeasurebeauty.example").replace(
  /\/+$/,
  "",
);

/** Why an address the build was given in its environment can't be used, or null when it can. */
export function environmentAddressProblem(name: string, value: string | undefined): string | null {
  if (value === undefined || value === "") return null;
  if (!isHttpsUrl(value)) {
    return `${name} "${value}" (rule https-url) is not a whole web address starting with "https://" with a plain host name and no spaces, quotes, ";" or ",".`;
  }
  if (name === "SITE_URL" && new URL(value).pathname.replace(/\/+$/, "") !== "") {
    return `${name} "${value}" (rule https-url) must be the site's root address, e.g. "https://immeasurebeauty.example".`;
  }
  return null;
}
