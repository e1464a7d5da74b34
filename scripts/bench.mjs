// `npm run bench`: builds the site, serves it compressed on 127.0.0.1, reads the machine's CPU
// benchmark index and from it the CPU slowdown that makes it a low-tier phone
// (scripts/bench/low-tier.mjs), then runs Lighthouse (mobile) several times on every page at that
// slowdown, simulated and applied (TBT's budget: see SETTINGS), and at Lighthouse's own 4×
// (simulated); the Menu's first-tap probe, the start-up taps and the interaction probe (every
// everyday control's response, as INP counts it) at that slowdown; and reports the median of each
// figure, the first-view JavaScript beside a bare Gatsby page, and the kB over the wire of a first
// and a repeat visit to each page with the offline worker (scripts/bench/repeat-visit.mjs); it
// exits non-zero when a budget is missed. Options: --skip-build (reuse public/), --runs N (default
// 3), --only interactions (the start-up taps and the interaction probe alone, on the built site).
import { spawn, execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { startServer } from "./static-server.mjs";
import {
  CATEGORIES,
  FIGURES,
  PAGE_BUDGETS,
  checkPageBudgets,
  describeLostPoints,
  figuresFromLhr,
  format,
  gzipSizes,
  kB,
  localOnly,
  lostPoints,
  markdownTable,
  median,
  otherHostRequests,
} from "./bench/lib.mjs";
import {
  FIRST_VIEW_JS_BUDGET_BYTES,
  FIRST_VIEW_VIEWPORT,
  firstLoadScripts,
  firstViewScripts,
  lazyCodeIn,
} from "./bench/first-view.mjs";
import { CHROMIUM_FLAGS } from "./chromium-flags.mjs";
import {
  CONTROLS,
  INTERACTION_BUDGET_MS,
  INTERACTION_VIEWPORT,
  probeInteraction,
} from "./bench/interaction-probe.mjs";
import {
  LIGHTHOUSE_SLOWDOWN,
  LOW_TIER_INDEX,
  benchmarkIndex,
  slowdownFor,
  throttlingAt,
} from "./bench/low-tier.mjs";
import {
  FIRST_TAP_AFTER_FCP_MS,
  PROBE_VIEWPORT,
  TAP_INTERVAL_MS,
  probeMenu,
} from "./bench/tap-probe.mjs";
import { STARTUP_TAP_DELAYS_MS, probeStartupTap } from "./bench/startup-taps.mjs";
import { ONLY_LOCAL_HOSTS_FLAG, visitBytes } from "./bench/repeat-visit.mjs";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsDir = path.join(repo, "bench-results");
const lhrDir = path.join(resultsDir, "lighthouse");
const bareTemplate = path.join(repo, "scripts/bench/bare-site");
// Inside the repo (so it resolves the repo's node_modules) and in an ignored folder.
const bareDir = path.join(resultsDir, "bare-site");
const ENGLISH_PAGES = ["/", "/about/", "/services/", "/contact/"];
// Every page in both languages: the Swahili ones (under /sw/, gatsby-plugin-languages) carry their own
// words and head, and are held to the same budgets.
const PAGES = [...ENGLISH_PAGES, ...ENGLISH_PAGES.map((page) => `/sw${page}`)];
// The Menu tapped while the page is still starting (scripts/bench/startup-taps.mjs): a page with
// few sections, the one with the most, and a Swahili one.
const STARTUP_TAP_PAGES = ["/", "/services/", "/sw/"];
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  ...CHROMIUM_FLAGS,
  // No host name resolves, so nothing can reach another host even where blockedUrlPatterns does
  // not apply: Lighthouse sets it on the page only, and a cross-origin iframe (the contact page's
  // Google map) loads in its own process. A failed iframe load logs nothing in the page's console.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];
// The bench server is plain http on 127.0.0.1, so every https/wss URL is another host (fonts or
// analytics if ever added). Lighthouse ignores the console errors these blocks cause
// (ERR_BLOCKED_BY_CLIENT.Inspector), so blocking costs no best-practices points.
const BLOCKED_URL_PATTERNS = ["https://*", "wss://*"];

const { values: options } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    only: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (options.help) {
  console.log("Usage: npm run bench [-- --skip-build] [-- --runs N] [-- --only interactions]");
  process.exit(0);
}
const runs = Number(options.runs);
// The interaction probe alone needs neither Lighthouse nor the bare page.
const onlyInteractions = options.only === "interactions";
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1 (got "${options.runs}")`);
  process.exit(2);
}

const started = Date.now();
const elapsed = (since = started) => `${((Date.now() - since) / 1000).toFixed(0)} s`;

/** Runs a command with its output in a log file; on failure prints the log's tail and exits. */
function run(command, args, { cwd, log, label }) {
  return new Promise((resolve) => {
    const out = fs.openSync(log, "w");
    const child = spawn(command, args, {
      cwd,
      stdio: ["ignore", out, out],
      // The site is measured as its tests build it: with the editor for this computer, since a
      // production build with no repository configured stops (CMS_EDITOR overrides this).
      env: { CMS_EDITOR: "local", ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    });
    child.on("close", (code) => {
      fs.closeSync(out);
      if (code === 0) return resolve();
      const lines = fs.readFileSync(log, "utf8").trimEnd().split("\n");
      console.error(`\n${label} failed (exit ${code}). Last lines of ${path.relative(repo, log)}:`);
      console.error(lines.slice(-40).join("\n"));
      process.exit(1);
    });
  });
}

function templateHash() {
  const hash = crypto.createHash("sha256");
  const walk = (dir) => {
    for (const entry of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(path.relative(bareTemplate, file)).update(fs.readFileSync(file));
    }
  };
  walk(bareTemplate);
  const gatsbyVersion = JSON.parse(
    fs.readFileSync(path.join(repo, "node_modules/gatsby/package.json"), "utf8"),
  ).version;
  return `${gatsbyVersion} ${hash.digest("hex")}`;
}

/** Builds the bare comparison site unless an up-to-date build is already there. */
async function buildBareSite() {
  const stampFile = path.join(bareDir, ".bench-stamp");
  const stamp = templateHash();
  const fresh =
    fs.existsSync(path.join(bareDir, "public/index.html")) &&
    fs.existsSync(stampFile) &&
    fs.readFileSync(stampFile, "utf8") === stamp;
  if (fresh) {
    console.log("Bare Gatsby site: reusing bench-results/bare-site/public");
    return;
  }
  const since = Date.now();
  console.log("Bare Gatsby site: building (log: bench-results/bare-build.log)…");
  fs.rmSync(bareDir, { recursive: true, force: true });
  fs.cpSync(bareTemplate, bareDir, { recursive: true });
  // Gatsby's CLI only builds a folder whose package.json lists gatsby; the packages themselves
  // resolve from the repo's node_modules, so the versions are the site's.
  const { dependencies: siteDeps } = JSON.parse(
    fs.readFileSync(path.join(repo, "package.json"), "utf8"),
  );
  const dependencies = Object.fromEntries(
    ["gatsby", "react", "react-dom"].map((name) => [name, siteDeps[name]]),
  );
  fs.writeFileSync(
    path.join(bareDir, "package.json"),
    `${JSON.stringify({ name: "bench-bare-gatsby", private: true, dependencies }, null, 2)}\n`,
  );
  await run(process.execPath, [path.join(repo, "node_modules/gatsby/cli.js"), "build"], {
    cwd: bareDir,
    log: path.join(resultsDir, "bare-build.log"),
    label: "Bare Gatsby build",
  });
  // The static server answers unknown paths with 404.html; the bare site has one page only.
  const notFound = path.join(bareDir, "public/404.html");
  if (!fs.existsSync(notFound)) fs.writeFileSync(notFound, "<!doctype html><title>404</title>");
  fs.writeFileSync(stampFile, stamp);
  console.log(`Bare Gatsby site: built in ${elapsed(since)}`);
}

async function lighthouseRunOnce(url, slowdown, method) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      blockedUrlPatterns: BLOCKED_URL_PATTERNS,
      disableFullPageScreenshot: true,
      throttlingMethod: method,
      throttling: throttlingAt(slowdown),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr, artifacts } = result;
    if (lhr.runtimeError) {
      throw new Error(
        `Lighthouse error on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    }
    return { lhr, otherHosts: otherHostRequests(artifacts.DevtoolsLog ?? [], new URL(url).host) };
  } finally {
    await chrome.kill();
  }
}

