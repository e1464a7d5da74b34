// The build's settings from its environment that more than one part of the build reads: the
// site's address and which editor the build writes (the content check, the editor's plugin and
// the site's own build steps read them here). It imports nothing of the project: the plugins read
// it, and the site's own steps (gatsby-node.ts) check it (./environment-addresses.ts).

/**
 * Whether the build writes the editor at /admin/, from CMS_EDITOR:
 * - unset (or "github"): the editor that saves to GitHub; a production build without a repository
 *   (CMS_GITHUB_REPO or Netlify's REPOSITORY_URL) fails, since its /admin/ could save nothing.
 * - "local": the editor for this computer only ("Work with Local Repository" in Chromium or Edge
 *   edits the checked-out files); `npm run admin` and the tests use it.
 * - "off": no /admin/ at all, on purpose.
 */
export type EditorMode = "github" | "local" | "off";

export const EDITOR_MODE_SETTING = "CMS_EDITOR";

export function editorModeFromEnv(env: Record<string, string | undefined>): EditorMode {
  const value = env[EDITOR_MODE_SETTING] || "github";
  if (value === "github" || value === "local" || value === "off") return value;
  throw new Error(
    `${EDITOR_MODE_SETTING}="${value}" is not a setting of the editor at /admin/. Use "github" ` +
      `(the default), "local" or "off".`,
  );
}

// The public address of the site, for canonical links, the sitemap, Open Graph tags (the share
// image's address among them) and the structured data. Set SITE_URL when building for the real
// domain: it is checked like every address in content (rule https-url), and must be the site's
// root, with no path, query or fragment. Where it is not set, a host's own address for the build
// stands in: Netlify's URL (the site's main address) or Cloudflare Pages' CF_PAGES_URL (the
// address of that one deployment), each only on its own host. Without any, the example domain
// below, which a build that goes live refuses (plugins/gatsby-plugin-content/check/made-up.ts).

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
