// Types for the start-up tap probe, as the browser tests use it.
import type { Browser } from "playwright-core";

export const STARTUP_TAP_DELAYS_MS: number[];
export const STARTUP_TAP_VIEWPORT: { width: number; height: number };
export function probeStartupTap(
  browser: Browser,
  url: string,
  delayMs: number,
  slowdown: number,
): Promise<{ ms: number; opened: boolean; tappedAfterLoadMs: number; errors: string[] }>;
export function hydrationErrors(errors: string[]): string[];
