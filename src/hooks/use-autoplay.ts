import { useEffect, useRef } from "react";

/**
 * Calls `advance` every `periodMs` while `running`. `step` is the value the advance changes (the
 * slide index): a change of it that this hook did not cause (the visitor pressed Next) starts the
 * period afresh.
 *
 * Each advance is scheduled from the previous one's due time, not from when React re-rendered
 * after it, so the render and the slide animation do not push every later advance back (on a busy
 * phone a re-armed 3000 ms timer drifted to 3600 ms and more).
 */
export function useAutoplay(
  running: boolean,
  step: unknown,
  periodMs: number,
  advance: () => void,
) {
  const dueAt = useRef<number | null>(null);
  const advancedHere = useRef(false);
  const latestAdvance = useRef(advance);
  useEffect(() => {
    latestAdvance.current = advance;
  });

  useEffect(() => {
    if (!running) {
      dueAt.current = null;
      return undefined;
    }
    const now = performance.now();
    // A late timer (a background tab) never catches up in a burst: it restarts the period.
    if (!advancedHere.current || dueAt.current === null || dueAt.current < now) {
      dueAt.current = now + periodMs;
    }
    advancedHere.current = false;
    const timer = window.setTimeout(() => {
      dueAt.current = (dueAt.current ?? performance.now()) + periodMs;
      advancedHere.current = true;
      latestAdvance.current();
    }, dueAt.current - now);
    return () => window.clearTimeout(timer);
  }, [running, step, periodMs]);
}
