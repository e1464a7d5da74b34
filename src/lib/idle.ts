/**
 * Runs `task` in a task of its own once the browser is idle (at the latest after `timeoutMs`), and
 * returns a function that cancels it. Where `requestIdleCallback` is missing (Safari), a timer.
 * For work that a page can do a moment later but that is slow the first time, so that it doesn't
 * lengthen the task hydration runs in (each task over 50 ms blocks a phone's taps).
 */
export function whenIdle(task: () => void, timeoutMs = 1000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 0);
  return () => window.clearTimeout(timer);
}
