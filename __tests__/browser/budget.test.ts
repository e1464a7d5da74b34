import path from "path";
import {
  FIRST_VIEW_JS_BUDGET_BYTES,
  FIRST_VIEW_VIEWPORT,
  firstLoadScripts,
  firstViewScripts,
  lazyCodeIn,
} from "../../scripts/bench/first-view.mjs";
import { openPage, ROUTES, siteUrl, browserPerFile } from "./support/browser";

// The JavaScript budget, checked on every `npm test` and not only by the bench: what a phone
// downloads for a page's first view (no scrolling, until the network is idle), lazy chunks included.
const root = path.resolve(__dirname, "../../public");

const browser = browserPerFile();

describe.each(ROUTES)("JavaScript budget on %s", (route) => {
  it(`downloads at most ${FIRST_VIEW_JS_BUDGET_BYTES / 1000} kB gzip of scripts for the first view on a phone`, async () => {
    const { page, context, problems } = await openPage(browser(), route, {
      viewport: FIRST_VIEW_VIEWPORT,
      navigate: false,
    });
    const { files, gzipBytes } = await firstViewScripts(page, siteUrl(route), root);
    expect(files.length).toBeGreaterThan(2);
    const overBudget =
      gzipBytes > FIRST_VIEW_JS_BUDGET_BYTES
        ? [`${gzipBytes} bytes gzip:`, ...files.map((file) => `${file.path} ${file.gzipBytes}`)]
        : null;
    expect(overBudget).toBeNull();
    // No carousel, slideshow or toast code before the visitor scrolls near one or a toast shows,
    // and no booking panel before a treatment is chosen.
    expect(
      lazyCodeIn(
        root,
        files.map((file) => file.path),
      ),
    ).toEqual([]);
    // The contact page's map frame only once the visitor comes near it.
    expect(await page.locator("iframe").count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps the carousels, slideshow, toasts and booking panel out of its first-load bundles", () => {
    const scripts = firstLoadScripts(root, route);
    expect(scripts.length).toBeGreaterThan(2);
    expect(lazyCodeIn(root, scripts)).toEqual([]);
  });
});
