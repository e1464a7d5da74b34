import { execFileSync, spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";

const repoRoot = path.resolve(__dirname, "../../..");

export function git(dir: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd: dir, encoding: "utf8" });
}

/**
 * A copy of the site (the files Git would keep: sources, content, photos) in a fresh Git
 * repository with one commit, sharing this checkout's node_modules. The editor's local backend
 * commits to it like the GitHub backend commits to the real repository, and it builds on its own.
 * In a new temporary folder, or in `into`.
 */
export function copySite(into?: string): string {
  // A folder of its own, or `into`, which must not exist yet.
  const dir = into ?? fs.mkdtempSync(path.join(os.tmpdir(), "site-copy-"));
  if (into) fs.mkdirSync(into);
  const files = git(repoRoot, "ls-files", "-z", "--cached", "--others", "--exclude-standard")
    .split("\0")
    .filter((file) => file && fs.existsSync(path.join(repoRoot, file)));
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(path.join(repoRoot, file), path.join(dir, file));
  }
  fs.symlinkSync(path.join(repoRoot, "node_modules"), path.join(dir, "node_modules"), "dir");
  git(dir, "init", "--quiet", "--initial-branch=main");
  git(dir, "config", "user.name", "Salon owner");
  git(dir, "config", "user.email", "owner@salon.example");
  git(dir, "add", "--all");
  git(dir, "commit", "--quiet", "--no-gpg-sign", "--message", "The site as it was");
  return dir;
}

/**
 * Builds a copy of the site with `gatsby build`, as `npm test` builds it (the editor for this
 * computer, no repository); returns its log, or throws with the end of the log when it fails.
 */
export function buildSite(dir: string, env: NodeJS.ProcessEnv = {}): string {
  // Standard output and error into one file, so the log keeps the order Gatsby wrote in: with
  // CI set, its reporter writes warnings to standard error and progress to standard output.
  const logFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "build-log-")), "build.log");
  const fd = fs.openSync(logFile, "w");
  let status: number | null;
  try {
    ({ status } = spawnSync("npx", ["gatsby", "build"], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CMS_EDITOR: "local", ...env },
      stdio: ["ignore", fd, fd],
    }));
  } finally {
    fs.closeSync(fd);
  }
  const log = fs.readFileSync(logFile, "utf8");
  fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
  if (status !== 0) throw new Error(`The copy's build failed:\n${log.slice(-4000)}`);
  return log;
}

/** Changes `file` in the copy at `dir`; fails when the change changed nothing (a stale fixture). */
export function edit(dir: string, file: string, change: (text: string) => string): void {
  const full = path.join(dir, file);
  const before = fs.readFileSync(full, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`The fixture did not change ${file}`);
  fs.writeFileSync(full, after);
}
