/**
 * Asks `check` every `every` ms until it says yes or `within` ms have passed, and resolves whether
 * it did. Asked from the test rather than with the page's waitForFunction, whose polling runs on
 * the page's own timers and frames, and for what only the test can see (files the editor wrote,
 * its stored drafts).
 */
export async function pollUntil(
  check: () => Promise<boolean>,
  { within, every = 100 }: { within: number; every?: number },
): Promise<boolean> {
  const deadline = Date.now() + within;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}
