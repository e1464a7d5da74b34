// The public address of the site, for canonical links, the sitemap and Open Graph tags.
// Set SITE_URL when building for another domain.
export const siteUrl = (process.env.SITE_URL ?? "https://immeasurebeauty.example").replace(
  /\/+$/,
  "",
);
