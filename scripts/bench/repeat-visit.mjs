// Bytes over the wire for a first visit and a repeat visit to each page, as a phone with the
// offline worker gets them (gatsby/offline/service-worker.ts): a fresh browser opens the page,
// lets the worker store the site (its precache: every page in both languages, the scripts, the
// font), then opens the same page again, as a visitor coming back. Counted from Chromium's own
// sizes of every response that came over the network (headers and encoded body), the worker's
// own requests included; what the worker answers from its store, or the HTTP cache without
// asking, costs nothing.

/**
 * Other hosts are blocked by Chromium's host resolver, not by Playwright's routing: routing turns
 * the HTTP cache off, and a repeat visit is mostly the HTTP cache's answer. Launch the browser
 * given to visitBytes with this flag.
 */
export const ONLY_LOCAL_HOSTS_FLAG = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1";

/** Sums the network bytes of every request of `context` (pages and its service worker). */
function countBytes(context) {
  const counted = { bytes: 0, requests: 0, pending: new Set() };
  const finish = async (request, done) => {
    const response = await request.response();
    // A response the worker gave from its store: no byte went over the network for it. A
    // request the worker passed to the network is counted as the worker's own request.
    if (response && !response.fromServiceWorker()) {
      const sizes = await request.sizes();
      counted.bytes += sizes.responseHeadersSize + sizes.responseBodySize;
      counted.requests += 1;
    }
    counted.pending.delete(done);
  };
  context.on("request", (request) => counted.pending.add(request));
  context.on("requestfinished", (request) => {
    counted.pending.delete(request);
    const done = {};
    counted.pending.add(done);
    finish(request, done).catch(() => counted.pending.delete(done));
  });
  context.on("requestfailed", (request) => counted.pending.delete(request));
  return counted;
}

/** Resolves once no request has been in flight for `quietMs` (or after a minute: reported). */
async function networkQuiet(counted, quietMs = 1000) {
  const deadline = Date.now() + 60_000;
  for (let quietSince = Date.now(); Date.now() - quietSince < quietMs;) {
    if (Date.now() > deadline) throw new Error("repeat-visit: the network never went quiet");
    if (counted.pending.size > 0) quietSince = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * { [page]: { firstVisitBytes, firstVisitRequests, repeatVisitBytes, repeatVisitRequests } }
 * for each of `pagePaths` on `baseUrl`, each page in a fresh context of `browser`.
 */
export async function visitBytes(browser, baseUrl, pagePaths, viewport) {
  const result = {};
  for (const pagePath of pagePaths) {
    const context = await browser.newContext({ viewport });
    const counted = countBytes(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: "load" });
    // The worker is registered after load and idle; ready once it has stored the site.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await networkQuiet(counted);
    const first = { bytes: counted.bytes, requests: counted.requests };
    counted.bytes = 0;
    counted.requests = 0;
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: "load" });
    await networkQuiet(counted);
    result[pagePath] = {
      firstVisitBytes: first.bytes,
      firstVisitRequests: first.requests,
      repeatVisitBytes: counted.bytes,
      repeatVisitRequests: counted.requests,
    };
    await context.close();
  }
  return result;
}
