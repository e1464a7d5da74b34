/**
 * The site's folder: where `gatsby build` and `gatsby develop` run (Gatsby's command line takes
 * the site from the current directory, and writes public/ and .cache/ there). Read from Node.js
 * rather than from Gatsby's `store`, which Gatsby's documentation calls private.
 */
export const siteFolder = (): string => process.cwd();
