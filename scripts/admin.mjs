// `npm run admin`: the site (`npm run develop`) and the editor's local backend together, so the
// owner can try the editor at /admin/ on this machine. Saves write the files under content/ (no
// commit: see them with `git diff`); the development server shows each change as it is saved.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startLocalBackend } from "./local-backend.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const backend = await startLocalBackend({
  repoDir: repoRoot,
  mode: "fs",
  log: (line) => console.log(`[local backend] ${line}`),
});
console.log(`Local backend for the editor at ${backend.apiUrl} (listens on 127.0.0.1 only)`);

// The build writes the backend's address into the editor's config.yml (gatsby-node.ts).
const site = spawn("npm", ["run", "develop"], {
  cwd: repoRoot,
  env: { ...process.env, EDITOR_LOCAL_BACKEND: backend.apiUrl },
  stdio: ["inherit", "pipe", "inherit"],
  // Its own process group, so a stop reaches Gatsby itself and not only npm.
  detached: true,
});

let output = "";
let announced = false;
site.stdout.setEncoding("utf8");
site.stdout.on("data", (text) => {
  process.stdout.write(text);
  if (announced) return;
  output += text;
  const address = /You can now view[\s\S]*?(http:\/\/[^\s/]+)\//.exec(output);
  if (address) {
    announced = true;
    console.log(`\nThe editor: ${address[1]}/admin/  (log in with "Login", no password)\n`);
  }
});

const stop = () => process.kill(-site.pid, "SIGINT");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
site.on("exit", async (code) => {
  await backend.close();
  process.exit(code ?? 0);
});
