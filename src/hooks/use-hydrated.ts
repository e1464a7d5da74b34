import { useEffect, useState } from "react";

/**
 * False in the server's HTML and during hydration, true once the page is interactive: for controls
 * that the HTML shows disabled because, without JavaScript, they could do nothing.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // Set once after the first commit, on purpose: the server HTML and the first client render must
  // match, and the second render enables what needs JavaScript.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