// First-view JavaScript: every script a phone downloads for a page's first view (390×844, no
// scrolling, until the network is idle), lazy chunks included, gzip sizes of the built files. One
// load in Chromium through Playwright per page (bytes don't vary between runs), other hosts blocked.
async function firstViewJs(baseUrl, root, pagePaths) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
  try {
    const result = {};
    for (const pagePath of pagePaths) {
      const context = await browser.newContext({ viewport: FIRST_VIEW_VIEWPORT });
      await localOnly(context);
      const page = await context.newPage();
      const view = await firstViewScripts(page, `${baseUrl}${pagePath}`, root);
      await context.close();
      const firstLoad = gzipSizes(root, firstLoadScripts(root, pagePath));
      result[pagePath] = {
        ...view,
        lazyCodeInFirstLoad: lazyCodeIn(
          root,
          firstLoad.map((file) => file.path),
        ),
        firstLoadGzipBytes: firstLoad.reduce((sum, file) => sum + file.gzipBytes, 0),
      };
    }
    return result;
  } finally {
    await browser.close();
  }
}

// Lighthouse sometimes fails to record a trace (NO_NAVSTART and the like: its message says "run
// Lighthouse again"); such a run is repeated, up to twice, and the retry is reported.
const TRANSIENT_ERRORS = /\b(NO_NAVSTART|NO_FCP|NO_LCP|NO_TRACING_STARTED|PROTOCOL_TIMEOUT)\b/;
async function lighthouseRun(url, { rate, method }) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRunOnce(url, rate, method);
    } catch (error) {
      if (attempt >= 3 || !TRANSIENT_ERRORS.test(String(error))) throw error;
      console.log(`  retrying ${url}: ${String(error).split("\n")[0]}`);
    }
  }
}

