/**
 * @jest-environment node
 */
import {
  asOfflineCopies,
  onlyThisBuild,
  EDITOR_WORKER,
  SELF_REMOVING_WORKER,
  SERVICE_WORKER,
} from "../gatsby/offline/service-worker";
import {
  copyOf,
  dataFromStore,
  isEditors,
  isOfflineCopy,
  isOwnPhoto,
  isPageAddress,
  isPageData,
  OFFLINE_COPY,
  overBudget,
  pageDataOf,
  pageFromStore,
  PHOTO_MAX_BYTES,
  PHOTO_STORE_BYTES,
  withSize,
  type Lookup,
} from "../gatsby/offline/rules";
import { EDITOR_SCOPE, EDITOR_WORKER_URL, OFFLINE_WORKER_URL } from "../src/lib/offline-worker";

// The offline worker's rules (gatsby/offline/rules.ts), run here as the worker runs them: what it
// stores as an offline copy, which requests it answers, and what it answers with from the store.
// The store is a stand-in for Workbox's lookup by this build's revision (matchPrecache).

const ORIGIN = "https://salon.example";

/** A store holding these files' offline copies, as the worker's lookup finds them. */
function store(files: Record<string, string>): { lookup: Lookup; asked: string[] } {
  const asked: string[] = [];
  const lookup: Lookup = async (address) => {
    asked.push(address);
    const found = Object.entries(files).find(([file]) => copyOf(file) === address);
    return found ? new Response(found[1], { headers: { "Content-Type": "text/html" } }) : undefined;
  };
  return { lookup, asked };
}

const asked = (address: string, init: { destination?: string; referrer?: string } = {}) => ({
  url: new URL(`${ORIGIN}${address}`),
  request: { destination: "", referrer: "", ...init } as unknown as Request,
});

