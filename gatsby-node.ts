// The site's own build steps. The rest of the build side is in local plugins, listed in
// gatsby-config.ts: the content layer (plugins/gatsby-plugin-content/: the content check, types,
// one node per content file and language, resolvers), the language layer
// (plugins/gatsby-plugin-languages/: every page in every language, with its language), each
// page's <head> (plugins/gatsby-plugin-page-head/), the owner's editor at /admin/
// (plugins/gatsby-plugin-editor/) and the start-up layer (plugins/gatsby-plugin-startup/).
import fs from "fs";
import path from "path";
import type { GatsbyNode } from "gatsby";
import { compressIcons, manifestIconFiles } from "./gatsby/compress-icons";
import { nodeVersionProblem } from "./gatsby/node-version";
import { BuildAssetsPlugin, buildAssetsFile } from "./gatsby/offline/build-assets";
import { writeServiceWorker } from "./gatsby/offline/service-worker";
import { writeSecurityHeaders } from "./gatsby/security-headers";
import { robotsTxt, sitemapPaths, sitemapXml } from "./gatsby/seo-files";
import { siteUrl, siteUrlSetting } from "./gatsby/build-settings";
import { environmentAddressProblem } from "./gatsby/environment-addresses";
import { DEFAULT_LOCALE } from "./shared/lib/locale";
import { treatmentPath } from "./shared/lib/treatment-page";
import { RULES } from "./plugins/gatsby-plugin-content/public";

const repoRoot = __dirname;
const publicDir = path.join(repoRoot, "public");

// The build's settings, checked first: before the content check (gatsby-plugin-content's
// onPreBootstrap), whose made-up facts stop only a build that goes live.
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  // Gatsby's workers are started with this same Node.js, so one check covers them.
  const { engines } = JSON.parse(fs.readFileSync(path.join(repoRoot, "package.json"), "utf8")) as {
    engines: { node: string };
  };
  const nodeProblem = nodeVersionProblem(process.version, engines.node);
  if (nodeProblem) reporter.panic(nodeProblem);
  // Addresses given to the build instead of content are checked by the same rule.
  const address = siteUrlSetting(process.env);
  for (const [name, value] of [
    [address?.name ?? "SITE_URL", address?.value],
    ["GATSBY_CONTACT_FORM_ENDPOINT", process.env.GATSBY_CONTACT_FORM_ENDPOINT],
  ] as const) {
    const problem = environmentAddressProblem(name, value);
    if (problem) reporter.panic(problem);
  }
};

// A page of its own for each treatment, at "/services/<its id>/": made from the Treatment nodes, so
// a treatment the owner adds has one and one she removes has none (its old address gets the 404
// of its language). The language layer (plugins/gatsby-plugin-languages) gives it its Swahili twin
// under "/sw/", as it does every page. The id is the treatment's file name, content: checked by
// the content model's rule for it before it becomes an address.
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<{ allTreatment: { nodes: { slug: string }[] } }>(`
    query TreatmentPages {
      allTreatment(filter: { locale: { eq: "${DEFAULT_LOCALE}" } }) {
        nodes {
          slug
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the treatments to make their pages", result.errors);
    return;
  }
  const component = path.join(repoRoot, "src/templates/treatment.tsx");
  for (const { slug } of result.data.allTreatment.nodes) {
    if (!RULES.fileName.regex.test(slug)) {
      reporter.panicOnBuild(
        `content/treatments/${slug}.md: its file name is not ${RULES.fileName.wording.what}. ${RULES.fileName.wording.how}`,
      );
      continue;
    }
    actions.createPage({ path: treatmentPath(slug), component, context: { slug } });
  }
};

// The browser bundles' scripts and stylesheets, listed as webpack emits them, for the offline
// worker: it precaches this build's, not every earlier build's that public/ still holds
// (gatsby/offline/build-assets.ts).
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions }) => {
  if (stage === "build-javascript") {
    actions.setWebpackConfig({ plugins: [new BuildAssetsPlugin(buildAssetsFile(repoRoot))] });
  }
};

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<{
    allSitePage: { nodes: { path: string }[] };
    siteYaml: { formEndpoint: string; address: { mapEmbedUrl: string } };
  }>(`
    query PostBuild {
      allSitePage {
        nodes {
          path
        }
      }
      siteYaml(locale: { eq: "${DEFAULT_LOCALE}" }) {
        formEndpoint
        address {
          mapEmbedUrl
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the pages and site facts after the build", result.errors);
    return;
  }
  const paths = sitemapPaths(result.data.allSitePage.nodes.map((node) => node.path));
  fs.writeFileSync(path.join(publicDir, "sitemap.xml"), sitemapXml(siteUrl, paths));
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));
  // Last, after every plugin's onPostBuild (Gatsby runs the site's own gatsby-node after them):
  // gatsby-plugin-startup's bundle loader is an inline script the hashes must include.
  try {
    writeSecurityHeaders(publicDir, {
      formEndpoint: result.data.siteYaml.formEndpoint,
      mapEmbedUrl: result.data.siteYaml.address.mapEmbedUrl,
    });
  } catch (error) {
    // An inline script the site didn't write, or an address with no plain origin: the pages must
    // not go out with a policy that allows it.
    reporter.panicOnBuild(`Security headers: ${(error as Error).message}`);
    return;
  }
  const icons = await compressIcons(manifestIconFiles(publicDir));
  const saved = icons.reduce((sum, { before, after }) => sum + before - after, 0);
  reporter.info(`Compressed ${icons.length} icons: ${Math.round(saved / 1000)} kB smaller`);
  // Last: the offline worker precaches the files as this build leaves them.
  const worker = await writeServiceWorker(publicDir, process.env);
  reporter.info(
    worker.off
      ? "Offline worker switched off (GATSBY_OFFLINE=off): wrote the one that removes itself"
      : `Offline worker: ${worker.count} files precached, ${Math.round(worker.size / 1000)} kB`,
  );
};