// --- 1. Build -------------------------------------------------------------------------------------
fs.mkdirSync(lhrDir, { recursive: true });
if (options["skip-build"]) {
  console.log("Site: reusing public/ (--skip-build)");
} else {
  const since = Date.now();
  console.log("Site: npm run build (log: bench-results/build.log)…");
  await run("npm", ["run", "build"], {
    cwd: repo,
    log: path.join(resultsDir, "build.log"),
    label: "npm run build",
  });
  console.log(`Site: built in ${elapsed(since)}`);
}
if (!onlyInteractions) await buildBareSite();

// --- 2. Serve and measure -------------------------------------------------------------------------
const site = await startServer({
  root: path.join(repo, "public"),
  headersFile: path.join(repo, "public/_headers"),
  compress: true,
});
const bare = onlyInteractions
  ? null
  : await startServer({ root: path.join(bareDir, "public"), compress: true });
const chromeVersion = (() => {
  try {
    return execFileSync(CHROME_PATH, ["--version"], {
      encoding: "utf8",
      // Debian's chromium wrapper script prints a harmless shell warning on stderr.
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "unknown";
  }
})();
console.log(`Lighthouse: ${runs} run(s) × ${PAGES.length} pages on ${site.url} (${chromeVersion})`);

// The phone: the machine's benchmark index, read unthrottled before anything is measured.
const calibrationBrowser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: CHROMIUM_FLAGS,
});
const calibration = await benchmarkIndex(calibrationBrowser).finally(() =>
  calibrationBrowser.close(),
);
const slowdown = slowdownFor(calibration.index);
// The Lighthouse runs, each page at each setting:
// - "low": the phone, Lighthouse's simulated throttling (its default): every figure but TBT is
//   held to its budget here.
// - "applied": the phone again, the CPU slowed for real while the page loads (Lighthouse's
//   `devtools` throttling). TBT is held to its budget here. Simulated throttling loads the page
//   unslowed and multiplies each main-thread task it saw by the slowdown; the site hydrates in
//   React's slices, which end after 5 ms by the clock, so on a slow phone a slice does less work,
//   it does not last 7 times longer. The simulation counts each slice as 7 times its length, and a
//   slice this machine's other work stretched to 8 ms as a 56 ms long task, which no phone runs
//   (Lighthouse's maintainers: GoogleChrome/lighthouse#10693, "tasks crafted to yield defeat
//   simulated throttling… use devtools or provided throttling"; #16183). Its TBT is reported too.
// - "4x": Lighthouse's own 4×, reported only (unless the machine is slow enough that they agree).
const SETTINGS = [
  { id: "low", rate: slowdown, method: "simulate" },
  { id: "applied", rate: slowdown, method: "devtools" },
  ...(slowdown === LIGHTHOUSE_SLOWDOWN
    ? []
    : [{ id: "4x", rate: LIGHTHOUSE_SLOWDOWN, method: "simulate" }]),
];
console.log(
  `Phone: benchmark index ${calibration.index.toFixed(0)} (runs ${calibration.runs.map((i) => i.toFixed(0)).join(", ")}), ` +
    `CPU slowdown ${slowdown}× (index ÷ slowdown ≈ ${(calibration.index / slowdown).toFixed(0)}, ` +
    `a low-tier phone at ${LOW_TIER_INDEX}); Lighthouse's ${LIGHTHOUSE_SLOWDOWN}× reported beside it`,
);

