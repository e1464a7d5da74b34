import path from "path";
import { describeContent, sitePictures } from "../gatsby-plugin-content/public";
import { editorConfigYaml, LOCAL_ONLY_REPO } from "./config";
import {
  EDITOR_DIR,
  editorTitle,
  logoFile,
  removeEditorFiles,
  writeEditorFiles,
  type EditorLook,
} from "./files";
import { editorBackendFromEnv, editorModeFromEnv, type EditorMode } from "./settings";

/** The salon's name and icon (the site facts'), which the editor shows as its own. */
function editorLook(repoRoot: string, site: Record<string, unknown>): EditorLook {
  const contentDir = path.join(repoRoot, describeContent().contentFolder);
  return { name: String(site.name), icon: sitePictures(contentDir, site).icon };
}

/**
 * Writes (or, with CMS_EDITOR=off, removes) `publicDir`/admin/ as the settings in `env` ask: the
 * build calls it (./gatsby-node.ts), and the browser test of the production editor calls it with a
 * repository into a folder of its own, so both get the same files.
 */
export async function writeEditor(
  repoRoot: string,
  publicDir: string,
  env: Record<string, string | undefined>,
  siteUrl: string,
  /** The site facts (content/site.yaml) as read once: in the build, the site's content node. */
  site: Record<string, unknown>,
): Promise<EditorMode> {
  const mode = editorModeFromEnv(env);
  if (mode === "off") {
    removeEditorFiles(publicDir);
    return mode;
  }
  const backend = editorBackendFromEnv(env);
  const look = editorLook(repoRoot, site);
  const config = editorConfigYaml(describeContent(), {
    ...backend,
    repo: backend.repo ?? (mode === "local" ? LOCAL_ONLY_REPO : undefined),
    siteUrl,
    app: { title: editorTitle(look.name), logo: `/${EDITOR_DIR}/${logoFile(look.icon)}` },
  });
  await writeEditorFiles(repoRoot, publicDir, config, look);
  return mode;
}