describe("the offline worker", () => {
  it("is registered at the address it is written to, a .js name any host sends as JavaScript", () => {
    expect(OFFLINE_WORKER_URL).toBe(`/${SERVICE_WORKER}`);
    expect(SERVICE_WORKER).toMatch(/\.js$/);
    // The editor's registration: its script inside the scope it holds.
    expect(EDITOR_WORKER_URL).toBe(`/${EDITOR_WORKER}`);
    expect(EDITOR_WORKER_URL.startsWith(EDITOR_SCOPE)).toBe(true);
  });

  it("stores pages and their data as offline copies, and the hashed files as they are", async () => {
    const entries = [
      { url: "about/index.html", revision: "1", size: 1 },
      { url: "sw/404.html", revision: "1", size: 1 },
      { url: "page-data/sw/about/page-data.json", revision: "1", size: 1 },
      { url: "page-data/app-data.json", revision: "1", size: 1 },
      { url: "app-0123456789abcdef0123.js", revision: null, size: 1 },
      { url: "page-data/sq/d/123.json", revision: "1", size: 1 },
    ];
    const { manifest } = await asOfflineCopies(entries);
    expect(manifest.map((entry) => entry.url)).toEqual([
      `about/index.html?${OFFLINE_COPY}`,
      `sw/404.html?${OFFLINE_COPY}`,
      `page-data/sw/about/page-data.json?${OFFLINE_COPY}`,
      `page-data/app-data.json?${OFFLINE_COPY}`,
      "app-0123456789abcdef0123.js",
      // A static query's result keeps its name when its content changes: a copy, as a page's data.
      `page-data/sq/d/123.json?${OFFLINE_COPY}`,
    ]);
    // Workbox keys each by its revision; a copy's key never answers its own address online.
    expect(isOfflineCopy(`${ORIGIN}/about/index.html?${OFFLINE_COPY}&__WB_REVISION__=1`)).toBe(
      true,
    );
    expect(isOfflineCopy(`${ORIGIN}/app-0123456789abcdef0123.js`)).toBe(false);
  });

  it("stores this build's scripts and stylesheets, not an earlier build's left in public/", async () => {
    const entries = [
      { url: "app-0123456789abcdef0123.js", revision: null, size: 1 },
      { url: "app-fedcba9876543210fedc.js", revision: null, size: 1 },
      { url: "38-14b1060548ebd8739012.js", revision: null, size: 1 },
      { url: "styles.e17f0cc3129089d70672.css", revision: null, size: 1 },
      { url: "index.html", revision: "1", size: 1 },
      { url: "fonts/playfair-display-latin-wght-normal.woff2", revision: "1", size: 1 },
    ];
    const built = ["38-14b1060548ebd8739012.js", "app-0123456789abcdef0123.js"];
    const { manifest } = await onlyThisBuild(built)(entries);
    expect(manifest.map((entry) => entry.url)).toEqual([
      "app-0123456789abcdef0123.js",
      "38-14b1060548ebd8739012.js",
      "index.html",
      "fonts/playfair-display-latin-wght-normal.woff2",
    ]);
  });

  it("answers visitor pages, their data and the site's photos; never the editor, nor a query", () => {
    expect(isPageAddress(new URL(`${ORIGIN}/sw/services/`))).toBe(true);
    expect(isPageAddress(new URL(`${ORIGIN}/admin/`))).toBe(false);
    expect(isPageAddress(new URL(`${ORIGIN}/admin`))).toBe(false);
    expect(isPageData(asked("/page-data/sw/about/page-data.json"), ORIGIN)).toBe(true);
    expect(isPageData(asked("/page-data/app-data.json"), ORIGIN)).toBe(true);
    expect(isPageData(asked("/page-data/sq/d/1896476624.json"), ORIGIN)).toBe(true);
    expect(isPageData(asked("/admin/config.yml"), ORIGIN)).toBe(false);
    expect(isOwnPhoto(asked("/static/a/b/photo.webp", { destination: "image" }), ORIGIN)).toBe(
      true,
    );
    expect(isOwnPhoto(asked("/static/a/b/photo.avif"), ORIGIN)).toBe(true);
    expect(isOwnPhoto(asked("/static/a/b/photo.avif?q=1"), ORIGIN)).toBe(false);
    expect(isOwnPhoto(asked("/admin/avatar.png", { destination: "image" }), ORIGIN)).toBe(false);
    expect(isOwnPhoto(asked("/page-data/app-data.json"), ORIGIN)).toBe(false);
    // A photo of the site's that the editor shows is the editor's.
    const fromEditor = asked("/static/a/b/photo.webp", {
      destination: "image",
      referrer: `${ORIGIN}/admin/`,
    });
    expect(isEditors(fromEditor)).toBe(true);
    expect(isOwnPhoto(fromEditor, ORIGIN)).toBe(false);
    expect(isEditors(asked("/static/a.png", { referrer: `blob:${ORIGIN}/0b0e-4d2a` }))).toBe(true);
    expect(isEditors(asked("/static/a.png", { referrer: `${ORIGIN}/about/` }))).toBe(false);
  });

  it("answers a page with its copy, and an address without its slash with a redirect to it", async () => {
    const { lookup } = store({
      "/sw/about/index.html": "<html lang=sw>kuhusu</html>",
      "/services/index.html": "<html>services</html>",
      "/sw/index.html": "<html lang=sw>nyumbani</html>",
    });
    const page = await pageFromStore(new URL(`${ORIGIN}/sw/about/`), lookup);
    expect(page?.page).toBe(true);
    expect(page?.response.status).toBe(200);
    await expect(page?.response.text()).resolves.toBe("<html lang=sw>kuhusu</html>");
    for (const [address, target] of [
      ["/services", "/services/"],
      ["/sw/about?from=chat", "/sw/about/?from=chat"],
      ["/sw", "/sw/"],
    ] as const) {
      const redirect = await pageFromStore(new URL(`${ORIGIN}${address}`), lookup);
      expect([address, redirect?.page, redirect?.response.status]).toEqual([address, false, 301]);
      expect(redirect?.response.headers.get("Location")).toBe(`${ORIGIN}${target}`);
    }
  });

  it("answers an unknown address with the 404 page of its language, as a 404", async () => {
    const { lookup } = store({ "/404.html": "not found", "/sw/404.html": "haipo" });
    const swahili = await pageFromStore(new URL(`${ORIGIN}/sw/haipo/`), lookup);
    expect(swahili?.response.status).toBe(404);
    expect(swahili?.page).toBe(false);
    await expect(swahili?.response.text()).resolves.toBe("haipo");
    const english = await pageFromStore(new URL(`${ORIGIN}/nope`), lookup);
    await expect(english?.response.text()).resolves.toBe("not found");
  });

  it("marks page data from the store, so the page can say so; app and static query data stay as built", async () => {
    const { lookup } = store({
      "/page-data/services/page-data.json": JSON.stringify({
        result: { data: {}, pageContext: { locale: "en", pricesAsOf: "28 November 2026" } },
      }),
      "/page-data/app-data.json": '{"webpackCompilationHash":"x"}',
      "/page-data/sq/d/1896476624.json": '{"data":{"site":{}}}',
    });
    const data = (await (
      await dataFromStore("/page-data/services/page-data.json", lookup)
    ).json()) as {
      result: { pageContext: Record<string, unknown> };
    };
    expect(data.result.pageContext).toEqual({
      locale: "en",
      pricesAsOf: "28 November 2026",
      fromStore: true,
    });
    await expect((await dataFromStore("/page-data/app-data.json", lookup)).text()).resolves.toBe(
      '{"webpackCompilationHash":"x"}',
    );
    await expect(
      (await dataFromStore("/page-data/sq/d/1896476624.json", lookup)).text(),
    ).resolves.toBe('{"data":{"site":{}}}');
    expect((await dataFromStore("/page-data/nope/page-data.json", lookup)).status).toBe(404);
    expect(pageDataOf("/")).toBe("/page-data/index/page-data.json");
    expect(pageDataOf("/sw/about/")).toBe("/page-data/sw/about/page-data.json");
  });

  it("keeps the photos within their byte budget, the oldest going first", async () => {
    expect(PHOTO_MAX_BYTES).toBeLessThan(PHOTO_STORE_BYTES);
    const kept = [
      { key: "a", bytes: 400 },
      { key: "b", bytes: 300 },
      { key: "c", bytes: 300 },
    ];
    expect(overBudget(kept, 1000)).toEqual([]);
    expect(overBudget(kept, 999)).toEqual(["a"]);
    expect(overBudget(kept, 250)).toEqual(["a", "b", "c"]);
    // A photo's size: as sent, or measured (and then written down with it) when not sent.
    const sent = await withSize(new Response("12345", { headers: { "Content-Length": "5" } }));
    expect(sent.bytes).toBe(5);
    const measured = await withSize(new Response(new Blob(["1234567"])));
    expect(measured.bytes).toBe(7);
    expect(measured.response.headers.get("Content-Length")).toBe("7");
    await expect(measured.response.text()).resolves.toBe("1234567");
  });

  it("the kill switch's worker deletes every store and unregisters itself", () => {
    expect(SELF_REMOVING_WORKER).toContain("caches.delete(name)");
    expect(SELF_REMOVING_WORKER).toContain("self.registration.unregister()");
  });
});
