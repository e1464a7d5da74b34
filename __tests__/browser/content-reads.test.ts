import fs from "fs";
import path from "path";
import { scratchBuild, type ProcessReads } from "./support/scratch-site";

// How often one whole build reads each content file: the run's shared copy, built from nothing
// (no .cache), every Node.js process of it counting its reads (support/count-content-reads.cjs).
// The content plugin reads each YAML and Markdown file once, by its one reader
// (plugins/gatsby-plugin-content/model/content-reader.ts): the content check at start-up, the check
// of each file node and the nodes in every language all use that reading. Besides it, each
// Markdown file is read by gatsby-transformer-remark, which makes its HTML from its own reading,
// and the site's configuration (gatsby-config.ts) reads content/site.yaml for the manifest's name
// and icon, before any node exists, in each process Gatsby loads the configuration in.

let files: string[] = [];
let processes: ProcessReads[] = [];

beforeAll(() => {
  const build = scratchBuild();
  processes = build.contentReads;
  const contentDir = path.join(build.dir, "content");
  files = fs
    .readdirSync(contentDir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(ya?ml|md)$/.test(name))
    .map((name) => `content/${name.split(path.sep).join("/")}`)
    .sort();
}, 45 * 60_000);

/** Every read of `file` by `reader`, over all the build's processes. */
const readsBy = (reader: string, file: string) =>
  processes.reduce((sum, process) => sum + (process.reads[file]?.[reader] ?? 0), 0);

describe("one build of the site, from nothing", () => {
  it("reads each content file once in the content plugin, whatever makes a check or a node of it", () => {
    expect(files).toContain("content/site.yaml");
    expect(files).toContain("content/treatments/manicure.sw.md");
    expect(processes.some((process) => process.worker === null)).toBe(true);
    const plugin = Object.fromEntries(
      files.map((file) => [file, readsBy("gatsby-plugin-content", file)]),
    );
    expect(plugin).toEqual(Object.fromEntries(files.map((file) => [file, 1])));
  });

  it("has no other reader of content: remark once for each Markdown file, the configuration site.yaml alone", () => {
    for (const { worker, reads } of processes) {
      for (const [file, by] of Object.entries(reads)) {
        for (const [reader, count] of Object.entries(by)) {
          const where = `${file}, read by ${reader} in ${worker === null ? "the main process" : `worker ${worker}`}`;
          if (reader === "gatsby-plugin-content") {
            expect({ where, worker }).toEqual({ where, worker: null });
          } else if (reader === "gatsby-transformer-remark") {
            expect({ where, markdown: file.endsWith(".md"), count }).toEqual({
              where,
              markdown: true,
              count: 1,
            });
          } else if (reader === "gatsby-config") {
            expect({ where, file, count }).toEqual({ where, file: "content/site.yaml", count: 1 });
          } else {
            throw new Error(`${where}: no part of the build should read content so`);
          }
        }
      }
    }
    // The Markdown's HTML, from remark's own reading: once for each Markdown file.
    for (const file of files.filter((name) => name.endsWith(".md"))) {
      expect([file, readsBy("gatsby-transformer-remark", file)]).toEqual([file, 1]);
    }
  });
});
