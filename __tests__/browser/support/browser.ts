import fs from "fs";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from "playwright-core";
import { CHROMIUM_FLAGS } from "../../../scripts/chromium-flags.mjs";
import { chromiumPath } from "./chromium";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
export const ROUTES = ["/", "/about/", "/services/", "/contact/"] as const;
/** The same pages in Swahili. */
export const SWAHILI_ROUTES = ["/sw/", "/sw/about/", "/sw/services/", "/sw/contact/"] as const;
/**
 * Treatments' own pages (one per treatment and language, from the content): one with a price and
 * one priced on request, in both languages, for the checks run page by page.
 */
export const TREATMENT_ROUTES = [
  "/services/micro-blading/",
  "/sw/services/micro-blading/",
  "/services/training/",
  "/sw/services/training/",
] as const;

export function siteUrl(pathname = "/"): string {
  const base = process.env.SITE_URL_UNDER_TEST;
  if (!base) throw new Error("SITE_URL_UNDER_TEST is not set: run through `npm run test:browser`.");
  return `${base}${pathname}`;
}

/**
 * The same built site served by Cloudflare Pages' own runtime (`wrangler pages dev`, started in
 * support/global-setup.ts): for what the host decides, its headers, caching and 404 pages.
 */
export function cloudflareBase(): string {
  const base = process.env.CLOUDFLARE_URL_UNDER_TEST;
  if (!base) {
    throw new Error("CLOUDFLARE_URL_UNDER_TEST is not set: run through `npm run test:browser`.");
  }
  return base;
}

export function cloudflareUrl(pathname = "/"): string {
  return `${cloudflareBase()}${pathname}`;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS, headless: true });
}

/**
 * One Chromium for the test file that calls it (at its top level): launched before the file's
 * first test, closed after its last. Returns the running browser.
 */
export function browserPerFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("The browser is launched in beforeAll: use it inside a test.");
    return browser;
  };
}

export interface OpenOptions {
  viewport?: { width: number; height: number };
  colorScheme?: "light" | "dark";
  reducedMotion?: "reduce" | "no-preference";
  javaScriptEnabled?: boolean;
  /** Runs before any page script, e.g. to seed localStorage. */
  initScript?: string;
  /**
   * Runs on the new context once other hosts are blocked, before the page is requested, e.g. to
   * hold a chunk back or answer some requests. Routes added here are asked before the blocking one.
   */
  beforeLoad?: (context: BrowserContext) => Promise<unknown>;
  /** What `Date.now()` and `new Date()` say in the page (timers still run), e.g. to fix "today". */
  fixedTime?: string;
  /** A server of the test's own instead of the site under test (still on 127.0.0.1). */
  baseUrl?: string;
  /** false: the page stays blank, for tests that must listen before the first request. */
  navigate?: boolean;
  /** Device pixels per CSS pixel, e.g. 3 for a sharp phone screen. */
  deviceScaleFactor?: number;
  /** A touch screen (taps, no hover), as on a phone. */
  hasTouch?: boolean;
  /**
   * "block": the site's offline worker never starts, so every request goes to the network (the
   * test's routes see it), as on a first visit before the worker has stored the site.
   */
  serviceWorkers?: "allow" | "block";
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** console.error / console.warning messages and uncaught exceptions. */
  problems: string[];
  /** Requests to any host other than the test server, all aborted. */
  blocked: string[];
  /** Resolves once a request to `url` (from any tab of this context) has been blocked. */
  waitForBlocked: (url: string) => Promise<void>;
  /** How many of the page's requests have started and not yet finished or failed. */
  requestsInFlight: () => number;
  /** Resolves once none of the page's requests is in flight. */
  waitForNoRequests: () => Promise<void>;
}

// A fresh context per page: its own storage, no request ever leaves 127.0.0.1.
export async function openPage(
  browser: Browser,
  pathname: string,
  options: OpenOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? DESKTOP,
    colorScheme: options.colorScheme ?? "light",
    reducedMotion: options.reducedMotion ?? "no-preference",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(options.deviceScaleFactor ? { deviceScaleFactor: options.deviceScaleFactor } : {}),
    ...(options.hasTouch ? { hasTouch: true } : {}),
    ...(options.serviceWorkers ? { serviceWorkers: options.serviceWorkers } : {}),
  });
  const blocked: string[] = [];
  const problems: string[] = [];
  const blockWaiters = new Map<string, Array<() => void>>();
  await context.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === "127.0.0.1" || url.protocol === "data:" || url.protocol === "blob:") {
      return route.continue();
    }
    blocked.push(url.href);
    blockWaiters.get(url.href)?.forEach((resolve) => resolve());
    blockWaiters.delete(url.href);
    return route.abort("blockedbyclient");
  });
  const waitForBlocked = (url: string) =>
    blocked.includes(url)
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          blockWaiters.set(url, [...(blockWaiters.get(url) ?? []), resolve]);
        });
  if (options.initScript) await context.addInitScript(options.initScript);
  await options.beforeLoad?.(context);
  const page = await context.newPage();
  // The page in front, as a visitor's would be: Chromium draws no frames for a page it counts as
  // in the background, and every wait on a frame (requestAnimationFrame) would stall.
  await page.bringToFront();
  const inFlight = new Set<Request>();
  const noneInFlight: Array<() => void> = [];
  const ended = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size === 0) noneInFlight.splice(0).forEach((resolve) => resolve());
  };
  page.on("request", (request) => inFlight.add(request));
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  if (options.fixedTime) await page.clock.setFixedTime(options.fixedTime);
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  if (options.navigate ?? true) {
    await page.goto(options.baseUrl ? `${options.baseUrl}${pathname}` : siteUrl(pathname), {
      waitUntil: "load",
    });
  }
  return {
    context,
    page,
    problems,
    blocked,
    waitForBlocked,
    requestsInFlight: () => inFlight.size,
    waitForNoRequests: () =>
      inFlight.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => noneInFlight.push(resolve)),
  };
}

