import { useCallback, useEffect, useRef } from "react";

/**
 * A function that stays the same from render to render and calls the latest `callback`: handed to
 * memoised children (rows, slides, thumbnails), it lets them skip the renders their own props
 * don't change. The latest callback is kept after each commit, so call the result from events
 * and effects, not while rendering.
 */
export function useLatestCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}

/**
 * `handler` as a function that stays the same from render to render (calling the latest one), or
 * nothing while there is none: for a memoised control that is disabled without a handler.
 */
export function useStableHandler<Args extends unknown[]>(
  handler: ((...args: Args) => void) | undefined,
): ((...args: Args) => void) | undefined {
  const stable = useLatestCallback((...args: Args) => handler?.(...args));
  return handler && stable;
}
