import fs from "fs";
import path from "path";
import type { Locator, Page } from "playwright-core";
import { parse } from "yaml";
import { injectAxe } from "./browser";

const repoRoot = path.resolve(__dirname, "../../..");

/** A content file, parsed: tests compare the page with what the owner wrote, not with a copy. */
export function readContent<T>(file: string): T {
  return parse(fs.readFileSync(path.join(repoRoot, "content", file), "utf8")) as T;
}

/** Scrolls down the page in steps, as a visitor would, so reveals and lazy images run. */
export async function scrollThrough(page: Page, pauseMs = 150): Promise<void> {
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    step: Math.round(window.innerHeight / 2),
  }));
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await page.waitForTimeout(pauseMs);
  }
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core in the page (optionally on part of it and only some rules). */
export async function runAxe(
  page: Page,
  options: { include?: string; rules?: string[] } = {},
): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) {
    await injectAxe(page);
  }
  return page.evaluate(async ({ include, rules }) => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const result = await axe.run(include ? { include: [include] } : document, {
      ...(rules ? { runOnly: { type: "rule", values: rules } } : {}),
      resultTypes: ["violations"],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")),
    }));
  }, options);
}

/** Width and height of an element's box in CSS pixels. */
export async function boxSize(locator: Locator): Promise<{ width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("The element has no box: it is not rendered.");
  return { width: box.width, height: box.height };
}
