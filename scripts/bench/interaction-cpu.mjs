// The main thread's CPU time of one interaction, for comparing two builds on a busy machine:
//   node scripts/bench/interaction-cpu.mjs --side before=DIR --side after=public \
//     [--controls "Booking panel,Gallery next"] [--rounds 5]
// Each control of the interaction probe (interaction-probe.mjs) on its page at 390×844 with touch,
// the CPU not slowed, the sides interleaved. The figure is the thread time (Chrome's trace `tdur`)
// of every main-thread task from the first input event to the frame painted after the last
// handler: what the probe's Event Timing entry spends on the CPU. Other processes inflate it far
// less than wall time, so it shows a change the probe's 12× figures drown in noise; times the
// slowdown, it is roughly what a low-tier phone spends (Chromium's throttling is coarse, so the
// probe's own figures also wait for the throttle's next slot).
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS } from "../chromium-flags.mjs";
import { startServer } from "../static-server.mjs";
import { CONTROLS, INIT_SCRIPT, INTERACTION_VIEWPORT, settle } from "./interaction-probe.mjs";
import { median, phonePage } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    side: { type: "string", multiple: true },
    controls: { type: "string" },
    rounds: { type: "string", default: "5" },
  },
});
const sides = (values.side ?? []).map((spec) => {
  const [label, dir] = spec.split("=");
  return { label, dir };
});
if (sides.length === 0 || sides.some((side) => !side.label || !side.dir)) {
  console.error(
    'Usage: node scripts/bench/interaction-cpu.mjs --side NAME=DIR … [--controls "A,B"] [--rounds N]',
  );
  process.exit(2);
}
const names = values.controls?.split(",") ?? CONTROLS.map((control) => control.name);
const controls = names.map((name) => {
  const control = CONTROLS.find((candidate) => candidate.name === name);
  if (!control) throw new Error(`No control named "${name}" in interaction-probe.mjs`);
  return control;
});
const INPUTS = /^(pointerdown|touchstart|keydown|pointerup|click|keyup|input)$/;

async function cpuOf(browser, baseUrl, control) {
  const { context, page } = await phonePage(browser, {
    viewport: INTERACTION_VIEWPORT,
    slowdown: 1,
    initScript: INIT_SCRIPT,
  });
  try {
    await page.goto(`${baseUrl}${control.page}`, { waitUntil: "load" });
    await settle(page);
    if (control.prepare) await control.prepare(page);
    if (control.control) await control.control(page).scrollIntoViewIfNeeded();
    let act = control.act;
    if (control.typing) {
      await page.getByLabel(control.typing.label, { exact: true }).tap();
      act = () => page.keyboard.type(control.typing.text[0]);
    }
    if (control.navigates) {
      await page.route(
        (url) => url.pathname === control.navigates,
        (route) => route.fulfill({ status: 204 }),
      );
    }
    await settle(page);
    await browser.startTracing(page, {
      categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"],
    });
    await act(page);
    await page.waitForTimeout(1000);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const inputs = traceEvents.filter(
      (event) => event.name === "EventDispatch" && INPUTS.test(event.args?.data?.type),
    );
    if (inputs.length === 0) return NaN;
    const { pid, tid } = inputs[0];
    const thread = traceEvents.filter(
      (event) => event.pid === pid && event.tid === tid && event.ph === "X",
    );
    const start = Math.min(...inputs.map((event) => event.ts));
    const handled = Math.max(...inputs.map((event) => event.ts + event.dur));
    const painted = thread
      .filter((event) => event.name === "Commit" && event.ts >= handled)
      .sort((a, b) => a.ts - b.ts)[0];
    const end = painted ? painted.ts + painted.dur : handled;
    const tasks = thread.filter(
      (event) => event.name === "RunTask" && event.ts + event.dur >= start && event.ts <= end,
    );
    return tasks.reduce((sum, task) => sum + (task.tdur ?? task.dur), 0) / 1000;
  } finally {
    await context.close();
  }
}

const servers = await Promise.all(
  sides.map((side) =>
    startServer({ root: side.dir, headersFile: `${side.dir}/_headers`, compress: true }),
  ),
);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_FLAGS,
});
const results = new Map(controls.map((control) => [control.name, sides.map(() => [])]));
try {
  for (let round = 0; round < Number(values.rounds); round += 1) {
    for (const control of controls) {
      for (const [i, server] of servers.entries()) {
        results.get(control.name)[i].push(await cpuOf(browser, server.url, control));
      }
    }
  }
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}
console.log(`CPU ms of each interaction, unslowed (median of ${values.rounds}):`);
for (const [name, perSide] of results) {
  const cells = perSide.map((ms, i) => `${sides[i].label} ${median(ms)?.toFixed(1) ?? "–"}`);
  console.log(`${name.padEnd(24)} ${cells.join("   ")}`);
}
