// A tap on a popover's button answers at once while the page is still starting.
//
// React 18 listens for events on the root's container. A tap (any of its "discrete" events) that
// lands in a root which has not finished hydrating makes React finish it at once, inside the tap
// (react-dom 18.3: dispatchEvent → attemptSynchronousHydration → flushRoot): the page's whole
// shell is rendered before the browser may act on the tap. On the low-tier phone that held the
// Menu up to 336 ms (measured, docs/performance.md). A popover's button (`<button popovertarget>`,
// the header's Menu) needs nothing from React: the browser opens and closes the popover itself.
// So until the root has hydrated, that button's events stop at the document, before React's
// listener, and the browser does what the button does (its default action, which stopping the
// event's propagation leaves alone). Once the root has hydrated, React sees every event again.
// Written here because no library does it: it is about how React schedules hydration.

import { HYDRATING_EVENTS } from "../../shared/lib/react-events";

/** What the browser runs by itself: a button that opens a popover. */
export const BROWSER_RUN_CONTROL = "button[popovertarget]";

/**
 * Keeps the events of every popover button in `doc` away from React until the returned function
 * is called (once the root has hydrated). Idempotent: calling the returned function twice is safe.
 */
export function guardPopoverButtons(doc: Document = document): () => void {
  const stop = (event: Event) => {
    const target = event.target;
    if (target instanceof Element && target.closest(BROWSER_RUN_CONTROL)) {
      event.stopPropagation();
    }
  };
  for (const type of HYDRATING_EVENTS) doc.addEventListener(type, stop, { capture: true });
  return () => {
    for (const type of HYDRATING_EVENTS) doc.removeEventListener(type, stop, { capture: true });
  };
}
