import { cpuBlockingTime } from "../scripts/bench/lib.mjs";

// A renderer's main thread as Chrome's trace writes it: each task as `RunTask` with
// `ThreadControllerImpl::RunTask` inside it, 1 µs later (times in µs; `tdur` is thread time).
const main = { pid: 1, tid: 1 };
const task = (ts: number, tdurMs: number) => [
  { ...main, ph: "X", name: "RunTask", ts, dur: tdurMs * 1000 + 2, tdur: tdurMs * 1000 + 2 },
  {
    ...main,
    ph: "X",
    name: "ThreadControllerImpl::RunTask",
    ts: ts + 1,
    dur: tdurMs * 1000,
    tdur: tdurMs * 1000,
  },
];

describe("cpuBlockingTime", () => {
  it("counts each task once, from the first contentful paint, as Lighthouse's TBT at 4x", () => {
    const events = [
      { ...main, ph: "M", name: "thread_name", args: { name: "CrRendererMain" } },
      ...task(0, 40), // before the first paint: not counted
      { ...main, ph: "R", name: "firstContentfulPaint", ts: 100_000 },
      ...task(200_000, 20), // 80 ms at 4x: blocks 30 ms
      ...task(300_000, 10), // 40 ms at 4x: blocks nothing
    ];
    const figures = cpuBlockingTime(events);
    // 30 ms, not 60: the nested copy of the long task is the same task.
    expect(figures?.blockingMs).toBeCloseTo(30, 0);
    expect(figures?.cpuMs).toBeCloseTo(120, 0);
  });
});
