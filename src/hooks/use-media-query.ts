import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches, updated when it changes. The server's HTML (and the
 * hydration render) take `serverValue`; React then re-renders with the browser's answer.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
