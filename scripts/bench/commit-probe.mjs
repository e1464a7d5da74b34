// INIT_SCRIPT is a string run in the page; the rest runs in Node.
// What React renders after hydration, commit by commit, and which long tasks those commits end:
// for finding updates set at mount at React's default priority (rendered in one task that can't
// yield) and big renders. A diagnostic, not a budget: it prints, it doesn't fail.
//
// Before the page's scripts run, it installs a stand-in for React DevTools' hook
// (`window.__REACT_DEVTOOLS_GLOBAL_HOOK__`, which react-dom calls at every commit with the root).
// At each commit it walks the fiber tree and counts the components that rendered in it: a fiber
// that React rendered carries the PerformedWork flag (1) and is a new object (a subtree React
// skipped keeps the fiber objects of the previous commit). For each component whose own state
// changed it notes the update's lane, which React leaves on the previous fiber (`alternate.lanes`):
// Sync (1), Default (16), Transition (64-4194240), Retry or Idle above. Long tasks come from a
// PerformanceObserver. Pages load at 390x844 with the CPU slowed 4 times (CDP), like the tap probe.
//   node scripts/bench/commit-probe.mjs --dir public [--pages /about/,/contact/] [--loads 3]
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { startServer } from "../static-server.mjs";
import { CHROMIUM_FLAGS } from "../chromium-flags.mjs";
import { localOnly } from "./lib.mjs";

const INIT_SCRIPT = `(() => {
  const commits = [];
  const longTasks = [];
  window.__probe = { commits, longTasks, fcp: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === "first-contentful-paint") window.__probe.fcp = entry.startTime;
    }
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: "longtask", buffered: true });
  const previousOf = new WeakMap();
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const laneName = (lanes) => {
    const names = [];
    if (lanes & 1) names.push("sync");
    if (lanes & 4) names.push("continuous");
    if (lanes & 16) names.push("default");
    if (lanes & 0x3fffc0) names.push("transition");
    if (lanes & 0x3c00000) names.push("retry");
    if (lanes & 0x20000000) names.push("idle");
    if (lanes & (8 | 32)) names.push("hydration");
    return names.join("+") || "none";
  };
  const describe = (fiber) => {
    const type = fiber.type && (fiber.type.displayName || fiber.type.name);
    let node = fiber.child;
    while (node && node.tag !== 5) node = node.child;
    let element = node && node.stateNode;
    let where = "";
    if (!element || !element.getAttribute) {
      // Renders no element of its own: name the element it is in.
      node = fiber.return;
      while (node && node.tag !== 5) node = node.return;
      element = node && node.stateNode;
      where = "(nothing) in ";
      if (!element || !element.getAttribute) return (type || "?") + " (nothing)";
    }
    const attribute = ["data-testid", "aria-label", "id", "data-reveal"]
      .map((name) => element.getAttribute(name) && name + "=" + element.getAttribute(name))
      .find(Boolean);
    const text = (element.textContent || "").trim().slice(0, 30);
    return (
      (type ? type + " " : "") + where + element.tagName.toLowerCase() +
      (attribute ? "[" + attribute + "]" : "") + ' "' + text + '"'
    );
  };
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(1, renderer);
      return 1;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onCommitFiberRoot(_id, root) {
      const at = performance.now();
      const previous = previousOf.get(root) || new WeakSet();
      const seen = new WeakSet();
      let rendered = 0;
      const sources = [];
      const stack = [root.current];
      while (stack.length) {
        const fiber = stack.pop();
        seen.add(fiber);
        if (COMPONENT_TAGS.has(fiber.tag) && fiber.flags & 1 && !previous.has(fiber)) {
          rendered += 1;
          const old = fiber.alternate;
          if (old && old.lanes && old.memoizedState !== fiber.memoizedState) {
            sources.push(laneName(old.lanes) + " " + describe(fiber));
          }
        }
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      previousOf.set(root, seen);
      const container = root.containerInfo;
      const rootName = container && container.id ? "#" + container.id : String(container && container.nodeName);
      commits.push({ at, root: rootName, rendered, sources: [...new Set(sources)].slice(0, 12) });
    },
  };
})();`;

const { values } = parseArgs({
  options: {
    dir: { type: "string", default: "public" },
    pages: { type: "string", default: "/,/about/,/services/,/contact/" },
    loads: { type: "string", default: "2" },
    settle: { type: "string", default: "4000" },
  },
});
const root = path.resolve(values.dir);
const headersFile = path.join(root, "_headers");
const server = await startServer({
  root,
  ...(fs.existsSync(headersFile) ? { headersFile } : {}),
  compress: true,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: CHROMIUM_FLAGS,
});
const round = (ms) => Math.round(ms);
try {
  for (let i = 0; i < Number(values.loads); i += 1) {
    for (const page of values.pages.split(",")) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await localOnly(context);
      await context.addInitScript(INIT_SCRIPT);
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await tab.goto(`${server.url}${page}`, { waitUntil: "load" });
      await tab.waitForTimeout(Number(values.settle));
      const probe = await tab.evaluate("window.__probe");
      await context.close();
      console.log(`\n${page} (load ${i + 1}), first contentful paint ${round(probe.fcp)} ms`);
      const tasks = probe.longTasks.filter((task) => task.start + task.duration >= probe.fcp);
      for (const task of probe.longTasks) {
        const end = task.start + task.duration;
        const inside = probe.commits.filter(
          (commit) => commit.at >= task.start && commit.at <= end,
        );
        const label = task.start + task.duration < probe.fcp ? " (before FCP)" : "";
        console.log(
          `  long task ${round(task.start)}-${round(end)} ms (${round(task.duration)} ms)${label}` +
            (inside.length
              ? `: commits of ${inside.map((commit) => commit.rendered).join(", ")} components`
              : ""),
        );
      }
      for (const commit of probe.commits) {
        console.log(
          `  commit at ${round(commit.at)} ms (${commit.root}): ${commit.rendered} components` +
            (commit.sources.length ? `; state set: ${commit.sources.join("; ")}` : ""),
        );
      }
      const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
      console.log(`  blocking after FCP (wall time, 4x): ${round(blocking)} ms`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
