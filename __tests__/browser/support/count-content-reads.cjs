// Loaded into each Node.js process of a build with `--require` (NODE_OPTIONS; scratch-site.ts
// builds the shared copy so): every read of a content text file (YAML or Markdown under the
// site's content/) through Node's `fs` (readFile, readFileSync, createReadStream), counted by who read it, as
// the reading code's stack shows: the content plugin, gatsby-source-filesystem (a file node's
// digest), gatsby-transformer-remark (each Markdown file's HTML), the site's configuration, or
// anything else. Appended to $CONTENT_READS_LOG, one JSON line per process,
// when the process ends. content-reads.test.ts reads it.
const fs = require("fs");
const path = require("path");

const log = process.env.CONTENT_READS_LOG;
const contentDir = path.join(process.cwd(), "content") + path.sep;
const textFile = /\.(ya?ml|md)$/;
/** file (relative to the site) → reader → count */
const reads = {};

function reader(stack) {
  if (stack.includes("gatsby-transformer-remark")) return "gatsby-transformer-remark";
  if (stack.includes("gatsby-source-filesystem")) return "gatsby-source-filesystem";
  if (/compiled[\\/]plugins[\\/]gatsby-plugin-content[\\/]gatsby-node/.test(stack)) {
    return "gatsby-plugin-content";
  }
  if (/compiled[\\/]gatsby-config/.test(stack)) return "gatsby-config";
  return `other: ${stack.split("\n").slice(2, 6).join(" | ")}`;
}

function note(file) {
  if (typeof file !== "string" && !(file instanceof URL)) return;
  const absolute = path.resolve(String(file instanceof URL ? file.pathname : file));
  if (!absolute.startsWith(contentDir) || !textFile.test(absolute)) return;
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const stack = new Error().stack ?? "";
  Error.stackTraceLimit = limit;
  const name = path.relative(process.cwd(), absolute).split(path.sep).join("/");
  const by = reader(stack);
  reads[name] ??= {};
  reads[name][by] = (reads[name][by] ?? 0) + 1;
}

if (log) {
  const patch = (target, name) => {
    const original = target[name];
    target[name] = function (file, ...rest) {
      note(file);
      return original.call(this, file, ...rest);
    };
  };
  for (const name of ["readFile", "readFileSync", "createReadStream"]) patch(fs, name);
  patch(fs.promises, "readFile");
  process.on("exit", () => {
    const line = { pid: process.pid, worker: process.env.GATSBY_WORKER_ID ?? null, reads };
    fs.appendFileSync(log, `${JSON.stringify(line)}\n`);
  });
}