const bySetting = (make) => Object.fromEntries(SETTINGS.map(({ id }) => [id, make()]));
const lhrs = bySetting(() => Object.fromEntries(PAGES.map((page) => [page, []])));
const bareLhrs = bySetting(() => []);
const otherHostsByPage = Object.fromEntries(PAGES.map((page) => [page, []]));
const probesByPage = Object.fromEntries(PAGES.map((page) => [page, []]));
const interactions = Object.fromEntries(CONTROLS.map((control) => [control.name, []]));
const startupTaps = Object.fromEntries(
  STARTUP_TAP_PAGES.map((page) => [page, STARTUP_TAP_DELAYS_MS.map(() => [])]),
);
const startupTapErrors = [];
let firstView;
let bareFirstView;
let wireBytes = {};
// Simulated throttling multiplies the main-thread time it observes by the slowdown, so other work
// on this machine inflates TBT (and with it LCP and the score): the load is recorded beside them.
const loadBefore = os.loadavg()[0];
try {
  // Round-robin over the pages so a burst of load from elsewhere on the machine hits one run of
  // several pages rather than every run of one page.
  for (let i = 1; i <= runs && !onlyInteractions; i += 1) {
    for (const setting of SETTINGS) {
      const tag = `${setting.rate}× ${setting.method}`;
      for (const page of PAGES) {
        const since = Date.now();
        const { lhr, otherHosts } = await lighthouseRun(`${site.url}${page}`, setting);
        lhrs[setting.id][page].push(lhr);
        otherHostsByPage[page].push(...otherHosts);
        const name = page === "/" ? "home" : page.replaceAll("/", "");
        fs.writeFileSync(path.join(lhrDir, `${name}-${setting.id}-${i}.json`), JSON.stringify(lhr));
        const f = figuresFromLhr(lhr);
        const shown = FIGURES.map(({ key, label }) => `${label} ${format(f[key], key)}`).join(", ");
        console.log(`  run ${i}/${runs} ${tag} ${page.padEnd(10)} ${shown} (${elapsed(since)})`);
        for (const warning of lhr.runWarnings) console.log(`    Lighthouse warning: ${warning}`);
      }
      // The bare Gatsby page in the same round, so its TBT (the budget's base) meets the same load.
      const since = Date.now();
      const { lhr: bareLhr } = await lighthouseRun(`${bare.url}/`, setting);
      bareLhrs[setting.id].push(bareLhr);
      fs.writeFileSync(path.join(lhrDir, `bare-${setting.id}-${i}.json`), JSON.stringify(bareLhr));
      const f = figuresFromLhr(bareLhr);
      console.log(
        `  run ${i}/${runs} ${tag} bare Gatsby / TBT ${format(f.tbtMs, "tbtMs")}, benchmark ` +
          `index ${format(f.benchmarkIndex, "benchmarkIndex")} (${elapsed(since)})`,
      );
    }
  }
  const probeBrowser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_FLAGS });
  try {
    // When the Menu first answers a tap (scripts/bench/tap-probe.mjs), round-robin too.
    for (let i = 1; i <= runs && !onlyInteractions; i += 1) {
      for (const page of PAGES) {
        const probe = await probeMenu(probeBrowser, `${site.url}${page}`, slowdown);
        probesByPage[page].push(probe);
        console.log(
          `  tap probe ${i}/${runs} ${page.padEnd(10)} FCP ${probe.fcpMs} ms, first tap ` +
            `${probe.firstTapMs} ms, menu opened by the tap at ${probe.worksAtMs ?? "never"} ms ` +
            `(${probe.taps} tap(s))`,
        );
      }
    }
    // The Menu tapped during start-up, at each delay after `load`, round-robin.
    for (let i = 1; i <= runs; i += 1) {
      for (const page of STARTUP_TAP_PAGES) {
        for (const [d, delay] of STARTUP_TAP_DELAYS_MS.entries()) {
          const tap = await probeStartupTap(probeBrowser, `${site.url}${page}`, delay, slowdown);
          // A tap that did not open the menu counts as the slowest.
          startupTaps[page][d].push(tap.opened ? tap.ms : null);
          startupTapErrors.push(
            ...tap.errors.map((error) => `${page} (tap ${delay} ms): ${error}`),
          );
          console.log(
            `  start-up tap ${i}/${runs} ${page.padEnd(10)} ${String(delay).padStart(4)} ms after ` +
              `load: ${tap.opened ? `${tap.ms} ms` : "the menu did not open"}` +
              (tap.missed
                ? ` (${tap.missed} load(s) repeated: the tap landed beside the button)`
                : ""),
          );
        }
      }
    }
    // Every everyday control once the page has settled (scripts/bench/interaction-probe.mjs).
    for (let i = 1; i <= runs; i += 1) {
      for (const control of CONTROLS) {
        const ms = await probeInteraction(probeBrowser, site.url, control, slowdown).catch(
          (error) => {
            console.log(`  ${control.name}: ${String(error).split("\n")[0]}`);
            return null;
          },
        );
        interactions[control.name].push(ms);
        console.log(`  interaction ${i}/${runs} ${control.name.padEnd(24)} ${ms ?? "failed"} ms`);
      }
    }
  } finally {
    await probeBrowser.close();
  }
  if (!onlyInteractions) {
    firstView = await firstViewJs(site.url, path.join(repo, "public"), PAGES);
    bareFirstView = (await firstViewJs(bare.url, path.join(bareDir, "public"), ["/"]))["/"];
    const visitBrowser = await chromium.launch({
      executablePath: CHROME_PATH,
      args: [...CHROMIUM_FLAGS, ONLY_LOCAL_HOSTS_FLAG],
    });
    try {
      wireBytes = await visitBytes(visitBrowser, site, PAGES, FIRST_VIEW_VIEWPORT);
    } finally {
      await visitBrowser.close();
    }
  }
} finally {
  await site.close();
  await bare?.close();
}
const loadAfter = os.loadavg()[0];

