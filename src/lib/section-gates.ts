/**
 * When each section of the page first rendered from server HTML may hydrate.
 *
 * Every section of a page is its own React `<Suspense>` boundary (src/components/common/section.tsx).
 * React 18 hydrates such boundaries one by one after the page's shell, and a tap on a boundary not
 * yet hydrated makes React hydrate that boundary first (selective hydration). A section below the
 * first screen also waits behind a gate: a `React.lazy` part that stays pending, so React keeps
 * the section's server HTML as it is (links and text work; nothing of it runs) until the gate is
 * released: when the section comes near the screen, when the visitor touches or focuses inside
 * it, when the browser is idle, or when the visitor navigates.
 *
 * The registry is written by hand: React documents the mechanism (a pending lazy part keeps a
 * boundary's server HTML), not a scheduler for it, and no kept library offers one for React 18
 * without replacing its hydration.
 */

export interface SectionGates {
  /** The gate of `name`, made on first use. Its promise settles when it is released. */
  wait(name: string): Promise<void>;
  /** Whether `name`'s section may hydrate now: synchronous, so a render can read it. */
  isReleased(name: string): boolean;
  release(name: string): void;
  /** Every gate, present and future: after the first page, nothing waits. */
  releaseAll(): void;
  /** The names of the gates made and not yet released, in the order they were made. */
  pending(): string[];
}

export function createSectionGates(): SectionGates {
  const waits = new Map<string, Promise<void>>();
  const opens = new Map<string, () => void>();
  const released = new Set<string>();
  let all = false;
  const isReleased = (name: string) => all || released.has(name);
  const wait = (name: string) => {
    let promise = waits.get(name);
    if (!promise) {
      promise = new Promise<void>((open) => opens.set(name, open));
      waits.set(name, promise);
      if (isReleased(name)) opens.get(name)!();
    }
    return promise;
  };
  const release = (name: string) => {
    released.add(name);
    wait(name);
    opens.get(name)!();
  };
  return {
    wait,
    isReleased,
    release,
    releaseAll: () => {
      all = true;
      waits.forEach((_, name) => release(name));
    },
    pending: () => Array.from(waits.keys()).filter((name) => !isReleased(name)),
  };
}
