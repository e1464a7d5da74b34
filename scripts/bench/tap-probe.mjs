/* global document, window, DOMMatrix, getComputedStyle -- page.evaluate functions run in the page. */
// "Works at": when the header's Menu first answers a tap, on a phone-sized page with the CPU
// slowed as the bench's low-tier phone (scripts/bench/low-tier.mjs). Shared by `npm run bench`.
//
// The probe taps the Menu button 100 ms after the page's first contentful paint, where the
// button is on screen at that moment (the header slides in), then again every 150 ms until the
// menu is open (visible, or the button says aria-expanded="true"). It reports the first tap's
// time and the time of the tap that opened it, both from the start of navigation: a page whose
// menu works from the first paint opens on the first tap. The button is found by its
// `popovertarget` (the header's only one), not its label, which is in the page's language.

import { fingerTap, phonePage } from "./lib.mjs";

export const PROBE_VIEWPORT = { width: 390, height: 844 };
export const FIRST_TAP_AFTER_FCP_MS = 100;
export const TAP_INTERVAL_MS = 150;
const GIVE_UP_AFTER_MS = 20_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The header's Menu button: the page's only popover button. */
export const MENU_BUTTON = "button[popovertarget]";

// Runs in the page before any of its scripts: notes the first contentful paint; at the first
// frame where the header's slide-in is running, where the Menu button will be (see buttonPath);
// and for each tap, whether the browser delivered it to the Menu button (see tapsOnButton).
const INIT_SCRIPT = `
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === "first-contentful-paint") window.__probeFcp = entry.startTime;
    }
  }).observe({ type: "paint", buffered: true });
  const findPath = () => {
    window.__probePath = (BUTTON_PATH)(${JSON.stringify(MENU_BUTTON)});
    if (!window.__probePath) requestAnimationFrame(findPath);
  };
  requestAnimationFrame(findPath);
  window.__probeTaps = [];
  for (const type of ["pointerdown", "click"]) {
    document.addEventListener(type, (event) => {
      window.__probeTaps.push({
        type,
        at: event.timeStamp,
        onButton: event.target instanceof Element && event.target.closest(${JSON.stringify(MENU_BUTTON)}) !== null,
      });
    }, { capture: true, passive: true });
  }
`;

/** Whether the menu is open: shown on screen, or announced as expanded. */
export const menuOpen = (page) =>
  page.evaluate((selector) => {
    const menu = document.getElementById("site-menu");
    const button = document.querySelector(selector);
    const shown = menu !== null && menu.getBoundingClientRect().height > 0;
    return shown || button?.getAttribute("aria-expanded") === "true";
  }, MENU_BUTTON);

/**
 * Where the Menu button will be: its box without the header's slide-in (translateY from -100% to
 * 0), and that animation's timing, read in the page's first frame where the animation runs.
 * Reading the position again at each tap would wait for the page's main thread, which is busy
 * exactly when a visitor's tap matters; the browser hit-tests a tap where the button is when it
 * handles it. In the page's first frames the animation is still pending (its current time 0):
 * it starts only once that frame is committed, 60-100 ms later on a slowed CPU, so a path read
 * then put the button lower than it was, and a tap could land just below it.
 */
function buttonPath(selector) {
  const button = document.querySelector(selector);
  const header = document.querySelector("header");
  if (!button || !header) return null;
  const [animation] = header.getAnimations();
  if (animation?.pending) return null;
  const box = button.getBoundingClientRect();
  const shift = new DOMMatrix(getComputedStyle(header).transform).m42;
  const timing = animation?.effect?.getComputedTiming();
  return {
    x: box.left + box.width / 2,
    top: box.top - shift,
    bottom: box.bottom - shift,
    headerHeight: header.getBoundingClientRect().height,
    // The animation's clock: its current time was read at this frame's time, not at now().
    readAt: Number(document.timeline.currentTime),
    animation: animation
      ? {
          currentTime: Number(animation.currentTime),
          duration: Number(timing.duration),
          easing: getComputedStyle(header).animationTimingFunction,
        }
      : null,
  };
}

/** Progress (0-1) of a CSS `cubic-bezier(a, b, c, d)` easing at time fraction x. */
export function cubicBezier(easing, x) {
  const match = /cubic-bezier\(([^)]+)\)/.exec(easing);
  if (!match) return x;
  const [ax, ay, bx, by] = match[1].split(",").map(Number);
  const at = (t, p1, p2) => 3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t * t * p2 + t ** 3;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 50; i += 1) {
    const mid = (lo + hi) / 2;
    if (at(mid, ax, bx) < x) lo = mid;
    else hi = mid;
  }
  return at(lo, ay, by);
}