// --- 3. Report ------------------------------------------------------------------------------------
const interactionMedians = Object.fromEntries(
  CONTROLS.map(({ name }) => {
    const values = interactions[name];
    // A control that failed to answer counts as the slowest.
    return [name, median(values.map((ms) => ms ?? Infinity))];
  }),
);
const interactionFailures = CONTROLS.filter(
  ({ name }) => !(interactionMedians[name] <= INTERACTION_BUDGET_MS),
).map(
  ({ name, page }) =>
    `${page} ${name}: ${interactionMedians[name]} ms to the next paint (budget <= ${INTERACTION_BUDGET_MS} ms)`,
);
const startupMedians = Object.fromEntries(
  STARTUP_TAP_PAGES.map((page) => [
    page,
    startupTaps[page].map((values) => median(values.map((ms) => ms ?? Infinity))),
  ]),
);
const startupFailures = [
  ...STARTUP_TAP_PAGES.flatMap((page) =>
    STARTUP_TAP_DELAYS_MS.filter(
      (delay, d) => !(startupMedians[page][d] <= INTERACTION_BUDGET_MS),
    ).map(
      (delay) =>
        `${page} Menu tapped ${delay} ms after load: ` +
        `${startupMedians[page][STARTUP_TAP_DELAYS_MS.indexOf(delay)]} ms to the next paint ` +
        `(budget <= ${INTERACTION_BUDGET_MS} ms)`,
    ),
  ),
  ...[...new Set(startupTapErrors)].map((error) => `an error during start-up on ${error}`),
];
const startupTable = [
  `**Taps during start-up** (the Menu tapped 0, 300, 1,000 and 2,000 ms after \`load\`, ` +
    `${INTERACTION_VIEWPORT.width}×${INTERACTION_VIEWPORT.height}, CPU slowed ${slowdown}×; ` +
    `Event Timing, from the input to the next paint; median of ${runs}, the runs in brackets; ` +
    `budget ≤ ${INTERACTION_BUDGET_MS} ms):`,
  "",
  `| Page | ${STARTUP_TAP_DELAYS_MS.map((delay) => `${delay} ms`).join(" | ")} |`,
  `| ---- | ${STARTUP_TAP_DELAYS_MS.map(() => "---:").join(" | ")} |`,
  ...STARTUP_TAP_PAGES.map(
    (page) =>
      `| ${page} | ${startupTaps[page]
        .map(
          (values, d) =>
            `${startupMedians[page][d]} (${values.map((ms) => ms ?? "not opened").join(", ")})`,
        )
        .join(" | ")} |`,
  ),
].join("\n");
const interactionTable = [
  `**Interactions** (${INTERACTION_VIEWPORT.width}×${INTERACTION_VIEWPORT.height}, taps and key ` +
    `presses once the page has settled, CPU slowed ${slowdown}×; Event Timing as INP counts it, ` +
    `from the input to the next paint; median of ${runs}; budget ≤ ${INTERACTION_BUDGET_MS} ms, ` +
    `aim 100):`,
  "",
  "| Control | Page | Median (ms) | Runs (ms) |",
  "| ------- | ---- | ----------: | --------- |",
  ...CONTROLS.map(
    ({ name, page }) =>
      `| ${name} | ${page} | ${interactionMedians[name]} | ${interactions[name].map((ms) => ms ?? "failed").join(", ")} |`,
  ),
].join("\n");
if (onlyInteractions) {
  console.log(`\n${startupTable}\n\n${interactionTable}\n`);
  const missed = [...startupFailures, ...interactionFailures];
  if (missed.length) {
    console.error(`Budget missed:\n${missed.map((f) => `  - ${f}`).join("\n")}`);
    process.exit(1);
  }
  process.exit(0);
}

