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
