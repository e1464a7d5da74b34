import path from "path";
import type { GatsbyConfig } from "gatsby";
import {
  contentModel,
  ignoreUndeclared,
  pictureFile,
  readContentYamlSync,
} from "./plugins/gatsby-plugin-content/public";
import { isNetlifyBuild, netlifyAdapter } from "./gatsby/netlify-adapter";
import { siteUrl } from "./gatsby/build-settings";
import { BRAND_CREAM, BRAND_PLUM } from "./shared/theme/brand";

const contentDir = path.resolve(__dirname, "content");
// The manifest needs the name before GraphQL exists; read it from the one place it is written,
// by the content check's reader (a file it can't read stops here with its report).
const site = readContentYamlSync(path.join(contentDir, "site.yaml"), __dirname) as {
  name: string;
  shortName: string;
  icon: string;
};

const config: GatsbyConfig = {
  // Netlify's adapter, pinned, and leaving the headers to the site's own _headers
  // (gatsby/netlify-adapter.ts); elsewhere none: the site is static files and _headers.
  ...(isNetlifyBuild(process.env) ? { adapter: netlifyAdapter() } : {}),
  siteMetadata: {
    siteUrl,
  },
  // The queries' types, written by every build and committed (the type check runs before the
  // build); outside src/, which holds only what the site is made of. CI fails when the committed
  // file is not what its build wrote (.ci/run).
  graphqlTypegen: {
    typesOutputPath: "types/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  trailingSlash: "always",
  jsxRuntime: "automatic",
  plugins: [
    // The start-up layer (plugins/gatsby-plugin-startup/): remove this line, or build with
    // STARTUP_PLUGIN=off, to switch it off. CI builds the site so too and runs the browser smoke
    // tests on it (scripts/startup-off-smoke.sh): the site works the same without it.
    ...(process.env.STARTUP_PLUGIN === "off" ? [] : ["gatsby-plugin-startup"]),
    // Chakra's CSS written into each page's <head> (plugins/gatsby-plugin-page-styles/): every
    // page shows whole before and without any script, and the browser loads Chakra only with the
    // first part of a page that renders.
    "gatsby-plugin-page-styles",
    {
      resolve: "gatsby-source-filesystem",
      // Only what the content model declares is read, and no symbolic link is followed
      // (plugins/gatsby-plugin-content/model/content-files.ts). Each content file and its twins ("home.sw.yaml",
      // "manicure.sw.md") are file nodes, from which gatsby-plugin-content makes one content node
      // per language (a changed twin, under `gatsby develop`, makes its language's again).
      options: {
        name: "content",
        path: contentDir,
        ignore: [ignoreUndeclared(contentModel, contentDir)],
      },
    },
    {
      resolve: "gatsby-transformer-remark",
      // The plugin makes each Markdown file's HTML. It hands its options to gray-matter, and the
      // only front-matter option its schema declares is this one: false puts in a stub that reads
      // "---js" and "---javascript" as {} and runs nothing; "---json" is still parsed, and other
      // languages fail naming no rule. (An `engines` option is not in its schema, so Gatsby warns
      // of it as unknown, and the stub replaces its "js" anyway.) The refusal is the site's own:
      // the content check stops the build on such a file before any plugin reads content/, and
      // under `gatsby develop` a file changed later is named with its rule when its file node is
      // made (plugins/gatsby-plugin-content/treatment-nodes.ts). No page reads this plugin's front
      // matter: a treatment's fields come from the check's reader (plugins/gatsby-plugin-content/model/yaml.ts).
      options: { jsFrontmatterEngine: false },
    },
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        // JPEG and WebP for every photo. AVIF took 10-20 times longer to encode than WebP here (14.6 s
        // against 0.7 s for one 2400 px gallery photo) for files at most 15 % smaller; only the
        // first-screen photos, which every visitor waits for, ask for it in their queries.
        defaults: {
          formats: ["auto", "webp"],
          placeholder: "blurred",
          quality: 72,
          breakpoints: [360, 480, 750, 1080, 1366, 1920],
        },
      },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: site.name,
        short_name: site.shortName,
        start_url: "/",
        lang: "en",
        background_color: BRAND_CREAM,
        theme_color: BRAND_PLUM,
        display: "minimal-ui",
        // The site facts' icon, a path checked to stay in the photo folder.
        icon: pictureFile(contentDir, "icon", site.icon),
        // Stable icon URLs (no content hash in a query string) so the CSP and caches stay simple.
        cache_busting_mode: "none",
      },
    },
    // The build side of the site, after the plugins whose nodes it reads (each folder's README.md
    // says what it owns): the content model's check, types, nodes and resolvers; every page in
    // every language and the content in the page's language; each page's <head>.
    "gatsby-plugin-content",
    "gatsby-plugin-languages",
    "gatsby-plugin-page-head",
    "gatsby-plugin-editor",
  ],
};

export default config;
