/**
 * The events on which react-dom 18 hydrates a boundary at once, inside the event, when the event's
 * target is in a part of the page React has not hydrated (its `discreteReplayableEvents`: react-dom
 * 18.3, dispatchEvent → attemptSynchronousHydration), less those a page's buttons and links never
 * get (input, composition, clipboard, drag and form events). A contract test reads react-dom's own
 * list (__tests__/invoker-guard.test.tsx).
 */
export const HYDRATING_EVENTS = [
  "pointerdown",
  "pointerup",
  "pointercancel",
  "mousedown",
  "mouseup",
  "touchstart",
  "touchend",
  "touchcancel",
  "click",
  "auxclick",
  "dblclick",
  "contextmenu",
  "keydown",
  "keypress",
  "keyup",
] as const;

/**
 * The events React 18 holds for later when their target is in a part of the page it has not
 * hydrated, asking for that part's hydration as it does (its `queueIfContinuousEvent`: react-dom
 * 18.3, attemptContinuousHydration), and stops. A finger's tap brings `pointerover`, `mouseover`
 * and `focusin` with it.
 */
export const QUEUED_EVENTS = [
  "focusin",
  "dragenter",
  "mouseover",
  "pointerover",
  "gotpointercapture",
] as const;