/** The button's on-screen centre at page time `ms`, or null while less than half of it shows. */
export function pointAt(path, ms) {
  let shift = 0;
  if (path.animation) {
    const elapsed = path.animation.currentTime + (ms - path.readAt);
    const fraction = Math.min(1, Math.max(0, elapsed / path.animation.duration));
    shift = -(1 - cubicBezier(path.animation.easing, fraction)) * path.headerHeight;
  }
  const top = Math.max(path.top + shift, 0);
  const bottom = path.bottom + shift;
  // A visitor taps the button once it shows; half of it on screen, not a sliver (a sliver's
  // place moves a few pixels between the frame shown and the page's own hit test).
  if (bottom - top < (path.bottom - path.top) / 2) return null;
  return { x: path.x, y: (top + bottom) / 2 };
}

/** The init script that notes the first paint and where the Menu button is (for pointAt). */
export const MENU_PATH_SCRIPT = INIT_SCRIPT.replace("BUTTON_PATH", buttonPath.toString());

/**
 * For each tap event (pointerdown, click) the page received since page time `from`, whether it
 * landed on the Menu button (its target, as the browser hit-tested it). A tap on a sliding header
 * can land beside the button; that is the probe's aim, not a dead control.
 */
export const tapsOnButton = (page, from) =>
  page.evaluate(
    (since) => window.__probeTaps.filter((tap) => tap.at >= since).map((tap) => tap.onButton),
    from,
  );

/**
 * Whether the tap the page received since page time `from` landed beside the Menu button: its
 * click did, or (once `pointerdownSettles`) its pointerdown did and nothing of it reached the
 * button.
 */
export const landedBeside = (page, from, pointerdownSettles) =>
  page.evaluate(
    ({ since, settled }) => {
      const taps = window.__probeTaps.filter((tap) => tap.at >= since);
      if (taps.some((tap) => tap.type === "click" && !tap.onButton)) return true;
      return settled && taps.length > 0 && taps.every((tap) => !tap.onButton);
    },
    { since: from, settled: pointerdownSettles },
  );

/**
 * One load of `url` in a new context of `browser` (playwright-core), the CPU slowed `slowdown`
 * times. Returns
 * { fcpMs, firstTapMs, worksAtMs, taps, openedOnFirstTap } (times from navigation start), or
 * worksAtMs null when no tap opened the menu within 20 s.
 */
export async function probeMenu(browser, url, slowdown) {
  const { context, page } = await phonePage(browser, {
    viewport: PROBE_VIEWPORT,
    slowdown,
    initScript: MENU_PATH_SCRIPT,
  });
  try {
    const navigation = page.goto(url, { waitUntil: "load" });
    // Page time (ms since navigation start) from this process's clock.
    let timeOrigin = null;
    let fcpMs = null;
    let path = null;
    const started = Date.now();
    while (fcpMs === null || path === null) {
      if (Date.now() - started > GIVE_UP_AFTER_MS) throw new Error(`no first paint on ${url}`);
      try {
        ({ timeOrigin, fcpMs, path } = await page.evaluate(() => ({
          timeOrigin: performance.timeOrigin,
          fcpMs: window.__probeFcp ?? null,
          path: window.__probePath ?? null,
        })));
      } catch {
        // The page is still being replaced by the navigation.
      }
      if (fcpMs === null || path === null) await sleep(10);
    }
    const pageNow = () => Date.now() - timeOrigin;
    if (!path) throw new Error(`no Menu button on ${url} at the first paint`);

    await sleep(fcpMs + FIRST_TAP_AFTER_FCP_MS - pageNow());
    const taps = [];
    let worksAtMs = null;
    while (worksAtMs === null && pageNow() - fcpMs < GIVE_UP_AFTER_MS) {
      const at = pageNow();
      const point = pointAt(path, at);
      if (!point) {
        await sleep(16);
        continue;
      }
      fingerTap(page, point.x, point.y);
      taps.push(Math.round(at));
      // Open now, or by the time the next tap is due.
      const due = at + TAP_INTERVAL_MS;
      while (pageNow() < due) {
        if (await menuOpen(page)) {
          worksAtMs = at;
          break;
        }
        await sleep(15);
      }
      if (worksAtMs === null && (await menuOpen(page))) worksAtMs = at;
      await sleep(due - pageNow());
    }
    await navigation.catch(() => undefined);
    return {
      fcpMs: Math.round(fcpMs),
      firstTapMs: taps[0] ?? null,
      worksAtMs: worksAtMs === null ? null : Math.round(worksAtMs),
      taps: taps.length,
      openedOnFirstTap: worksAtMs !== null && taps.length === 1,
    };
  } finally {
    await context.close();
  }
}
