// The editor's settings in the build's environment: whether /admin/ is written and where its
// saves go (plugins/gatsby-plugin-editor/config.ts writes the editor's config.yml from them).
import {
  EDITOR_MODE_SETTING,
  editorModeFromEnv,
  siteUrl,
  type EditorMode,
} from "../../gatsby/build-settings";
import type { EditorOptions } from "./config";

// Read from the build's shared settings (gatsby/build-settings.ts): the content check reads the
// editor's mode too (a build that writes the GitHub editor goes live).
export { editorModeFromEnv, siteUrl, type EditorMode };

/** Why this build cannot write a working editor, or undefined when it can. */
export function editorSetupProblem(
  mode: EditorMode,
  backend: Pick<EditorOptions, "repo">,
  production: boolean,
): string | undefined {
  if (mode !== "github" || backend.repo || !production) return undefined;
  return (
    "The editor at /admin/ has no GitHub repository to save to. Set CMS_GITHUB_REPO=owner/name " +
    `(Netlify sets REPOSITORY_URL itself), or set ${EDITOR_MODE_SETTING}=off to build the site ` +
    `without the editor (${EDITOR_MODE_SETTING}=local: an editor for this computer only).`
  );
}

/**
 * The repository and branch the production editor saves to: CMS_GITHUB_REPO ("owner/name", or
 * the repository Netlify's build names in REPOSITORY_URL) and CMS_BRANCH (default main); the
 * sign-in's authenticator (CMS_AUTH_BASE_URL) and whether saves wait for "Publish Changes"
 * (CMS_SKIP_CI=true).
 */
export function editorBackendFromEnv(
  env: Record<string, string | undefined>,
): Pick<EditorOptions, "repo" | "branch" | "authBaseUrl" | "skipCi"> {
  const fromUrl = /github\.com[/:]([^/]+\/[^/.]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL ?? "");
  return {
    repo: env.CMS_GITHUB_REPO || fromUrl?.[1],
    branch: env.CMS_BRANCH || "main",
    authBaseUrl: env.CMS_AUTH_BASE_URL || undefined,
    skipCi: env.CMS_SKIP_CI === "true",
  };
}
