import fs from "fs";
import path from "path";
import type { Locator, Page } from "playwright-core";
import { parse } from "yaml";
import { injectAxe, waitForFrames, waitForHydrated } from "./browser";
import { pollUntil } from "./poll";

const repoRoot = path.resolve(__dirname, "../../..");

/** A content file, parsed: tests compare the page with what the owner wrote, not with a copy. */
export function readContent<T>(file: string): T {
  return parse(fs.readFileSync(path.join(repoRoot, "content", file), "utf8")) as T;
}

/**
 * Brings `locator` on screen and waits until the browser has rendered it, before reading what is
 * rendered (innerText): a section far below the first screen is not rendered until it comes near
 * (src/lib/offscreen.ts), and innerText finds nothing in it. `locator` is a part inside a section,
 * not the section's own box, which stays rendered while what it holds is skipped. Works without
 * the page's scripts.
 */
export async function bringOnScreen(locator: Locator): Promise<Locator> {
  // In front: Chromium draws no frames for a page in the background, and the section is rendered
  // in the next frame.
  await locator.page().bringToFront();
  await locator.scrollIntoViewIfNeeded();
  // Asked from here rather than with waitForFunction, whose polling needs the page's own timers.
  const rendered = () =>
    locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  if (!(await pollUntil(rendered, { within: 10_000, every: 50 }))) {
    throw new Error(`Not rendered on the screen within 10 s: ${locator}`);
  }
  return locator;
}

/**
 * Scrolls down the page half a screen at a time, as a visitor would, so reveals, typing and lazy
 * images start. Each position is drawn (two frames) before the next, so the page's intersection
 * observers see every one of them.
 */
export async function scrollThrough(page: Page): Promise<void> {
  const { height, step } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    step: Math.round(window.innerHeight / 2),
  }));
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await waitForFrames(page);
  }
}

/**
 * Brings each element whose `attribute` is still `value` on screen in turn, at most `most` of
 * them, and waits up to 10 s for it to change; stops at the first that does not (the caller's
 * check names it).
 */
async function bringBackEach(page: Page, attribute: string, value: string, most: number) {
  for (let i = 0; i < most; i += 1) {
    const waiting = page.locator(`[${attribute}="${value}"]`).first();
    if ((await waiting.count()) === 0) return;
    // Scrolled to by the page itself: Playwright's scrollIntoViewIfNeeded first waits for the
    // element to stand still over two frames, which never ends on a page that stopped drawing.
    await waiting.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await waitForFrames(page);
    const handle = await waiting.elementHandle();
    const changed = await page
      .waitForFunction(
        ({ el, name, still }) => el?.getAttribute(name) !== still,
        { el: handle, name: attribute, still: value },
        { timeout: 10_000, polling: 100 },
      )
      .then(() => true)
      .catch(() => false);
    if (!changed) return;
  }
}

/**
 * Scrolls through the page, then waits until every section has faded in completely and every
 * typed title is written out: what a visitor sees once the motion is over.
 */
