import fs from "fs";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM_FLAGS } from "../../../scripts/chromium-flags.mjs";
import { chromiumPath } from "./chromium";

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };
export const ROUTES = ["/", "/about/", "/services/", "/contact/"] as const;

export function siteUrl(pathname = "/"): string {
  const base = process.env.SITE_URL_UNDER_TEST;
  if (!base) throw new Error("SITE_URL_UNDER_TEST is not set: run through `npm run test:browser`.");
  return `${base}${pathname}`;
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS, headless: true });
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
  beforeLoad?: (context: BrowserContext) => Promise<void>;
  /** What `Date.now()` and `new Date()` say in the page (timers still run), e.g. to fix "today". */
  fixedTime?: string;
  /** A server of the test's own instead of the site under test (still on 127.0.0.1). */
  baseUrl?: string;
  /** false: the page stays blank, for tests that must listen before the first request. */
  navigate?: boolean;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** console.error / console.warning messages and uncaught exceptions. */
  problems: string[];
  /** Requests to any host other than the test server, all aborted. */
  blocked: string[];
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
  });
  const blocked: string[] = [];
  const problems: string[] = [];
  await context.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === "127.0.0.1" || url.protocol === "data:" || url.protocol === "blob:") {
      return route.continue();
    }
    blocked.push(url.href);
    return route.abort("blockedbyclient");
  });
  if (options.initScript) await context.addInitScript(options.initScript);
  await options.beforeLoad?.(context);
  const page = await context.newPage();
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
  return { context, page, problems, blocked };
}

/** Waits until React has hydrated the page (Gatsby marks the root once it has rendered). */
export async function waitForHydration(page: Page): Promise<void> {
  // The root existing is not enough: wait until React has committed the hydrated tree (React's
  // root state stops being "dehydrated").
  await page.waitForFunction(() => {
    const root = document.getElementById("___gatsby") as
      (HTMLElement & Record<string, unknown>) | null;
    const key = root && Object.keys(root).find((name) => name.startsWith("__reactContainer"));
    if (!root || !key) return false;
    const fiber = root[key] as {
      stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } };
    };
    return fiber.stateNode?.current?.memoizedState?.isDehydrated === false;
  });
}

const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

/** Loads axe-core into the page. page.evaluate runs outside the page's CSP; a <script> would not. */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(AXE_SOURCE);
}
