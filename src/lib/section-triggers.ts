import type { SectionGates } from "./section-gates";

/** The attribute on each section's wrapper: its name (src/components/common/section.tsx). */
export const SECTION_ATTRIBUTE = "data-section";

/**
 * How far ahead of the screen a section starts to hydrate: one screen height. Scrolling one
 * screen on a phone takes a visitor longer than a section takes to hydrate at a low-tier phone's
 * speed, so a section is ready when it arrives, and the carousels' own watchers (which fetch
 * their code 600 px ahead) start from there.
 */
export const NEAR_MARGIN = "100% 0px 100% 0px";

// A visitor's first touch, click or focus inside a waiting section releases it at once: the
// listeners run in the capture phase on the document, before React's own listeners on its root,
// so by the time React sees the event the section may hydrate and the event reaches it (React
// hydrates the boundary around an event's target first). Without this a tap on a section still
// waiting would reach no handler.
const INTERACTIONS = ["pointerdown", "touchstart", "mousedown", "focusin", "keydown"] as const;

function sectionOf(target: EventTarget | null): string | null {
  const element = target instanceof Element ? target : null;
  return element?.closest(`[${SECTION_ATTRIBUTE}]`)?.getAttribute(SECTION_ATTRIBUTE) ?? null;
}

/**
 * Releases the gates as the visitor reaches the sections. Installed once per page load, when the
 * first gate is made. Returns a function that removes every watcher.
 */
export function watchSections(gates: SectionGates): {
  watch: (name: string) => void;
  stop: () => void;
} {
  const onInteraction = (event: Event) => {
    const name = sectionOf(event.target);
    if (name) gates.release(name);
  };
  for (const type of INTERACTIONS) {
    document.addEventListener(type, onInteraction, { capture: true, passive: true });
  }

  const observer =
    typeof IntersectionObserver === "undefined"
      ? null
      : new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              if (!entry.isIntersecting) continue;
              const name = sectionOf(entry.target);
              if (name) gates.release(name);
              observer?.unobserve(entry.target);
            }
          },
          { rootMargin: NEAR_MARGIN },
        );

  const watch = (name: string) => {
    const wrapper = document.querySelector(`[${SECTION_ATTRIBUTE}="${name}"]`);
    // The wrapper has no box of its own (display: contents): its children are watched.
    const children = wrapper ? [...wrapper.children] : [];
    if (!observer || children.length === 0) {
      gates.release(name);
      return;
    }
    for (const child of children) observer.observe(child);
  };

  return {
    watch,
    stop: () => {
      for (const type of INTERACTIONS) {
        document.removeEventListener(type, onInteraction, { capture: true });
      }
      observer?.disconnect();
    },
  };
}
