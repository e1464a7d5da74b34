import { release as releaseGate } from "./section-gates";

/** The attribute on each section's wrapper: its name (src/components/common/section.tsx). */
export const SECTION_ATTRIBUTE = "data-section";

/**
 * How far ahead of the screen a section starts to hydrate: one screen height. Scrolling one
 * screen on a phone takes a visitor longer than a section takes to hydrate at a low-tier phone's
 * speed, so a section is ready when it arrives, and the carousels' own watchers (which fetch
 * their code 600 px ahead) start from there.
 */
export const NEAR_MARGIN = "100% 0px";

// A visitor's first touch or click inside a waiting section releases it at once: the listener
// runs in the capture phase on the document, before React's own listeners on its root, so by the
// time React sees the event the section may hydrate and the event reaches it (React hydrates the
// boundary around an event's target first). A touch, a mouse button and a pen all start with
// `pointerdown`. (Focus needs no listener: the browser scrolls what takes focus into view, and a
// section on the screen is near it.) Without this a tap on a section still waiting, made before
// the observer below has reported it, would reach no handler.

/**
 * Releases the gates as the visitor reaches the sections: installed once per page load, when the
 * first gate is made. `watch(name)` starts watching that section's wrapper.
 */
export function watchSections(): (name: string) => void {
  // The event's target and the observer's are elements.
  const release = (element: Element) => {
    const wrapper = element.closest(`[${SECTION_ATTRIBUTE}]`);
    if (!wrapper) return;
    releaseGate(wrapper.getAttribute(SECTION_ATTRIBUTE)!);
    // Released once: the observer has nothing more to report about this section.
    for (const child of wrapper.children) observer?.unobserve(child);
  };
  document.addEventListener("pointerdown", (event) => release(event.target as Element), true);
  const observer =
    typeof IntersectionObserver === "undefined"
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (entry.isIntersecting) release(entry.target);
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
