// The headings' font (Playfair Display, self-hosted and preloaded: src/styles/fonts.css,
// gatsby-ssr.tsx) never moves the page's text. Where it arrives in time (a good connection, and
// every page after the first, from the phone's cache) the headings are set in it from the first
// paint; where it arrives late (a slow connection's first page), that page keeps the fallback serif
// and the next page has the font. With `font-display: swap`, a late font set the hero's heading
// again, and the text under it moved: a layout shift of 0.030 on / in one run of three of the
// bench (its budget is 0.02).
import type { Page } from "playwright-core";
import { browserPerFile, openPage, PHONE, siteUrl, waitForFrames } from "./support/browser";

const browser = browserPerFile();
const FONT = "**/fonts/playfair-display-*.woff2";

/** Every layout shift of the page so far, as the browser reports them (as CLS counts them). */
const SHIFTS = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__shifts.push(entry.value);
  }).observe({ type: "layout-shift", buffered: true });
`;
const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);

/** The font the browser drew the first <h1>'s text in (DevTools' platform fonts of the node). */
async function h1Font(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

describe("the headings' font, on a phone", () => {
  it("arriving late, moves nothing: the first page keeps the fallback serif", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { page, context } = await openPage(browser(), "/", {
      viewport: PHONE,
      initScript: SHIFTS,
      // The font's response waits until the page has been drawn with the fallback.
      beforeLoad: (ctx) =>
        ctx.route(FONT, async (route) => {
          await held;
          await route.continue();
        }),
      navigate: false,
    });
    const fontDone = page.waitForEvent("requestfinished", (request) =>
      /\.woff2$/.test(request.url()),
    );
    // The page is drawn (its load waits for the preloaded font, which is held).
    await page.goto(siteUrl("/"), { waitUntil: "domcontentloaded" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    await waitForFrames(page);
    release();
    await fontDone;
    await waitForFrames(page);
    await expect(page.getByRole("heading", { level: 1 }).isVisible()).resolves.toBe(true);
    expect(await shifts(page)).toEqual([]);
    expect(await h1Font(page)).not.toContain("Playfair Display");
    await context.close();
  });

  it("once it has come, sets the headings of the next page in it from the first paint", async () => {
    const { page, context } = await openPage(browser(), "/", {
      viewport: PHONE,
      initScript: SHIFTS,
    });
    await page.goto(siteUrl("/about/"), { waitUntil: "load" });
    await waitForFrames(page);
    expect(await h1Font(page)).toEqual(["Playfair Display"]);
    expect(await shifts(page)).toEqual([]);
    await context.close();
  });
});
