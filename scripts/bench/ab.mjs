// Interleaved A/B: Lighthouse (the bench's settings) on two or more builds of the site and the bare
// Gatsby page, round-robin, so load from elsewhere on the machine hits every side alike. For
// trying a start-up change: build once without it and copy public/ aside, build with it, then
//   node scripts/bench/ab.mjs --side before=/tmp/public-before --side after=public \
//     [--runs 3] [--pages /,/services/] [--slowdown 7] [--method devtools]
// (--method: Lighthouse's throttling method, `simulate` unless told; the bench holds TBT to its
// budget under `devtools`, the CPU slowed for real: scripts/bench.mjs, SETTINGS.)
// The first side is the base each other side is compared with. The bare page must have been
// built by `npm run bench` (bench-results/bare-site/public).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "../static-server.mjs";
import { CHROMIUM_FLAGS } from "../chromium-flags.mjs";
import { figuresFromLhr, median } from "./lib.mjs";
import { LIGHTHOUSE_SLOWDOWN, throttlingAt } from "./low-tier.mjs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const { values } = parseArgs({
  options: {
    side: { type: "string", multiple: true },
    runs: { type: "string", default: "3" },
    pages: { type: "string", default: "/,/about/,/services/,/contact/" },
    slowdown: { type: "string", default: String(LIGHTHOUSE_SLOWDOWN) },
    method: { type: "string", default: "simulate" },
  },
});
const sides = (values.side ?? []).map((spec) => {
  const [label, dir] = spec.split("=");
  return { label, dir };
});
if (sides.length < 2 || sides.some((side) => !side.label || !side.dir)) {
  console.error(
    "Usage: node scripts/bench/ab.mjs --side NAME=DIR --side NAME=DIR … [--runs N] [--pages /,/x/]",
  );
  process.exit(2);
}
const runs = Number(values.runs);
const pages = values.pages.split(",");
// Lighthouse's own 4× unless told (the low-tier phone's is the bench's calibrated slowdown).
const slowdown = Number(values.slowdown);
const bareRoot = path.join(repo, "bench-results/bare-site/public");
if (!fs.existsSync(path.join(bareRoot, "index.html"))) {
  console.error("No bare Gatsby build: run `npm run bench` once first.");
  process.exit(2);
}

const serve = (root) =>
  startServer({ root, headersFile: path.join(root, "_headers"), compress: true });
const servers = { bare: await startServer({ root: bareRoot, compress: true }) };
for (const { label, dir } of sides) servers[label] = await serve(path.resolve(dir));

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
      throttlingMethod: values.method,
      throttling: throttlingAt(slowdown),
    });
    return figuresFromLhr(result.lhr);
  } finally {
    await chrome.kill();
  }
}

const results = { bare: [] };
for (const { label } of sides) for (const page of pages) results[`${label} ${page}`] = [];
try {
  for (let i = 1; i <= runs; i += 1) {
    for (const page of pages) {
      // Rotate which side goes first, so none always follows another.
      const labels = sides.map((side) => side.label);
      const order = [...labels.slice(i % labels.length), ...labels.slice(0, i % labels.length)];
      for (const side of order) {
        const f = await measure(`${servers[side].url}${page}`);
        results[`${side} ${page}`].push(f);
        console.log(
          `run ${i} ${side} ${page}: TBT ${f.tbtMs?.toFixed(0)} ms, LCP ${f.lcpS?.toFixed(2)} s, CLS ${f.cls?.toFixed(3)}, index ${f.benchmarkIndex?.toFixed(0)}`,
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
  `\nMedians of ${runs} runs; bare Gatsby page TBT ${bareTbt.toFixed(0)} ms, benchmark index ` +
    `${m(results.bare, "benchmarkIndex").toFixed(0)}; Δ is against ${sides[0].label}:\n`,
);
console.log(
  "| Page | Side | TBT (ms) | Δ TBT (ms) | TBT − bare (ms) | LCP (s) | Perf | Bench. index |",
);
console.log(
  "| ---- | ---- | -------: | ---------: | --------------: | ------: | ---: | -----------: |",
);
for (const page of pages) {
  const base = m(results[`${sides[0].label} ${page}`], "tbtMs");
  for (const { label } of sides) {
    const list = results[`${label} ${page}`];
    const tbt = m(list, "tbtMs");
    console.log(
      `| ${page} | ${label} | ${tbt.toFixed(0)} | ${(tbt - base).toFixed(0)} | ${(tbt - bareTbt).toFixed(0)} | ` +
        `${m(list, "lcpS").toFixed(2)} | ${m(list, "performance")} | ${m(list, "benchmarkIndex").toFixed(0)} |`,
    );
  }
}
