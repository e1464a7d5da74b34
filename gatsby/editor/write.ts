import { describeContent } from "../content/describe";
import { editorConfigYaml, LOCAL_ONLY_REPO } from "./config";
import { removeEditorFiles, writeEditorFiles } from "./files";
import { editorBackendFromEnv, editorModeFromEnv, type EditorMode } from "./settings";

/**
 * Writes (or, with CMS_EDITOR=off, removes) `publicDir`/admin/ as the settings in `env` ask: the
 * build calls it (the site's gatsby-node.ts), and the browser test of the production editor calls it with a
 * repository into a folder of its own, so both get the same files.
 */
export async function writeEditor(
  repoRoot: string,
  publicDir: string,
  env: Record<string, string | undefined>,
  siteUrl: string,
): Promise<EditorMode> {
  const mode = editorModeFromEnv(env);
  if (mode === "off") {
    removeEditorFiles(publicDir);
    return mode;
  }
  const backend = editorBackendFromEnv(env);
  const config = editorConfigYaml(describeContent(), {
    ...backend,
    repo: backend.repo ?? (mode === "local" ? LOCAL_ONLY_REPO : undefined),
    siteUrl,
  });
  await writeEditorFiles(repoRoot, publicDir, config);
  return mode;
}