/** Each page's figures at one setting: the runs, their medians and what was lost. */
function pagesAt(id) {
  const result = {};
  for (const page of PAGES) {
    const perRun = lhrs[id][page].map(figuresFromLhr);
    result[page] = {
      runs: perRun,
      median: Object.fromEntries(
        FIGURES.map(({ key }) => [key, median(perRun.map((figures) => figures[key]))]),
      ),
      lostPoints: lhrs[id][page].map(lostPoints),
      benchmarkIndex: lhrs[id][page].map((lhr) => lhr.environment.benchmarkIndex),
      otherHostRequests: otherHostsByPage[page],
    };
  }
  const bareRuns = bareLhrs[id].map(figuresFromLhr);
  const bareFigures = Object.fromEntries(
    FIGURES.map(({ key }) => [key, median(bareRuns.map((figures) => figures[key]))]),
  );
  return { pages: result, bareRuns, bareFigures };
}
const low = pagesAt("low");
const applied = pagesAt("applied");
const at4x = SETTINGS.some(({ id }) => id === "4x") ? pagesAt("4x") : low;
const { pages, bareFigures } = low;
const menuProbe = Object.fromEntries(
  PAGES.map((page) => {
    const probes = probesByPage[page];
    return [
      page,
      {
        runs: probes,
        fcpMs: median(probes.map((p) => p.fcpMs)),
        firstTapMs: median(probes.map((p) => p.firstTapMs)),
        // A run whose menu never opened counts as the slowest.
        worksAtMs: median(probes.map((p) => p.worksAtMs ?? Infinity)),
        openedOnFirstTap: probes.filter((p) => p.openedOnFirstTap).length,
      },
    ];
  }),
);

const homeJs = firstView["/"];
const ratio = homeJs.gzipBytes / bareFirstView.gzipBytes;

const failures = [
  ...checkPageBudgets({ low, applied }),
  ...startupFailures,
  ...interactionFailures,
];
for (const [page, probe] of Object.entries(menuProbe)) {
  if (probe.openedOnFirstTap < probe.runs.length) {
    failures.push(
      `${page}: the Menu did not open on a tap ${FIRST_TAP_AFTER_FCP_MS} ms after the first ` +
        `contentful paint in ${probe.runs.length - probe.openedOnFirstTap} of ${probe.runs.length} ` +
        `runs (it works at ${probe.worksAtMs} ms)`,
    );
  }
}
for (const [page, view] of Object.entries(firstView)) {
  if (view.gzipBytes > FIRST_VIEW_JS_BUDGET_BYTES) {
    failures.push(
      `${page}: first-view JavaScript ${view.gzipBytes} bytes gzip (${kB(view.gzipBytes)}; budget <= ` +
        `${FIRST_VIEW_JS_BUDGET_BYTES} bytes)`,
    );
  }
  for (const name of view.lazyCodeInFirstLoad) {
    failures.push(`${page}: ${name} in the first-load bundles (it should load with import())`);
  }
}

const lhVersion = lhrs.low["/"][0].lighthouseVersion;
const benchmarkIndexes = Object.values(pages).flatMap((page) => page.benchmarkIndex);
const date = new Date().toISOString();
const otherHostLines = Object.entries(pages).flatMap(([page, { otherHostRequests: requests }]) =>
  [...new Set(requests.map((r) => `${new URL(r.url).host}: ${r.failed ?? "NOT STOPPED"}`))].map(
    (line) => `- ${page} → ${line}`,
  ),
);
for (const [page, { otherHostRequests: requests }] of Object.entries(pages)) {
  for (const request of requests.filter((r) => r.failed === null)) {
    failures.push(`${page}: a request to another host was not stopped (${request.url})`);
  }
}
const lossLines = Object.entries(pages)
  .map(([page, { lostPoints: perRun }]) => [page, describeLostPoints(perRun)])
  .filter(([, audits]) => audits.length)
  .map(([page, audits]) => `- ${page}: ${audits.join(", ")}`);

