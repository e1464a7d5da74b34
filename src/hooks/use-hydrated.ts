import { startTransition, useEffect, useState } from "react";

/**
 * False in the server's HTML and during hydration, true once the page is interactive: for controls
 * that the HTML shows disabled because, without JavaScript, they could do nothing.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // Set once after the first commit, on purpose: the server HTML and the first client render must
  // match, and the second render enables what needs JavaScript. A transition: set from an effect,
  // the update would otherwise be rendered in one task that can't yield (the services page's whole
  // gallery, together with whatever else updates at mount), where a transition is rendered in
  // slices between which the phone can answer a tap.
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
