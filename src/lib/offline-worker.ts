// Registers the offline worker (gatsby/offline/service-worker.ts) once the page has loaded and the
// phone is idle, so it costs the first view nothing: the worker's own download and its precache
// start only then. Not under `gatsby develop` (no worker is built there), not when the build was
// told to switch it off (GATSBY_OFFLINE=off: the kill switch, docs/publishing.md), and not in a
// browser without service workers. The platform's one call; no library needed for it.

import { whenIdle } from "../../shared/lib/next-task";

/** The worker's address: gatsby/offline/service-worker.ts writes it (SERVICE_WORKER). */
export const OFFLINE_WORKER_URL = "/service-worker.js";

/**
 * The editor's registration, which keeps /admin/ out of the site's worker (EDITOR_WORKER in
 * gatsby/offline/service-worker.ts says how).
 */
export const EDITOR_WORKER_URL = "/admin/outside-offline.js";
export const EDITOR_SCOPE = "/admin/";

export function registerOfflineWorker(): void {
  if (process.env.NODE_ENV !== "production" || process.env.GATSBY_OFFLINE === "off") return;
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    // The site works the same without it (a browser that refuses, e.g. in a private window), so
    // a refusal is left unreported.
    navigator.serviceWorker
      .register(OFFLINE_WORKER_URL, { scope: "/" })
      .then(keepPhotosSeen)
      .catch(() => undefined);
    navigator.serviceWorker
      .register(EDITOR_WORKER_URL, { scope: EDITOR_SCOPE })
      .catch(() => undefined);
  };
  // Called once the page has loaded (gatsby-browser.tsx); the worker waits for an idle moment.
  whenIdle(register);
}

/**
 * The photos this page showed before the worker was there (the first visit's) are asked for again
 * through it, once it controls the page, so that it keeps them as it keeps every photo seen later.
 * They come from the browser's HTTP cache (they are kept a year there): no byte is downloaded.
 */
async function keepPhotosSeen(): Promise<void> {
  const { serviceWorker } = navigator;
  await serviceWorker.ready;
  if (!serviceWorker.controller) {
    await new Promise((resolve) =>
      serviceWorker.addEventListener("controllerchange", resolve, { once: true }),
    );
  }
  // A photo fetched twice comes from the HTTP cache twice: no need to count them first.
  await Promise.allSettled(
    performance
      .getEntriesByType("resource")
      .filter(
        (entry) =>
          (entry as PerformanceResourceTiming).initiatorType === "img" &&
          entry.name.startsWith(`${location.origin}/`),
      )
      .map((entry) => fetch(entry.name)),
  );
}
