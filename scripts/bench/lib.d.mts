// Types for the parts of the bench's library that the unit tests use.
export function scriptPathsFromHtml(html: string): string[];
export function cpuBlockingTime(
  traceEvents: readonly Record<string, unknown>[],
  slowdown?: number,
): { blockingMs: number; cpuMs: number } | null;
export const CPU_TBT_SLOWDOWN: number;
export const LOW_TIER_INDEX: number;
export const LIGHTHOUSE_SLOWDOWN: number;
export function slowdownFor(index: number): number;

export interface PageBudget {
  key: string;
  label: string;
  op: ">=" | "<=";
  limit: number;
  overBare?: boolean;
  /** The bench's Lighthouse setting the budget reads: "low" (simulated) unless named. */
  setting?: "low" | "applied";
}
export const PAGE_BUDGETS: readonly PageBudget[];
type Figures = Record<string, number | null>;
export function checkPageBudgets(
  settings: Record<
    "low" | "applied",
    { pages: Record<string, { median: Figures }>; bareFigures: Figures }
  >,
): string[];

export function phonePage(
  browser: import("playwright-core").Browser,
  options: { viewport: { width: number; height: number }; slowdown: number; initScript: string },
): Promise<{
  context: import("playwright-core").BrowserContext;
  page: import("playwright-core").Page;
}>;
export function fingerTap(page: import("playwright-core").Page, x: number, y: number): void;
