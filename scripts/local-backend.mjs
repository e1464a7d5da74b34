// Decap's local backend (decap-server) for the editor at /admin/: it reads and writes the files of
// a folder on this machine. It has no login, so it only ever listens on 127.0.0.1, on a free port.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import net from "node:net";
import path from "node:path";

// Resolved from the working directory (the repository root for npm scripts and Jest), not from
// import.meta, which Jest's CommonJS transform of this file would not have.
const require = createRequire(path.resolve("package.json"));
const HOST = "127.0.0.1";

/** A port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function answers(apiUrl) {
  try {
    const response = await fetch(apiUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts decap-server over `repoDir`. `mode: "fs"` writes the files; `mode: "git"` also commits
 * each save to the repository's current branch (`repoDir` must then be a Git repository).
 * @param {{ repoDir: string, mode?: "fs" | "git", log?: (line: string) => void }} options
 * @returns {Promise<{ url: string, apiUrl: string, close: () => Promise<void> }>}
 */
export async function startLocalBackend({ repoDir, mode = "fs", log = () => {} }) {
  const port = await freePort();
  const child = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: repoDir,
    env: {
      ...process.env,
      PORT: String(port),
      BIND_HOST: HOST,
      GIT_REPO_DIRECTORY: repoDir,
      MODE: mode,
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding("utf8");
    stream.on("data", (text) => text.split("\n").filter(Boolean).forEach(log));
  }
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://${HOST}:${port}`;
  const apiUrl = `${url}/api/v1`;
  const close = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
  };

  const deadline = Date.now() + 20_000;
  while (!(await answers(apiUrl))) {
    if (child.exitCode !== null) {
      throw new Error(`decap-server stopped (exit code ${child.exitCode}) before it answered`);
    }
    if (Date.now() > deadline) {
      await close();
      throw new Error(`decap-server did not answer at ${apiUrl} within 20 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, apiUrl, close };
}
