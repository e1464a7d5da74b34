// The owner's editor at /admin/: pinned Sveltia CMS and its config.yml, generated from the content
// model (plugins/gatsby-plugin-content/model/), written in both `gatsby build` and
// `gatsby develop` unless CMS_EDITOR=off (./write.ts).
import path from "path";
import type { GatsbyNode } from "gatsby";
import { siteFolder, siteNode } from "../gatsby-plugin-content/public";
import { EDITOR_DIR } from "./files";
import { editorBackendFromEnv, editorModeFromEnv, editorSetupProblem, siteUrl } from "./settings";
import { writeEditor } from "./write";

const folders = () => {
  const repoRoot = siteFolder();
  return { repoRoot, publicDir: path.join(repoRoot, "public") };
};

// Before anything is built: a production build must not ship an /admin/ that can save nothing.
export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  const problem = editorSetupProblem(
    editorModeFromEnv(process.env),
    editorBackendFromEnv(process.env),
    process.env.NODE_ENV === "production",
  );
  if (problem) reporter.panic(problem);
};

// Once the content nodes exist: the salon's name and icon come from the site's node.
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = async ({ getNodesByType }) => {
  const { repoRoot, publicDir } = folders();
  await writeEditor(repoRoot, publicDir, process.env, siteUrl, siteNode(getNodesByType));
};

// The development server serves no folder's index.html; the editor's page is one.
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  const { publicDir } = folders();
  app.get(
    `/${EDITOR_DIR}/`,
    (_request: unknown, response: { sendFile: (file: string) => void }) => {
      response.sendFile(path.join(publicDir, EDITOR_DIR, "index.html"));
    },
  );
};