const busy = Math.max(loadBefore, loadAfter) > os.cpus().length;
const tableAt = (setting) =>
  markdownTable([
    ...PAGES.map((page) => ({ label: page, figures: setting.pages[page].median })),
    // The bare page has no lang, description or meta tags: only its speed and bytes compare.
    {
      label: `bare Gatsby / (${runs} runs)`,
      figures: { ...setting.bareFigures, accessibility: null, "best-practices": null, seo: null },
    },
  ]);
const overBare = (setting) =>
  PAGES.map(
    (page) =>
      `${page} ${format(setting.pages[page].median.tbtMs - setting.bareFigures.tbtMs, "tbtMs")} ms`,
  ).join(", ");
const budgetText = PAGE_BUDGETS.map((b) => `${b.label} ${b.op} ${b.limit}`).join("; ");
const fileList = (js) =>
  js.files.map(
    (file) => `  - \`${file.path}\`: ${kB(file.gzipBytes)} gzip (${kB(file.bytes)} raw)`,
  );
const markdown = [
  `# Benchmark: ${date}`,
  "",
  `Lighthouse ${lhVersion}, ${chromeVersion}, mobile emulation with simulated throttling ` +
    `(and, for TBT, with the CPU slowed for real: applied throttling); ` +
    `median of ${runs} run(s) per page; text responses compressed by the bench server. ` +
    `Scores 0–100; kB = 1000 bytes transferred. Machine: ${os.cpus().length} cores, load average ` +
    `${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after the runs; CPU benchmark ` +
    `index ${calibration.index.toFixed(0)} before the runs (Lighthouse's during them ` +
    `${Math.min(...benchmarkIndexes).toFixed(0)}–${Math.max(...benchmarkIndexes).toFixed(0)}).`,
  "",
  `**The phone:** CPU slowed **${slowdown}×** (index ${calibration.index.toFixed(0)} ÷ ${slowdown} ≈ ` +
    `${(calibration.index / slowdown).toFixed(0)}; a low-tier Android is about ${LOW_TIER_INDEX}). ` +
    `The budgets hold at this slowdown; Lighthouse's own ${LIGHTHOUSE_SLOWDOWN}× is reported below.`,
  "",
  ...(busy
    ? [
        "**The machine was busy during the runs:** TBT, LCP and the performance score are inflated " +
          "(Lighthouse multiplies the main-thread time it observes by the slowdown). Bytes, CLS and the " +
          "accessibility, best-practices and SEO scores do not depend on load. Re-run on an idle " +
          "machine before trusting the speed figures.",
        "",
      ]
    : []),
  `### At ${slowdown}× (the low-tier phone)`,
  "",
  tableAt(low),
  "",
  `TBT above the bare Gatsby page's, simulated (${format(bareFigures.tbtMs, "tbtMs")} ms in this ` +
    `run; reported only: the simulation multiplies each of React's 5 ms slices by the slowdown, ` +
    `which no phone does): ${overBare(low)}.`,
  "",
  `### At ${slowdown}×, the CPU slowed for real (applied throttling: TBT's budget)`,
  "",
  tableAt(applied),
  "",
  `TBT above the bare Gatsby page's (${format(applied.bareFigures.tbtMs, "tbtMs")} ms in this ` +
    `run; budget ≤ 100 ms): ${overBare(applied)}.`,
  "",
  ...(at4x === low
    ? []
    : [
        `### At Lighthouse's ${LIGHTHOUSE_SLOWDOWN}× (reported only)`,
        "",
        tableAt(at4x),
        "",
        `TBT above the bare Gatsby page's (${format(at4x.bareFigures.tbtMs, "tbtMs")} ms): ${overBare(at4x)}.`,
        "",
      ]),
  startupTable,
  "",
  interactionTable,
  "",
  `**Menu "works at"** (${PROBE_VIEWPORT.width}×${PROBE_VIEWPORT.height}, CPU slowed ` +
    `${slowdown}×, local server; a tap on Menu ${FIRST_TAP_AFTER_FCP_MS} ms after the ` +
    `first contentful paint, then every ${TAP_INTERVAL_MS} ms until it opens; ms from ` +
    `navigation start, median of ${runs}):`,
  "",
  "| Page | FCP (ms) | First tap (ms) | Works at (ms) | Opened on the first tap |",
  "| ---- | -------: | -------------: | ------------: | ----------------------: |",
  ...PAGES.map((page) => {
    const p = menuProbe[page];
    return `| ${page} | ${p.fcpMs} | ${p.firstTapMs} | ${Number.isFinite(p.worksAtMs) ? p.worksAtMs : "never"} | ${p.openedOnFirstTap} of ${p.runs.length} |`;
  }),
  "",
  "**First-view JavaScript** (every script a phone downloads before the visitor scrolls: " +
    "390×844, until the network is idle, lazy chunks included; gzip, zlib level 6; budget ≤ 130 kB " +
    "on every page):",
  "",
  ...Object.entries(firstView).map(
    ([page, view]) =>
      `- ${page}: **${kB(view.gzipBytes)}** in ${view.files.length} files (of which ` +
      `${kB(view.firstLoadGzipBytes)} first-load bundles, loaded before hydration)`,
  ),
  `- bare Gatsby page: ${kB(bareFirstView.gzipBytes)} in ${bareFirstView.files.length} files; ` +
    `the home page is **${ratio.toFixed(2)}×** that.`,
  "",
  "<details><summary>Scripts counted</summary>",
  "",
  ...Object.entries(firstView).flatMap(([page, view]) => [`- ${page}:`, ...fileList(view)]),
  "- Bare Gatsby page:",
  ...fileList(bareFirstView),
  "",
  "</details>",
  "",
  "**Over the wire, first and repeat visit** (a fresh phone opens the page and lets the offline " +
    "worker store the site, every page in both languages, then opens the page again; headers " +
    "and compressed bodies of every response that came over the network, the worker's own " +
    "included):",
  "",
  "| Page | First visit | of which requests | Repeat visit | of which requests |",
  "| ---- | ----------: | ----------------: | -----------: | ----------------: |",
  ...Object.entries(wireBytes).map(
    ([page, v]) =>
      `| ${page} | ${kB(v.firstVisitBytes)} | ${v.firstVisitRequests} | ${kB(v.repeatVisitBytes)} | ${v.repeatVisitRequests} |`,
  ),
  "",
  `**Budgets** (every page): ${budgetText}; first-view JS ≤ 130 kB gzip.`,
  "",
  failures.length
    ? `**Missed (${failures.length}):**\n\n${failures.map((f) => `- ${f}`).join("\n")}`
    : "**All budgets met.**",
  "",
  lossLines.length ? `Audits below full marks in any run:\n\n${lossLines.join("\n")}\n` : "",
  otherHostLines.length
    ? `Requests to other hosts, stopped and so not measured:\n\n${otherHostLines.join("\n")}\n`
    : "No page asked for another host.\n",
].join("\n");

