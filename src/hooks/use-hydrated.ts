import { useEffect, useState } from "react";

/**
 * False in the server's HTML and during hydration, true once the page is interactive: for controls
 * that the HTML shows disabled because, without JavaScript, they could do nothing.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
