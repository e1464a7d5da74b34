import fs from "fs";
import path from "path";
import { COMPILE_HINT } from "../../plugins/gatsby-plugin-startup/compile-hint";
import {
  FIRST_VIEW_JS_BUDGET_BYTES,
  FIRST_VIEW_VIEWPORT,
  firstLoadScripts,
  firstViewScripts,
  lazyCodeIn,
} from "../../scripts/bench/first-view.mjs";
import {
  openPage,
  ROUTES,
  siteUrl,
  browserPerFile,
  waitForHydration,
  SWAHILI_ROUTES,
  TREATMENT_ROUTES,
} from "./support/browser";
import { describeWithStartupPlugin } from "./support/startup-plugin";

// The JavaScript budget, checked on every `npm test` and not only by the bench: what a phone
// downloads for a page's first view (no scrolling, until the network is idle), lazy chunks included.
const root = path.resolve(__dirname, "../../public");

const browser = browserPerFile();

// The Swahili pages too: their words come with the page data, so they cost no script.
describe.each([...ROUTES, ...SWAHILI_ROUTES, ...TREATMENT_ROUTES])(
  "JavaScript budget on %s",
  (route) => {
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
  },
);

// Only gatsby-plugin-startup defers the bundles (plugins/gatsby-plugin-startup/defer-bundles.ts).
describeWithStartupPlugin.each(ROUTES)("start-up order on %s", (route) => {
  it("asks for its bundles only after the first frame, and still hydrates", async () => {
    // The time of the page's first animation frame, noted before any of the page's scripts runs.
    const { page, context, problems } = await openPage(browser(), route, {
      viewport: FIRST_VIEW_VIEWPORT,
      initScript: "requestAnimationFrame(() => { window.firstFrame = performance.now(); });",
    });
    await waitForHydration(page);
    const { firstFrame, bundles } = await page.evaluate(() => {
      const listed = document.querySelector("script[data-bundles]")?.getAttribute("data-bundles");
      const names = (listed ?? "").split(" ").filter(Boolean);
      const requests = performance.getEntriesByType("resource");
      return {
        firstFrame: (window as unknown as { firstFrame?: number }).firstFrame ?? null,
        bundles: names.map((name) => ({
          name,
          requestedAt: requests.find((entry) => new URL(entry.name).pathname === name)?.startTime,
        })),
      };
    });
    expect(firstFrame).not.toBeNull();
    expect(bundles.length).toBeGreaterThan(2);
    expect(bundles.filter((bundle) => !(bundle.requestedAt! >= firstFrame!))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

// Only gatsby-plugin-startup adds V8's compile hint and leaves Gatsby's worker registration out
// (plugins/gatsby-plugin-startup/gatsby-node.ts).
describeWithStartupPlugin("the built scripts", () => {
  // This build's bundles, as webpack lists them (public/ may hold an earlier build's as well).
  const stats = JSON.parse(fs.readFileSync(path.join(root, "webpack.stats.json"), "utf8")) as {
    assetsByChunkName: Record<string, string[]>;
  };
  const scripts = [...new Set(Object.values(stats.assetsByChunkName).flat())].filter((name) =>
    name.endsWith(".js"),
  );

  it("each start with V8's compile hint, with source maps that still point at the right line", () => {
    expect(scripts.length).toBeGreaterThan(5);
    const withoutHint = scripts.filter(
      (name) => !fs.readFileSync(path.join(root, name), "utf8").startsWith(`${COMPILE_HINT}\n`),
    );
    expect(withoutHint).toEqual([]);
    // The map of Gatsby's runtime bundle: its mappings start one line down (";" = an empty line).
    const app = scripts.find((name) => /^app-[0-9a-f]+\.js$/.test(name))!;
    const map = JSON.parse(fs.readFileSync(path.join(root, `${app}.map`), "utf8")) as {
      mappings: string;
    };
    expect(map.mappings.startsWith(";")).toBe(true);
  });

  it("leave out Gatsby's own service-worker registration (the site registers its own)", () => {
    const registering = scripts.filter((name) =>
      fs.readFileSync(path.join(root, name), "utf8").includes('serviceWorker.register("/sw.js")'),
    );
    expect(registering).toEqual([]);
  });
});