export async function revealAll(page: Page): Promise<void> {
  await scrollThrough(page);
  // A part whose reveal the page did not see come into view while it was scrolled through (on a
  // loaded machine headless Chromium can go a while without drawing, and an observer sees only
  // what is drawn) is revealed when the visitor comes back to it: bring each such part on screen.
  const parts = await page.locator("[data-reveal]").count();
  await bringBackEach(page, "data-reveal", "waiting", parts);
  // Likewise a typed list whose section hydrated after it had been scrolled past (its code arrives
  // as the visitor scrolls): its titles wait, hidden, until it is back on screen.
  await bringBackEach(page, "data-typing", "hidden", parts);
  try {
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll("[data-reveal]")].every(
          (el) =>
            el.getAttribute("data-reveal") !== "waiting" && getComputedStyle(el).opacity === "1",
        ) &&
        [...document.querySelectorAll("[data-typing]")].every((el) =>
          ["done", "static"].includes(el.getAttribute("data-typing") ?? ""),
        ),
      undefined,
      // Checked on a timer, not on each frame: it still answers if the page stops drawing.
      { timeout: 30_000, polling: 100 },
    );
  } catch (error) {
    // Name what is still hidden or typing, and where it is, rather than only "timed out".
    const stuck = await page.evaluate(() => {
      const where = (el: Element) => {
        const box = el.getBoundingClientRect();
        const section = el.closest("[data-section]")?.getAttribute("data-section") ?? "-";
        return `section ${section}, top ${Math.round(box.top)}, height ${Math.round(box.height)}`;
      };
      return [
        `scrollY ${Math.round(window.scrollY)} of ${document.documentElement.scrollHeight}`,
        ...[...document.querySelectorAll("[data-reveal]")]
          .filter(
            (el) =>
              el.getAttribute("data-reveal") === "waiting" || getComputedStyle(el).opacity !== "1",
          )
          .map(
            (el) =>
              `reveal ${el.getAttribute("data-reveal")}, opacity ${getComputedStyle(el).opacity}, ${where(el)}`,
          ),
        ...[...document.querySelectorAll("[data-typing]")]
          .filter((el) => !["done", "static"].includes(el.getAttribute("data-typing") ?? ""))
          .map((el) => `typing ${el.getAttribute("data-typing")}, ${where(el)}`),
      ];
    });
    throw new Error(`Not everything was revealed:\n${stuck.join("\n")}`, { cause: error });
  }
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** Each failing element: its selector and why it fails. */
  targets: string[];
}

/** The WCAG 2.2 A and AA rules. */
export const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe-core in the page: all of it or the part `include` selects; every rule, or only the
 * `rules` named, or only those with one of the `tags`.
 */
export async function runAxe(
  page: Page,
  options: { include?: string; rules?: string[]; tags?: string[] } = {},
): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => "axe" in window))) {
    await injectAxe(page);
  }
  return page.evaluate(async ({ include, rules, tags }) => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const result = await axe.run(include ? { include: [include] } : document, {
      ...(rules ? { runOnly: { type: "rule", values: rules } } : {}),
      ...(tags ? { runOnly: { type: "tag", values: tags } } : {}),
      resultTypes: ["violations"],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map(
        (node) =>
          `${node.target.join(" ")} (${(node.failureSummary ?? "").replace(/\s+/g, " ").slice(0, 160)})`,
      ),
    }));
  }, options);
}

/** Width and height of an element's box in CSS pixels. */
export async function boxSize(locator: Locator): Promise<{ width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("The element has no box: it is not rendered.");
  return { width: box.width, height: box.height };
}

/**
 * Brings section `name` on screen, as a visitor scrolling to it does, and waits until it has
 * hydrated: a section with something to do hydrates as it comes on the screen
 * (src/components/common/section.tsx).
 */
export async function reachSection(page: Page, name: string): Promise<void> {
  const content = page.locator(`[data-section="${name}"] > *`).first();
  await content.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await waitForHydrated(page, `[data-section="${name}"] > *`);
}

/**
 * Scrolls the page up by as little as it takes for no control to be cut by the sticky header's
 * lower edge: one cut there is partly covered, and axe's target-size rule counts what is left of
 * it, however the page is. Where the header stops is an accident of the scroll position, not what
 * an accessibility check of the page's content is about.
 */
export async function clearOfStickyHeader(page: Page): Promise<void> {
  for (let step = 0; step < 10; step += 1) {
    const cut = await page.evaluate(() => {
      const header = document.querySelector("header");
      if (!header || getComputedStyle(header).position !== "sticky") return 0;
      const edge = header.getBoundingClientRect().bottom;
      const controls = [
        ...document.querySelectorAll<HTMLElement>("main a, main button, main summary, main input"),
      ].filter((control) => control.checkVisibility());
      const tops = controls
        .map((control) => control.getBoundingClientRect())
        .filter((box) => box.top < edge && box.bottom > edge)
        .map((box) => box.top);
      return tops.length > 0 ? Math.ceil(edge - Math.min(...tops)) + 1 : 0;
    });
    if (cut === 0) return;
    await page.evaluate((by) => window.scrollBy(0, -by), cut);
  }
  throw new Error("clearOfStickyHeader: a control is still cut by the sticky header's edge");
}