fs.writeFileSync(path.join(resultsDir, "bench.md"), markdown);
fs.writeFileSync(
  path.join(resultsDir, "bench.json"),
  `${JSON.stringify(
    {
      date,
      lighthouseVersion: lhVersion,
      chrome: chromeVersion,
      runs,
      machine: { cores: os.cpus().length, loadBefore, loadAfter, busy },
      settings: {
        formFactor: "mobile",
        throttlingMethod: "simulate (TBT's budget: devtools, under `applied`)",
        blockedUrlPatterns: BLOCKED_URL_PATTERNS,
        benchmarkIndex: calibration,
        cpuSlowdown: slowdown,
        lowTierIndex: LOW_TIER_INDEX,
      },
      pages,
      bareGatsby: { figures: bareFigures, runs: low.bareRuns },
      applied: {
        pages: applied.pages,
        bareGatsby: { figures: applied.bareFigures, runs: applied.bareRuns },
      },
      at4x:
        at4x === low
          ? "same as above"
          : { pages: at4x.pages, bareGatsby: { figures: at4x.bareFigures, runs: at4x.bareRuns } },
      startupTaps: { delaysMs: STARTUP_TAP_DELAYS_MS, medians: startupMedians, runs: startupTaps },
      interactions: { medians: interactionMedians, runs: interactions },
      menuProbe,
      firstViewJs: {
        pages: firstView,
        bareGatsby: bareFirstView,
        homeToBareRatio: ratio,
        budgetBytes: FIRST_VIEW_JS_BUDGET_BYTES,
        viewport: FIRST_VIEW_VIEWPORT,
        compression: "gzip (zlib level 6)",
      },
      wireBytes,
      budgets: PAGE_BUDGETS,
      failures,
      durationSeconds: Math.round((Date.now() - started) / 1000),
    },
    null,
    2,
  )}\n`,
);

console.log(`\n${markdown}`);
console.log(`Written: bench-results/bench.md, bench-results/bench.json (total ${elapsed()})`);
if (failures.length) {
  console.error(
    `\nBudget missed (${failures.length}):\n${failures.map((f) => `  - ${f}`).join("\n")}`,
  );
  process.exit(1);
}
