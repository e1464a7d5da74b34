// Blocking time from CPU time, for A/B on a busy machine. Lighthouse's TBT multiplies the wall-clock
// time of each main-thread task by 4, so another process taking the CPU (a parallel build) adds to
// it at random: on a 2-core machine with a load of 8, one page's TBT ranged 105-1175 ms. Chrome's
// trace also records each task's thread time (`tdur`: CPU time actually spent on the page's main
// thread), which the rest of the machine doesn't inflate. This loads each side's pages round-robin
// at 390x844 without throttling, traces them, and sums, for every top-level main-thread task after
// the first contentful paint, max(0, 4 x thread time - 50 ms): Lighthouse's TBT formula with its
// 4x CPU slowdown applied to CPU time instead of wall time. Run:
//   node scripts/bench/cpu-tbt.mjs --side before=/tmp/public-before --side after=public \
//     [--loads 7] [--pages /,/services/] [--slowdown 4]
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { startServer } from "../static-server.mjs";
import { CHROMIUM_FLAGS } from "../chromium-flags.mjs";
import { CPU_TBT_SLOWDOWN, cpuBlockingTime, localOnly, median } from "./lib.mjs";

const SETTLE_MS = 3000;

const { values } = parseArgs({
  options: {
    side: { type: "string", multiple: true },
    loads: { type: "string", default: "7" },
    pages: { type: "string", default: "/,/services/" },
    slowdown: { type: "string", default: String(CPU_TBT_SLOWDOWN) },
  },
});
const sides = (values.side ?? []).map((spec) => {
  const [label, dir] = spec.split("=");
  return { label, dir: path.resolve(dir) };
});
if (sides.length < 2) {
  console.error(
    "Usage: node scripts/bench/cpu-tbt.mjs --side NAME=DIR --side NAME=DIR … [--loads N]",
  );
  process.exit(2);
}
const loads = Number(values.loads);
const pages = values.pages.split(",");
const slowdown = Number(values.slowdown);

const servers = {};
for (const { label, dir } of sides) {
  const headersFile = path.join(dir, "_headers");
  servers[label] = await startServer({
    root: dir,
    ...(fs.existsSync(headersFile) ? { headersFile } : {}),
    compress: true,
  });
}
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: CHROMIUM_FLAGS,
});
const results = {};
try {
  for (let i = 0; i < loads; i += 1) {
    for (const page of pages) {
      const labels = sides.map((side) => side.label);
      const order = [...labels.slice(i % labels.length), ...labels.slice(0, i % labels.length)];
      for (const label of order) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        await localOnly(context);
        const tab = await context.newPage();
        await browser.startTracing(tab, {
          categories: [
            "toplevel",
            "devtools.timeline",
            "disabled-by-default-devtools.timeline",
            "loading",
            "blink.user_timing",
          ],
        });
        await tab.goto(`${servers[label].url}${page}`, { waitUntil: "load" });
        await tab.waitForTimeout(SETTLE_MS);
        const trace = JSON.parse((await browser.stopTracing()).toString("utf8"));
        await context.close();
        const figures = cpuBlockingTime(trace.traceEvents ?? trace, slowdown);
        (results[`${label} ${page}`] ??= []).push(figures);
        console.log(
          `load ${i + 1} ${label} ${page}: blocking ${figures?.blockingMs.toFixed(0)} ms, ` +
            `main-thread CPU ${figures?.cpuMs.toFixed(0)} ms (both ×${slowdown})`,
        );
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(Object.values(servers).map((server) => server.close()));
}

console.log(
  `\nMedians of ${loads} loads (390x844; thread CPU time after the first contentful paint, ×${slowdown}); Δ against ${sides[0].label}:\n`,
);
console.log("| Page | Side | Blocking (ms) | Δ (ms) | Main-thread CPU (ms) |");
console.log("| ---- | ---- | ------------: | -----: | -------------------: |");
for (const page of pages) {
  const base = median(results[`${sides[0].label} ${page}`].map((f) => f?.blockingMs));
  for (const { label } of sides) {
    const list = results[`${label} ${page}`];
    const blocking = median(list.map((f) => f?.blockingMs));
    console.log(
      `| ${page} | ${label} | ${blocking.toFixed(0)} | ${(blocking - base).toFixed(0)} | ` +
        `${median(list.map((f) => f?.cpuMs)).toFixed(0)} |`,
    );
  }
}
