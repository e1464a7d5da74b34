import { act, renderHook } from "@testing-library/react";
import { useState } from "react";
import { useAutoplay } from "../src/hooks/use-autoplay";

/** A slideshow reduced to its index, logging when each advance happened. */
function useSlides(running: boolean) {
  const [index, setIndex] = useState(0);
  const [advancedAt] = useState<number[]>([]);
  useAutoplay(running, index, 3000, () => {
    advancedAt.push(performance.now());
    setIndex((i) => i + 1);
  });
  return { index, advancedAt, setIndex };
}

describe("useAutoplay", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("advances every period from the previous due time, however long each change takes", () => {
    const { result } = renderHook(() => useSlides(true));
    const start = performance.now();
    for (let advance = 1; advance <= 4; advance++) {
      const due = start + 3000 * advance;
      // React commits the new slide (and runs effects) only when act ends: 400 ms after the
      // advance, as on a busy phone.
      act(() => jest.advanceTimersByTime(due - performance.now() + 400));
    }
    expect(result.current.index).toBe(4);
    // A timer re-armed after each render would fire at 3000, 6400, 9800 … and fall behind.
    expect(result.current.advancedAt.map((at) => at - start)).toEqual([3000, 6000, 9000, 12000]);
  });

  it("stops while not running and starts a whole period again when it runs again", () => {
    const { result, rerender } = renderHook(({ running }) => useSlides(running), {
      initialProps: { running: true },
    });
    act(() => jest.advanceTimersByTime(2000));
    rerender({ running: false });
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current.index).toBe(0);
    rerender({ running: true });
    act(() => jest.advanceTimersByTime(2999));
    expect(result.current.index).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
  });

  it("starts the period afresh when the visitor changes the slide", () => {
    const { result } = renderHook(() => useSlides(true));
    act(() => jest.advanceTimersByTime(2500));
    act(() => result.current.setIndex(5)); // the visitor pressed a thumbnail
    act(() => jest.advanceTimersByTime(2999));
    expect(result.current.index).toBe(5);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.index).toBe(6);
  });
});
