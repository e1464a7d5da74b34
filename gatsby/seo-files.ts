// sitemap.xml and robots.txt, written after the build from the pages Gatsby actually made.

const EXCLUDED = /^\/(404|dev-404-page)(\/|\.html|$)/;

export function sitemapPaths(pagePaths: readonly string[]): string[] {
  return [...new Set(pagePaths)].filter((path) => !EXCLUDED.test(path)).sort();
}

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths
    .map((path) => `  <url>\n    <loc>${siteUrl}${path}</loc>\n  </url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
