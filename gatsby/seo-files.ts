// sitemap.xml and robots.txt, written after the build from the pages Gatsby actually made.
import { alternatePaths, basePath, DEFAULT_LOCALE, localePath } from "../shared/lib/locale";

// Every language's 404 page ("/404/", "/sw/404/") and Gatsby's own copies of it.
const EXCLUDED = /^\/(?:[a-z]{2}\/)?(404|dev-404-page)(\/|\.html|$)/;

export function sitemapPaths(pagePaths: readonly string[]): string[] {
  return [...new Set(pagePaths)].filter((path) => !EXCLUDED.test(path)).sort();
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/**
 * Each page with its language versions as `xhtml:link` alternates (Google's sitemap form of
 * hreflang): every version that exists, and x-default, the English one.
 */
export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const present = new Set(paths);
  const urls = paths
    .map((path) => {
      const versions = alternatePaths(basePath(path)).filter((item) => present.has(item.path));
      const links =
        versions.length < 2
          ? []
          : [
              ...versions.map(
                (item) =>
                  `    <xhtml:link rel="alternate" hreflang="${item.locale}" href="${escapeXml(`${siteUrl}${item.path}`)}"/>`,
              ),
              `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${siteUrl}${localePath(path, DEFAULT_LOCALE)}`)}"/>`,
            ];
      return [
        `  <url>`,
        `    <loc>${escapeXml(`${siteUrl}${path}`)}</loc>`,
        ...links,
        `  </url>`,
      ].join("\n");
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
