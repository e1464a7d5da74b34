import { startTransition, useEffect, useRef, useState, type RefObject } from "react";
import { REVEAL_THRESHOLD } from "../lib/motion";
import { HIDDEN_FRAME, nextTypingChangeMs, typingFrame, type TypingFrame } from "../lib/typing";
import { useInView } from "./use-in-view";
import { useReducedMotion } from "./use-reduced-motion";

type Clock = { phase: "static" } | { phase: "waiting" } | { phase: "running"; elapsed: number };

export interface TypingSequence<T extends Element> {
  ref: RefObject<T>;
  /**
   * One frame per title while the effect runs; null when the titles are simply shown in full: in
   * the static HTML, without IntersectionObserver, under reduced motion and once typing has ended.
   */
  frames: TypingFrame[] | null;
}

// Types out a list of titles (see src/lib/typing.ts for the timing) once 20% of the list is in
// view. The static HTML shows every title: the list only hides once JavaScript runs and starts
// waiting for it, so search engines, screen readers and visitors without JavaScript lose nothing.
export function useTypingSequence<T extends Element>(
  lengths: readonly number[],
): TypingSequence<T> {
  const ref = useRef<T>(null);
  const reduceMotion = useReducedMotion();
  const [clock, setClock] = useState<Clock>({ phase: "static" });
  // The effects depend on the lengths' values, not on the identity of the array a parent passes.
  const key = lengths.join(",");
  const inView = useInView(ref, {
    threshold: REVEAL_THRESHOLD,
    once: true,
    enabled: clock.phase !== "static",
  });

  useEffect(() => {
    const still = !ref.current || reduceMotion || typeof IntersectionObserver === "undefined";
    // Hidden only once JavaScript runs and can show the titles again when they come into view.
    // A transition: set at mount, an urgent update would re-render the list in one task that
    // can't yield, together with every other update made at mount (docs/performance.md).
    startTransition(() => setClock({ phase: still ? "static" : "waiting" }));
  }, [key, reduceMotion]);

  useEffect(() => {
    if (!inView) return undefined;
    const titleLengths = key === "" ? [] : key.split(",").map(Number);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = (startedAt: number) => {
      const elapsed = performance.now() - startedAt;
      const next = nextTypingChangeMs(elapsed, titleLengths);
      if (next === null) {
        setClock({ phase: "static" });
        return;
      }
      setClock({ phase: "running", elapsed });
      timer = setTimeout(() => tick(startedAt), next - elapsed);
    };
    tick(performance.now());
    return () => {
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [inView, key]);

  let frames: TypingFrame[] | null = null;
  if (clock.phase === "waiting") frames = lengths.map(() => HIDDEN_FRAME);
  if (clock.phase === "running") {
    frames = lengths.map((length, index) => typingFrame(clock.elapsed, index, length));
  }
  return { ref, frames };
}
