/**
 * Resolves in a task of its own (a timer): work after `await nextTask()` runs after the browser has
 * had the chance to paint and to handle a tap. A phone counts each task over 50 ms as blocking.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `run` once the page's `load` event has fired (at once if it already has). */
export function afterLoad(run: () => void): void {
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
}

/** Runs `run` when the browser is next idle (after a task of its own where it can't say). */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(run);
  else setTimeout(run, 0);
}

/**
 * Runs `run` in a task of its own after the browser's next frame: after what the page shows now
 * (a tap's answer, say) has been painted.
 */
export function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}
