/**
 * @jest-environment node
 */
import {
  asOfflineCopies,
  OFFLINE_COPY,
  SELF_REMOVING_WORKER,
  SERVICE_WORKER,
} from "../gatsby/offline/service-worker";
import {
  isOwnImage,
  isPageData,
  isPageNavigation,
  storeCopyPlugin,
} from "../gatsby/offline/store-copy";
import { OFFLINE_WORKER_URL } from "../src/lib/offline-worker";

// The offline worker's rules, run here as the worker runs them: what it stores as an offline
// copy, which requests it answers, and what it answers with when the network fails.

const ORIGIN = "https://salon.example";
const SCOPE = `${ORIGIN}/`;
const PRECACHE = `workbox-precache-v2-${SCOPE}`;

/** A precache holding copies as Workbox stores them: "<address>?offline-copy&__WB_REVISION__=…". */
function fakeStore(files: Record<string, string>) {
  const stored = new Map(
    Object.entries(files).map(([address, body]) => [
      `${ORIGIN}${address}?${OFFLINE_COPY}&__WB_REVISION__=abc`,
      body,
    ]),
  );
  const opened: string[] = [];
  Object.assign(globalThis, {
    self: { location: new URL(SCOPE), registration: { scope: SCOPE } },
    caches: {
      open: async (name: string) => {
        opened.push(name);
        return {
          match: async (address: string, options: { ignoreSearch?: boolean }) => {
            const wanted = new URL(address, ORIGIN);
            for (const [key, body] of stored) {
              const url = new URL(key);
              const same = options.ignoreSearch
                ? url.origin + url.pathname === wanted.origin + wanted.pathname
                : url.href === wanted.href;
              if (same) return new Response(body, { headers: { "Content-Type": "text/html" } });
            }
            return undefined;
          },
        };
      },
    },
  });
  return opened;
}

const answer = async (address: string) => {
  const handlerDidError = storeCopyPlugin.handlerDidError!;
  return handlerDidError({
    request: new Request(`${ORIGIN}${address}`),
  } as Parameters<typeof handlerDidError>[0]);
};

const route = (address: string, mode: RequestMode | "navigate", destination = "") => ({
  url: new URL(`${ORIGIN}${address}`),
  request: { mode, destination } as unknown as Request,
});

describe("the offline worker", () => {
  beforeEach(() => fakeStore({}));

  it("is registered at the address it is written to, which the year-long /*.js rule misses", () => {
    expect(OFFLINE_WORKER_URL).toBe(`/${SERVICE_WORKER}`);
    // Netlify's pattern for "/*.js": its "." matches any character.
    expect(SERVICE_WORKER).not.toMatch(/js$/);
  });

  it("stores pages and their data as offline copies, and the hashed files as they are", async () => {
    const entries = [
      { url: "about/index.html", revision: "1", size: 1 },
      { url: "sw/404.html", revision: "1", size: 1 },
      { url: "page-data/sw/about/page-data.json", revision: "1", size: 1 },
      { url: "page-data/app-data.json", revision: "1", size: 1 },
      { url: "app-0123456789abcdef0123.js", revision: null, size: 1 },
      { url: "page-data/sq/d/123.json", revision: null, size: 1 },
    ];
    const { manifest } = await asOfflineCopies(entries);
    expect(manifest.map((entry) => entry.url)).toEqual([
      `about/index.html?${OFFLINE_COPY}`,
      `sw/404.html?${OFFLINE_COPY}`,
      `page-data/sw/about/page-data.json?${OFFLINE_COPY}`,
      `page-data/app-data.json?${OFFLINE_COPY}`,
      "app-0123456789abcdef0123.js",
      "page-data/sq/d/123.json",
    ]);
  });

  it("answers visitor pages, their data and the site's images, never the editor", () => {
    expect(isPageNavigation(route("/sw/services/", "navigate") as never)).toBe(true);
    expect(isPageNavigation(route("/admin/", "navigate") as never)).toBe(false);
    expect(isPageNavigation(route("/admin", "navigate") as never)).toBe(false);
    expect(isPageNavigation(route("/services/", "cors") as never)).toBe(false);
    expect(isPageData(route("/page-data/sw/about/page-data.json", "cors") as never)).toBe(true);
    expect(isPageData(route("/page-data/app-data.json", "cors") as never)).toBe(true);
    expect(isPageData(route("/admin/config.yml", "cors") as never)).toBe(false);
    expect(isOwnImage(route("/static/a/b/photo.webp", "no-cors", "image") as never)).toBe(true);
    expect(isOwnImage(route("/static/a/b/photo.avif", "cors") as never)).toBe(true);
    expect(isOwnImage(route("/admin/avatar.png", "no-cors", "image") as never)).toBe(false);
    expect(isOwnImage(route("/page-data/app-data.json", "cors") as never)).toBe(false);
  });

  it("offline, answers a page with its copy from the precache", async () => {
    const opened = fakeStore({ "/sw/about/index.html": "<html lang=sw>kuhusu</html>" });
    const response = await answer("/sw/about/");
    expect(opened).toEqual([PRECACHE]);
    expect(response?.status).toBe(200);
    await expect(response?.text()).resolves.toBe("<html lang=sw>kuhusu</html>");
  });

  it("offline, answers an unknown address with the 404 page of its language, as a 404", async () => {
    fakeStore({ "/404.html": "not found", "/sw/404.html": "haipo" });
    const swahili = await answer("/sw/haipo/");
    expect(swahili?.status).toBe(404);
    await expect(swahili?.text()).resolves.toBe("haipo");
    const english = await answer("/nope/");
    await expect(english?.text()).resolves.toBe("not found");
  });

  it("marks page data from the store, so the page can say so; app data stays as built", async () => {
    fakeStore({
      "/page-data/services/page-data.json": JSON.stringify({
        result: { data: {}, pageContext: { locale: "en", pricesAsOf: "28 November 2026" } },
      }),
      "/page-data/app-data.json": '{"webpackCompilationHash":"x"}',
    });
    const data = (await (await answer("/page-data/services/page-data.json"))!.json()) as {
      result: { pageContext: Record<string, unknown> };
    };
    expect(data.result.pageContext).toEqual({
      locale: "en",
      pricesAsOf: "28 November 2026",
      fromStore: true,
    });
    await expect((await answer("/page-data/app-data.json"))!.text()).resolves.toBe(
      '{"webpackCompilationHash":"x"}',
    );
    expect((await answer("/page-data/nope/page-data.json"))!.status).toBe(404);
  });

  it("the kill switch's worker deletes every store and unregisters itself", () => {
    expect(SELF_REMOVING_WORKER).toContain("caches.delete(name)");
    expect(SELF_REMOVING_WORKER).toContain("self.registration.unregister()");
  });
});
