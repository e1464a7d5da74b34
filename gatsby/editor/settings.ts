// The editor's settings in the build's environment: whether /admin/ is written and where its
// saves go (gatsby/editor/config.ts writes the editor's config.yml from them).
import type { EditorOptions } from "./config";

/**
 * Whether the build writes the editor at /admin/, from CMS_EDITOR:
 * - unset (or "github"): the editor that saves to GitHub; a production build without a repository
 *   (CMS_GITHUB_REPO or Netlify's REPOSITORY_URL) fails, since its /admin/ could save nothing.
 * - "local": the editor for this computer only ("Work with Local Repository" in Chromium or Edge
 *   edits the checked-out files); `npm run admin` and the tests use it.
 * - "off": no /admin/ at all, on purpose.
 */
export type EditorMode = "github" | "local" | "off";

export const EDITOR_MODE_SETTING = "CMS_EDITOR";

export function editorModeFromEnv(env: Record<string, string | undefined>): EditorMode {
  const value = env[EDITOR_MODE_SETTING] || "github";
  if (value === "github" || value === "local" || value === "off") return value;
  throw new Error(
    `${EDITOR_MODE_SETTING}="${value}" is not a setting of the editor at /admin/. Use "github" ` +
      `(the default), "local" or "off".`,
  );
}

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
