import type { SectionGates } from "./section-gates";

/** The attribute on each section's wrapper: its name (src/components/common/section.tsx). */
export const SECTION_ATTRIBUTE = "data-section";

/**
 * How far ahead of the screen a section starts to hydrate: one screen height. Scrolling one
 * screen on a phone takes a visitor longer than a section takes to hydrate at a low-tier phone's
 * speed, so a section is ready when it arrives, and the carousels' own watchers (which fetch
 * their code 600 px ahead) start from there.
 */
export const NEAR_MARGIN = "100% 0px";

// A visitor's first touch, click or focus inside a waiting section releases it at once: the
// listeners run in the capture phase on the document, before React's own listeners on its root,
// so by the time React sees the event the section may hydrate and the event reaches it (React
// hydrates the boundary around an event's target first). A touch, a mouse button and a pen all
// start with `pointerdown`; a key reaches only what has focus, and focusing fires `focusin`.
// Without this a tap on a section still waiting would reach no handler.
const INTERACTIONS = ["pointerdown", "focusin"];

const nameOf = (element: Element | null) =>
  element && element.closest ? element.closest(`[${SECTION_ATTRIBUTE}]`) : null;

/**
 * Releases the gates as the visitor reaches the sections: installed once per page load, when the
 * first gate is made. `watch(name)` starts watching that section's wrapper.
 */
export function watchSections(gates: SectionGates): (name: string) => void {
  const release = (element: Element | null) => {
    const wrapper = nameOf(element);
    if (wrapper) gates.release(wrapper.getAttribute(SECTION_ATTRIBUTE)!);
  };
  for (const type of INTERACTIONS) {
    document.addEventListener(type, (event) => release(event.target as Element), {
      capture: true,
      passive: true,
    });
  }
  const observer =
    typeof IntersectionObserver === "undefined"
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (entry.isIntersecting) {
                release(entry.target);
                observer!.unobserve(entry.target);
              }
            }
          },
          { rootMargin: NEAR_MARGIN },
        );

  return (name) => {
    const wrapper = document.querySelector(`[${SECTION_ATTRIBUTE}="${name}"]`);
    // The wrapper has no box of its own (display: contents): its children are watched.
    const children = wrapper ? Array.from(wrapper.children) : [];
    if (!observer || children.length === 0) gates.release(name);
    else for (const child of children) observer.observe(child);
  };
}
