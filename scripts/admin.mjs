// `npm run admin`: the site (`npm start`: the install check, then `npm run develop`) with the
// editor at /admin/ built for this computer (CMS_EDITOR=local). The editor (Sveltia CMS) edits the
// files of this checkout itself, through the browser's File System Access API: open the address it
// prints in Chrome or Edge, choose "Work with Local Repository" and pick this folder. Saves write
// the files under content/ (no commit: see them with `git diff`); the development server shows
// each change as it is saved. PORT sets the port (8000 by default).
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const site = spawn("npm", ["start"], {
  cwd: repoRoot,
  env: { ...process.env, CMS_EDITOR: "local" },
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
    console.log(
      `\nThe editor: ${address[1]}/admin/ in Chrome or Edge. Choose "Work with Local Repository"` +
        ` and pick this folder:\n  ${repoRoot}\n`,
    );
  }
});

const stop = () => process.kill(-site.pid, "SIGINT");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
site.on("exit", (code) => process.exit(code ?? 0));
