import { PAGE_BUDGETS, checkPageBudgets } from "../scripts/bench/lib.mjs";

// `npm run bench` runs Lighthouse twice at the phone's slowdown: simulated (every budget but TBT)
// and with the CPU slowed for real ("applied": TBT's budget, beside the bare Gatsby page of the
// same run; why: scripts/bench.mjs, SETTINGS).
const figures = (own: Record<string, number>) => ({
  performance: 90,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpS: 1.5,
  tbtMs: 100,
  cls: 0,
  ...own,
});
const setting = (page: Record<string, number>, bare: Record<string, number>) => ({
  pages: { "/": { median: figures(page) } },
  bareFigures: figures(bare),
});

describe("the bench's page budgets", () => {
  it("hold TBT to the applied run's bare page and nothing else to that run", () => {
    const failures = checkPageBudgets({
      // Simulated: TBT 500 ms over the bare page's (reported only); LCP over its budget.
      low: setting({ tbtMs: 600, lcpS: 2.4 }, { tbtMs: 100 }),
      // Applied: TBT within 50 ms of the bare page's; an LCP here is not what the budget reads.
      applied: setting({ tbtMs: 250, lcpS: 1.0 }, { tbtMs: 200 }),
    });
    expect(failures).toEqual(["/: LCP (s) 2.40 (budget <= 2)"]);
  });

  it("report a page whose applied TBT is more than 50 ms over the bare page's", () => {
    const failures = checkPageBudgets({
      low: setting({ tbtMs: 100 }, { tbtMs: 100 }),
      applied: setting({ tbtMs: 260 }, { tbtMs: 200 }),
    });
    expect(failures).toEqual([
      "/: TBT (ms, CPU slowed for real) above the bare Gatsby page's 60 (budget <= 50)",
    ]);
  });

  it("name a setting the bench runs for every budget", () => {
    for (const budget of PAGE_BUDGETS) {
      expect(["low", "applied"]).toContain(budget.setting ?? "low");
    }
  });
});
