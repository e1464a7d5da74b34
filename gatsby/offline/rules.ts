// The offline worker's own rules (./worker.ts composes them with Workbox's modules): which
// requests it answers, and what it answers with from the phone's store when the network fails or
// hangs. Plain functions of a request and a lookup in the store, so the unit tests run them as the
// worker does (__tests__/offline-worker.test.ts). Nothing here imports Node's modules: it is
// bundled into the worker (./service-worker.ts).

/** The query that marks a page's or its data's offline copy in the precache. */
export const OFFLINE_COPY = "offline-copy";

/**
 * How long a page or its data may take to start answering before the stored copy answers instead:
 * a connection that opens and never answers (one bar of signal, a captive portal, a bundle just
 * run out) otherwise holds the page until the browser gives up, 30-45 s later.
 */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** The photos kept once seen, all together, at most (the oldest kept go first). */
export const PHOTO_STORE_BYTES = 8 * 1024 * 1024;

/** One photo larger than this is not kept (it would push out too many others). */
export const PHOTO_MAX_BYTES = PHOTO_STORE_BYTES / 8;

/** The editor's folder: nothing in it is answered or stored by the worker. */
const EDITOR = /^\/admin(?:\/|$)/;

/** Looks an address up among this worker's precached files (by this build's revision). */
export type Lookup = (address: string) => Promise<Response | undefined>;

/** The request, as Workbox hands it to a route's matcher. */
interface Asked {
  url: URL;
  request: Request;
}

/** The address of a file's offline copy in the precache. */
export const copyOf = (address: string): string => `${address}?${OFFLINE_COPY}`;

/** A precache key (the copy's address with Workbox's revision after it) that is an offline copy. */
export const isOfflineCopy = (key: string): boolean =>
  new URL(key, "https://any.example").searchParams.has(OFFLINE_COPY);

/** Of the editor: its own addresses, and whatever one of its pages or scripts asks for. */
export const isEditors = ({ url, request }: Asked): boolean => {
  if (EDITOR.test(url.pathname)) return true;
  if (!request.referrer) return false;
  const from = new URL(request.referrer);
  return from.protocol === "blob:" || (from.origin === url.origin && EDITOR.test(from.pathname));
};

/** Whether a navigation's address is one the worker answers (the editor's is not). */
export const isPageAddress = (url: URL): boolean => !EDITOR.test(url.pathname);

/** A static query's result: stored and answered as a page's data is, never marked. */
export const isStaticQueryData = (pathname: string): boolean =>
  /^\/page-data\/sq\/d\/\d+\.json$/.test(pathname);

/**
 * Gatsby's data for a page ("/page-data/<page>/page-data.json"), for the whole site, or a static
 * query's result ("/page-data/sq/d/<hash>.json": named by the hash of the query's text, not of its
 * result, so a new build may write different data under the same name, as with a page's data).
 */
export const isPageData = ({ url }: Asked, origin: string): boolean =>
  url.origin === origin &&
  (/^\/page-data\/(?:.+\/page-data|app-data)\.json$/.test(url.pathname) ||
    isStaticQueryData(url.pathname));

/** A page's data file: "/sw/about/" → "/page-data/sw/about/page-data.json". */
export const pageDataOf = (pathname: string): string =>
  `/page-data${pathname === "/" ? "/index" : pathname.replace(/\/$/, "")}/page-data.json`;

/**
 * A photo or icon of the site's own: asked for by an <img>, or by the page with fetch()
 * (src/lib/offline-worker.ts: the photos seen before the worker was there), which has no "image"
 * destination, so the address says it too. Only by its path: the site never asks for a photo
 * with a query, and an address with one is left to the network, so no query can fill the store.
 */
export const isOwnPhoto = (asked: Asked, origin: string): boolean => {
  const { url, request } = asked;
  return (
    url.origin === origin &&
    url.search === "" &&
    (request.destination === "image" || /\.(?:avif|webp|jpe?g|png|gif|svg)$/.test(url.pathname)) &&
    !isEditors(asked)
  );
};

/** What the worker answers a page with from the store, and whether it is the page itself. */
export interface StoredPage {
  response: Response;
  /** The page's own copy (not a redirect, not the 404 page). */
  page: boolean;
}

/**
 * A page asked for when the network failed or hung: its copy from the store; for an address
 * without its trailing slash whose page is stored ("/services", "/sw"), a redirect to the address
 * with it, as the hosts answer online; for an address no page has, the site's own 404 page in the
 * address's language, as a 404.
 */
export async function pageFromStore(url: URL, lookup: Lookup): Promise<StoredPage | undefined> {
  const { pathname } = url;
  if (!pathname.endsWith("/") && (await lookup(copyOf(`${pathname}/index.html`)))) {
    const target = new URL(`${pathname}/${url.search}`, url);
    return { response: Response.redirect(target.href, 301), page: false };
  }
  const stored = await lookup(copyOf(pathname.endsWith("/") ? `${pathname}index.html` : pathname));
  if (stored) return { response: stored, page: true };
  const swahili = pathname === "/sw" || pathname.startsWith("/sw/");
  const notFound = await lookup(copyOf(swahili ? "/sw/404.html" : "/404.html"));
  if (!notFound) return undefined;
  return {
    response: new Response(notFound.body, {
      status: 404,
      statusText: "Not Found",
      headers: notFound.headers,
    }),
    page: false,
  };
}

/**
 * Page data asked for when the network failed or hung: its copy from the store, marked so that
 * the page says it comes from the phone's store, with the date of its prices
 * (src/components/layout/store-notice.tsx); the site's app data and static queries' results as
 * they were built; a 404 for data no stored page has.
 */
export async function dataFromStore(pathname: string, lookup: Lookup): Promise<Response> {
  const stored = await lookup(copyOf(pathname));
  if (!stored) return new Response("", { status: 404, statusText: "Not Found" });
  if (pathname === "/page-data/app-data.json" || isStaticQueryData(pathname)) return stored;
  const data = (await stored.json()) as { result: { pageContext?: Record<string, unknown> } };
  data.result.pageContext = { ...data.result.pageContext, fromStore: true };
  return new Response(JSON.stringify(data), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}

/**
 * A photo's size in bytes as the host sent it, or as its body measures when the host gave none
 * (a stored response keeps its headers, so the store's total is read without reading a photo).
 */
export async function withSize(response: Response): Promise<{ response: Response; bytes: number }> {
  const sent = Number(response.headers.get("Content-Length"));
  if (Number.isInteger(sent) && sent > 0) return { response, bytes: sent };
  const body = await response.blob();
  const headers = new Headers(response.headers);
  headers.set("Content-Length", String(body.size));
  return {
    response: new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    }),
    bytes: body.size,
  };
}

/**
 * Which stored photos to delete so that the rest take at most `budget` bytes: the oldest first
 * (the store lists them in the order they were kept).
 */
export function overBudget<T>(
  stored: ReadonlyArray<{ key: T; bytes: number }>,
  budget: number,
): T[] {
  let total = stored.reduce((sum, { bytes }) => sum + bytes, 0);
  const deleted: T[] = [];
  for (const { key, bytes } of stored) {
    if (total <= budget) break;
    deleted.push(key);
    total -= bytes;
  }
  return deleted;
}
