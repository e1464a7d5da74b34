import { isHttpsUrl } from "../plugins/gatsby-plugin-content/public";
import { SITE_URL_SETTING_NAMES } from "./build-settings";

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
