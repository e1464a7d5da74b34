import { afterNextPaint } from "../../shared/lib/next-task";
import { HYDRATING_EVENTS, QUEUED_EVENTS } from "../../shared/lib/react-events";
import { isReleased, release as releaseGate } from "./section-gates";

/** The attribute on each section's wrapper: its name (src/components/common/section.tsx). */
export const SECTION_ATTRIBUTE = "data-section";

/** The attribute on each section's wrapper that says when it hydrates ("never", "visible", "moved"). */
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

/** How long a touch may take to become a tap before the sections near the screen go ahead. */
export const TAP_WAIT_MS = 1000;

// A visitor's first touch or click inside a waiting section releases it at once: the listener
// runs in the capture phase on the document, before React's own listeners on its root, so by the
// time React sees the event the section may hydrate and the event reaches it (React hydrates the
// boundary around an event's target first). A touch, a mouse button and a pen all start with
// `pointerdown`. Keyboard focus needs no listener of its own: the key that moves it is a move
// through the page, and the browser scrolls what takes focus near the screen.

const onScreen = (entry: IntersectionObserverEntry) =>
  entry.boundingClientRect.top < window.innerHeight && entry.boundingClientRect.bottom > 0;

/** A section that hydrates, by the wrapper around `element` ("visible" or "moved"). */
const HYDRATING = `[${SECTION_ATTRIBUTE}]:is([${HYDRATE_ATTRIBUTE}="visible"], [${HYDRATE_ATTRIBUTE}="moved"])`;
/** A section that waits for the visitor's first move even on the screen. */
const WAITS_FOR_MOVE = `[${SECTION_ATTRIBUTE}][${HYDRATE_ATTRIBUTE}="moved"]`;

/** What ends a touch: its tap's click, or the browser cancelling it (it became a scroll). */
const TAP_ENDS = ["click", "pointercancel", "touchcancel"] as const;

/**
 * Keeps a tap, click or key inside a section that never hydrates away from React. React 18 takes
 * such a section (a boundary it has not hydrated) for one still to hydrate: at each of the tap's
 * events (pointerdown, touchstart, pointerup, touchend, mousedown, mouseup, click) it hydrates the
 * boundary at once, inside the event (react-dom 18.3: dispatchEvent → attemptSynchronousHydration),
 * renders it up to its gate, which stays pending, throws that work away and stops the event
 * (`stopPropagation`) at its root; at the others (pointerover, mouseover, focusin) it asks for the
 * boundary's hydration, renders, and stops the event too. The header never hydrates: the CPU of a
 * tap on its colour-mode button went from 9.2 to 7.7 ms (unslowed, median of 5), the Menu's from
 * 7.3 to 5.6, when they stopped. The event is stopped here instead, on the document, before it
 * reaches React's root: what it does is unchanged (its default action, a link's or a popover
 * button's, is the browser's; the document's own capturing listeners, as the head scripts', still
 * hear it), without React's renders. Once the gates are released (a page the browser renders
 * itself, after a navigation) React sees every event again. Written by hand: it is about how
 * React 18 schedules hydration, which no library changes.
 */
function keepFromReact() {
  const stop = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const wrapper = target.closest(`[${SECTION_ATTRIBUTE}][${HYDRATE_ATTRIBUTE}="never"]`);
    if (wrapper && !isReleased(wrapper.getAttribute(SECTION_ATTRIBUTE)!)) event.stopPropagation();
  };
  for (const type of [...HYDRATING_EVENTS, ...QUEUED_EVENTS]) {
    document.addEventListener(type, stop, true);
  }
}

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
    const wrapper = element.closest(HYDRATING);
    if (!wrapper) return;
    releaseGate(wrapper.getAttribute(SECTION_ATTRIBUTE)!);
    // Released once: the observer has nothing more to report about this section.
    for (const child of wrapper.children) {
      observer?.unobserve(child);
      near.delete(child);
    }
  };
  document.addEventListener("pointerdown", (event) => release(event.target as Element), true);
  keepFromReact();
  const releaseNear = () => {
    for (const element of [...near]) release(element);
  };
  const onMove = (event: Event) => {
    moved = true;
    for (const move of MOVES) window.removeEventListener(move, onMove, true);
    // The sections near the screen hydrate once the move has been answered on the screen: their
    // code (and the style system's, with the first of them) is evaluated in tasks that can't
    // yield, and one of those between a tap's touch and its click held the tap's answer back
    // (the colour mode at 13x: 112-360 ms). A touch waits for its tap's click (or for the browser
    // to cancel it, as it does when the touch becomes a scroll), and then for the next paint.
    if (event.type !== "touchstart" && event.type !== "pointerdown") {
      afterNextPaint(releaseNear);
      return;
    }
    // Called once: the first end removes the listeners and the timer.
    const ended = () => {
      clearTimeout(timer);
      for (const end of TAP_ENDS) window.removeEventListener(end, ended, true);
      afterNextPaint(releaseNear);
    };
    const timer = setTimeout(ended, TAP_WAIT_MS);
    for (const end of TAP_ENDS)
      window.addEventListener(end, ended, { capture: true, passive: true });
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
              else if (moved || (onScreen(entry) && !entry.target.closest(WAITS_FOR_MOVE)))
                release(entry.target);
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
