// `npm start` and `npm test` install only when package-lock.json changed since the last install:
// the lockfile's hash is kept in node_modules/ after `npm ci`, and a matching hash skips the
// install. `--force` installs anyway (`npm run test:all`, what CI runs: a clean install).
// `--check` installs nothing: it exits 1 when an install is due (the development server's test
// runs `npm start` in a copy that shares this node_modules, where `npm ci` must never run).
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const lockfile = path.join(repo, "package-lock.json");
const stamp = path.join(repo, "node_modules", ".package-lock.sha256");

const hash = crypto.createHash("sha256").update(fs.readFileSync(lockfile)).digest("hex");
const installed = fs.existsSync(stamp) ? fs.readFileSync(stamp, "utf8").trim() : null;

if (process.argv.includes("--check")) {
  if (installed !== hash) {
    console.error("node_modules does not match package-lock.json: run `npm ci` (or `npm start`).");
    process.exit(1);
  }
} else if (installed === hash && !process.argv.includes("--force")) {
  console.log("Dependencies match package-lock.json: not reinstalling.");
} else {
  console.log(
    installed === hash
      ? "npm ci (asked for a clean install)"
      : "package-lock.json changed since the last install (or nothing is installed): npm ci",
  );
  execFileSync("npm", ["ci"], { cwd: repo, stdio: "inherit" });
  fs.writeFileSync(stamp, `${hash}\n`);
}
