// Bytes over the wire for a first visit and a repeat visit to each page, as a phone with the
// offline worker gets them (gatsby/offline/service-worker.ts): a fresh browser opens the page,
// lets the worker store the site (its precache: every page in both languages, the scripts, the
// font), then opens the same page again, as a visitor coming back. Counted where they leave: the
// bytes the site's server wrote to its sockets (headers and encoded bodies) and the requests it
// answered, the worker's own requests included; what the worker answers from its store, or the
// HTTP cache without asking, costs nothing. (Chromium's own sizes, through Playwright, never came
// for the worker's navigation-preload request of a repeat visit: `request.sizes()` waited for
// good, and every page's count stopped there.)

/**
 * Other hosts are blocked by Chromium's host resolver, not by Playwright's routing: routing turns
 * the HTTP cache off, and a repeat visit is mostly the HTTP cache's answer. Launch the browser
 * given to visitBytes with this flag.
 */
export const ONLY_LOCAL_HOSTS_FLAG = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1";

const QUIET_MS = 1000;
const QUIET_TIMEOUT_MS = 60_000;

/** Resolves once `server` has sent nothing for QUIET_MS (or after a minute: reported). */
async function networkQuiet(server) {
  const deadline = Date.now() + QUIET_TIMEOUT_MS;
  let last = server.traffic();
  for (let quietSince = Date.now(); Date.now() - quietSince < QUIET_MS;) {
    if (Date.now() > deadline) throw new Error("repeat-visit: the server never went quiet");
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = server.traffic();
    if (now.bytes !== last.bytes || now.requests !== last.requests) quietSince = Date.now();
    last = now;
  }
}

/**
 * { [page]: { firstVisitBytes, firstVisitRequests, repeatVisitBytes, repeatVisitRequests } }
 * for each of `pagePaths` on `server` (scripts/static-server.mjs), each page in a fresh context
 * of `browser`.
 */
export async function visitBytes(browser, server, pagePaths, viewport) {
  const result = {};
  for (const pagePath of pagePaths) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const start = server.traffic();
    await page.goto(`${server.url}${pagePath}`, { waitUntil: "load" });
    // The worker is registered after load and idle; ready once it has stored the site.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await networkQuiet(server);
    const first = server.traffic();
    await page.goto(`${server.url}${pagePath}`, { waitUntil: "load" });
    await networkQuiet(server);
    const repeat = server.traffic();
    result[pagePath] = {
      firstVisitBytes: first.bytes - start.bytes,
      firstVisitRequests: first.requests - start.requests,
      repeatVisitBytes: repeat.bytes - first.bytes,
      repeatVisitRequests: repeat.requests - first.requests,
    };
    await context.close();
  }
  return result;
}
