// The phone the bench measures: a low-tier Android, whatever machine runs it.
//
// Lighthouse's "4× CPU slowdown" is calibrated for a machine whose benchmark index is about 1,000;
// on a faster machine 4× is a faster phone (index 3,700 here once: a mid-range phone at 4×). So
// the bench reads the index itself, with Lighthouse's own benchmark (`computeBenchmarkIndex`, the
// figure its reports carry as environment.benchmarkIndex), and slows the CPU so that
// index ÷ slowdown ≈ LOW_TIER_INDEX: Chrome DevTools' calibration puts a low-tier phone (Moto G
// Power 2022) near 264 and a mid-tier one (Pixel 5) near 1,000; 300 is the low tier most visitors
// carry. Never less than Lighthouse's own 4× (`slowdownFor`, in lib.mjs).
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import * as constants from "lighthouse/core/config/constants.js";

export { LIGHTHOUSE_SLOWDOWN, LOW_TIER_INDEX, slowdownFor } from "./lib.mjs";

/** Lighthouse's mobile throttling (its default) with the CPU slowed `slowdown` times. */
export function throttlingAt(slowdown) {
  return { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown };
}

/**
 * The machine's benchmark index: the median of `runs` runs of Lighthouse's benchmark in a blank
 * page of `browser` (playwright-core), unthrottled, as Lighthouse runs it before each audit.
 */
export async function benchmarkIndex(browser, runs = 5) {
  const page = await browser.newPage();
  try {
    const indexes = [];
    for (let i = 0; i < runs; i += 1) {
      indexes.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    }
    indexes.sort((a, b) => a - b);
    return { index: indexes[Math.floor(indexes.length / 2)], runs: indexes };
  } finally {
    await page.close();
  }
}
