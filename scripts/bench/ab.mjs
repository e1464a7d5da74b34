// Interleaved A/B: Lighthouse (the bench's settings) on two builds of the site and the bare Gatsby
// page, round-robin, so load from elsewhere on the machine hits both sides alike. For trying a
// start-up change: build once without it and copy public/ aside, build with it, then
//   node scripts/bench/ab.mjs --a /tmp/public-before --b public [--runs 3] [--pages /,/services/]
// The bare page must have been built by `npm run bench` (bench-results/bare-site/public).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "../static-server.mjs";
import { CHROMIUM_FLAGS } from "../chromium-flags.mjs";
import { figuresFromLhr, median } from "./lib.mjs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { values } = parseArgs({
  options: {
    a: { type: "string" },
    b: { type: "string" },
    runs: { type: "string", default: "3" },
    pages: { type: "string", default: "/,/about/,/services/,/contact/" },
  },
});
if (!values.a || !values.b) {
  console.error("Usage: node scripts/bench/ab.mjs --a DIR --b DIR [--runs N] [--pages /,/x/]");
  process.exit(2);
}
const runs = Number(values.runs);
const pages = values.pages.split(",");
const bareRoot = path.join(repo, "bench-results/bare-site/public");
if (!fs.existsSync(path.join(bareRoot, "index.html"))) {
  console.error("No bare Gatsby build: run `npm run bench` once first.");
  process.exit(2);
}

const serve = (root) =>
  startServer({ root, headersFile: path.join(root, "_headers"), compress: true });
const servers = {
  A: await serve(path.resolve(values.a)),
  B: await serve(path.resolve(values.b)),
  bare: await startServer({ root: bareRoot, compress: true }),
};

async function measure(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      ...CHROMIUM_FLAGS,
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      blockedUrlPatterns: ["https://*", "wss://*"],
      disableFullPageScreenshot: true,
    });
    return figuresFromLhr(result.lhr);
  } finally {
    await chrome.kill();
  }
}

const results = { bare: [] };
for (const side of ["A", "B"]) for (const page of pages) results[`${side} ${page}`] = [];
try {
  for (let i = 1; i <= runs; i += 1) {
    for (const page of pages) {
      // Alternate which side goes first, so neither always follows the other.
      const order = i % 2 ? ["A", "B"] : ["B", "A"];
      for (const side of order) {
        const f = await measure(`${servers[side].url}${page}`);
        results[`${side} ${page}`].push(f);
        console.log(
          `run ${i} ${side} ${page}: TBT ${f.tbtMs?.toFixed(0)} ms, LCP ${f.lcpS?.toFixed(2)} s, index ${f.benchmarkIndex?.toFixed(0)}`,
        );
      }
    }
    const f = await measure(`${servers.bare.url}/`);
    results.bare.push(f);
    console.log(
      `run ${i} bare /: TBT ${f.tbtMs?.toFixed(0)} ms, index ${f.benchmarkIndex?.toFixed(0)}`,
    );
  }
} finally {
  await Promise.all(Object.values(servers).map((server) => server.close()));
}

const m = (list, key) => median(list.map((f) => f[key]));
const bareTbt = m(results.bare, "tbtMs");
console.log(
  `\nMedians of ${runs} (TBT and LCP; bare Gatsby page TBT ${bareTbt.toFixed(0)} ms, benchmark index ${m(results.bare, "benchmarkIndex").toFixed(0)}):\n`,
);
console.log(
  "| Page | TBT A (ms) | TBT B (ms) | B − A (ms) | LCP A (s) | LCP B (s) | Perf A | Perf B | Bench. index |",
);
console.log(
  "| ---- | ---------: | ---------: | ---------: | --------: | --------: | -----: | -----: | -----------: |",
);
for (const page of pages) {
  const a = results[`A ${page}`];
  const b = results[`B ${page}`];
  const index = median([...a, ...b].map((f) => f.benchmarkIndex));
  console.log(
    `| ${page} | ${m(a, "tbtMs").toFixed(0)} | ${m(b, "tbtMs").toFixed(0)} | ${(m(b, "tbtMs") - m(a, "tbtMs")).toFixed(0)} | ` +
      `${m(a, "lcpS").toFixed(2)} | ${m(b, "lcpS").toFixed(2)} | ${m(a, "performance")} | ${m(b, "performance")} | ${index.toFixed(0)} |`,
  );
}
