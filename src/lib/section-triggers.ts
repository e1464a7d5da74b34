import { release as releaseGate } from "./section-gates";

/** The attribute on each section's wrapper: its name (src/components/common/section.tsx). */
export const SECTION_ATTRIBUTE = "data-section";

/** The attribute on each section's wrapper that says when it hydrates ("never", "visible"). */
export const HYDRATE_ATTRIBUTE = "data-hydrate";

/**
 * How far ahead of the screen a section starts to hydrate once the visitor is moving through the
 * page: one screen height. Scrolling one screen on a phone takes a visitor longer than a section
 * takes to hydrate at a low-tier phone's speed, so a section is ready when it arrives. Before she
 * scrolls, touches or presses a key, only a section on the screen hydrates: a page's first view
 * fetches no code for what is below it.
 */
export const NEAR_MARGIN = "100% 0px";

/** The visitor's first moves through a page, after which "near the screen" is near enough. */
const MOVES = ["scroll", "wheel", "touchstart", "pointerdown", "keydown"] as const;

// A visitor's first touch or click inside a waiting section releases it at once: the listener
// runs in the capture phase on the document, before React's own listeners on its root, so by the
// time React sees the event the section may hydrate and the event reaches it (React hydrates the
// boundary around an event's target first). A touch, a mouse button and a pen all start with
// `pointerdown`. Keyboard focus needs no listener of its own: the key that moves it is a move
// through the page, and the browser scrolls what takes focus near the screen.

const onScreen = (entry: IntersectionObserverEntry) =>
  entry.boundingClientRect.top < window.innerHeight && entry.boundingClientRect.bottom > 0;

/**
 * Releases the gates as the visitor reaches the sections: installed once per page load, as the
 * sections' code loads. `watch(name)` starts watching that section's wrapper.
 */
export function watchSections(): (name: string) => void {
  let moved = false;
  // The sections near the screen but not on it, waiting for the visitor's first move.
  const near = new Set<Element>();
  // The event's target and the observer's are elements.
  const release = (element: Element) => {
    // Only a section that hydrates at all: one that never does has nothing a touch could reach.
    const wrapper = element.closest(`[${SECTION_ATTRIBUTE}][${HYDRATE_ATTRIBUTE}="visible"]`);
    if (!wrapper) return;
    releaseGate(wrapper.getAttribute(SECTION_ATTRIBUTE)!);
    // Released once: the observer has nothing more to report about this section.
    for (const child of wrapper.children) {
      observer?.unobserve(child);
      near.delete(child);
    }
  };
  document.addEventListener("pointerdown", (event) => release(event.target as Element), true);
  const onMove = () => {
    moved = true;
    for (const move of MOVES) window.removeEventListener(move, onMove, true);
    for (const element of [...near]) release(element);
  };
  for (const move of MOVES) {
    window.addEventListener(move, onMove, { capture: true, passive: true });
  }
  const observer =
    typeof IntersectionObserver === "undefined"
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) near.delete(entry.target);
              else if (moved || onScreen(entry)) release(entry.target);
              else near.add(entry.target);
            }
          },
          { rootMargin: NEAR_MARGIN },
        );

  return (name) => {
    // Called while React hydrates the section, so its wrapper (from the server's HTML) is there;
    // without one (a page the browser renders itself) there is nothing to watch or keep.
    const wrapper = serverSection(name);
    if (!observer || !wrapper) releaseGate(name);
    else {
      // The wrapper has no box of its own (display: contents): its children are watched.
      for (const child of wrapper.children) observer.observe(child);
    }
  };
}

/**
 * The wrapper of `name`'s section in the page as the browser has it now. While React hydrates, that
 * is the server's HTML; a page the browser renders itself (`gatsby develop` sends none, and a page
 * Gatsby shows without its HTML, e.g. a 404 answered for a new address) has none yet.
 */
export function serverSection(name: string): Element | null {
  return document.querySelector(`[${SECTION_ATTRIBUTE}="${name}"]`);
}
