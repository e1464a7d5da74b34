/**
 * When each section of the page first rendered from server HTML may hydrate.
 *
 * Every section of a page is its own React `<Suspense>` boundary (src/components/common/section.tsx).
 * React 18 hydrates such boundaries one by one after the page's shell, and a tap on a boundary not
 * yet hydrated makes React hydrate that boundary first (selective hydration). A section below the
 * first screen also waits behind a gate: a `React.lazy` part that stays pending, so React keeps
 * the section's server HTML as it is (links and text work; nothing of it runs) until the gate is
 * released (src/lib/section-triggers.ts): when the section comes on the screen (near it, once the
 * visitor has started moving through the page), when the visitor touches inside it, or when the
 * visitor navigates. A tap on a section still waiting releases it before React sees the tap. A
 * section that never hydrates has a gate that is never released.
 *
 * The registry is written by hand: React documents the mechanism (a pending lazy part keeps a
 * boundary's server HTML), not a scheduler for it, and no kept library offers one for React 18
 * without replacing its hydration.
 */

// One registry for the page (a module's state: the browser loads one page at a time), written as
// plain functions so that the page's bundle carries their names shortened.
const waits = new Map<string, Promise<void>>();
const opens = new Map<string, () => void>();
const released = new Set<string>();
let all = false;

/** Whether `name`'s section may hydrate now: synchronous, so a render can read it. */
export const isReleased = (name: string) => all || released.has(name);

/** The gate of `name`, made on first use: its promise settles when it is released. */
export function waitFor(name: string): Promise<void> {
  let promise = waits.get(name);
  if (!promise) {
    promise = new Promise<void>((open) => opens.set(name, open));
    waits.set(name, promise);
    if (isReleased(name)) opens.get(name)!();
  }
  return promise;
}

export function release(name: string): void {
  released.add(name);
  void waitFor(name);
  opens.get(name)!();
}

/** Every gate, present and future: after the first page, nothing waits. */
export function releaseAll(): void {
  all = true;
  waits.forEach((_, name) => release(name));
}