/** Whether the page renders `count` frames within 2 s. */
const framesDrawn = (page: Page, count: number) =>
  page.evaluate(
    (frames) =>
      new Promise<boolean>((resolve) => {
        const next = (left: number) =>
          left === 0 ? resolve(true) : requestAnimationFrame(() => next(left - 1));
        next(frames);
        setTimeout(() => resolve(false), 2000);
      }),
    count,
  );

/**
 * Resolves once the page has rendered `count` more frames (what the last change queued has run).
 * Headless Chromium has been seen to stop drawing a page for good (four of CI's full runs, each
 * on /services/ or /sw/services/ at phone width; timers still ran, so no frame, no intersection
 * observer, no stable element; each time the page was visible and focused, one screen down, with
 * the gallery's 19 photos not yet loaded). Not reproduced here: not in 26 rounds of the same
 * scroll under load, nor in the same test files run alone, in pairs, or on CI's own build.
 * Should no frame come within 2 s, the page is brought to the front again, then its
 * viewport is set anew (a new surface for the compositor to draw); if it draws then, the test goes
 * on and says so in its output; if not, this throws, naming the page's state, rather than let the
 * test hang (the files where it was seen run such a test once more).
 */
export async function waitForFrames(page: Page, count = 2): Promise<void> {
  if (await framesDrawn(page, count)) return;
  await page.bringToFront();
  if (await framesDrawn(page, count)) {
    console.warn(`waitForFrames: ${page.url()} drew no frame for 2 s, then drew once in front`);
    return;
  }
  const size = page.viewportSize();
  if (size) {
    await page.setViewportSize({ ...size, height: size.height + 1 });
    await page.setViewportSize(size);
  }
  const drawn = await framesDrawn(page, count);
  // What the page was doing, for whoever reads the test's output.
  const state = await page.evaluate(() =>
    JSON.stringify({
      visibility: document.visibilityState,
      focus: document.hasFocus(),
      scrollY: Math.round(window.scrollY),
      height: document.documentElement.scrollHeight,
      incompleteImages: [...document.images].filter((image) => !image.complete).length,
      stylesheets: document.styleSheets.length,
    }),
  );
  const said = `waitForFrames: ${page.url()} drew no frame for 4 s, even in front (${state})`;
  if (!drawn) throw new Error(`${said}, nor once its viewport was set anew`);
  console.warn(`${said}; drew once its viewport was set anew`);
}

/**
 * Waits until the page is idle: no request of its own in flight, and still none after the browser
 * has rendered a frame, found an idle moment and rendered another (so whatever an effect, an
 * observer or an idle callback was about to fetch or log has done so).
 */
export async function waitForIdle({
  page,
  requestsInFlight,
  waitForNoRequests,
}: OpenedPage): Promise<void> {
  for (;;) {
    await waitForNoRequests();
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() =>
            requestIdleCallback(() => requestAnimationFrame(() => resolve())),
          ),
        ),
    );
    if (requestsInFlight() === 0) return;
  }
}

/** Waits until React has hydrated the page (Gatsby marks the root once it has rendered). */
export async function waitForHydration(page: Page): Promise<void> {
  // The root existing is not enough: wait until React has committed the hydrated tree (React's
  // root state stops being "dehydrated"). Checked on a timer, not on each frame (Playwright's
  // default), so that it still answers if the page stops drawing.
  await page.waitForFunction(
    () => {
      const root = document.getElementById("___gatsby") as
        (HTMLElement & Record<string, unknown>) | null;
      const key = root && Object.keys(root).find((name) => name.startsWith("__reactContainer"));
      if (!root || !key) return false;
      const fiber = root[key] as {
        stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } };
      };
      return fiber.stateNode?.current?.memoizedState?.isDehydrated === false;
    },
    undefined,
    { polling: 100 },
  );
}

/**
 * Waits until React has hydrated every element `selector` finds, and finds at least one: React
 * marks each element it hydrates with its fiber.
 */
export async function waitForHydrated(page: Page, selector: string): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction(
    (found) => {
      const elements = [...document.querySelectorAll(found)];
      return (
        elements.length > 0 &&
        elements.every((element) =>
          Object.keys(element).some((key) => key.startsWith("__reactFiber")),
        )
      );
    },
    selector,
    { polling: 100 },
  );
}

/**
 * Waits until every section of the page that hydrates at all has hydrated: each keeps its server
 * HTML until it comes on the screen (or near it, once the visitor has moved) or is touched, so a
 * test brings them there first (scrollThrough); one that never hydrates stays the server's HTML
 * (src/components/common/section.tsx). React renders nothing of a section still waiting (the
 * part that waits is around the section's content).
 */
export const waitForSections = (page: Page) =>
  waitForHydrated(page, '[data-section][data-hydrate="visible"] > *');

const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** Loads axe-core into the page. page.evaluate runs outside the page's CSP; a <script> would not. */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(AXE_SOURCE);
}
