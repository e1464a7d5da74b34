import type { BrowserContext } from "playwright-core";

/**
 * Holds back every request whose path matches until `release()` is called: pass `install` as
 * openPage's `beforeLoad`. `firstRequest` settles when the page first asks for one.
 */
export function holdChunk(pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested: string[] = [];
  let signalRequested!: () => void;
  const firstRequest = new Promise<void>((resolve) => {
    signalRequested = resolve;
  });
  const install = async (context: BrowserContext) => {
    await context.route(
      (url) => pattern.test(url.pathname),
      async (route) => {
        requested.push(new URL(route.request().url()).pathname);
        signalRequested();
        await released;
        await route.fallback();
      },
    );
  };
  return { install, release, firstRequest, requested };
}
