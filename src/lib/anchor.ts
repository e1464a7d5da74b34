// Links such as "/#about" point at an element of another (or the same) page.
import { prefersReducedMotion } from "./motion";

export const SCROLL_DELAY_AFTER_NAVIGATION_MS = 500;

export interface AnchorTarget {
  path: string;
  hash: string;
}

export function splitAnchor(link: string): AnchorTarget {
  const index = link.indexOf("#");
  if (index === -1) return { path: link, hash: "" };
  return { path: link.slice(0, index) || "/", hash: link.slice(index + 1) };
}

// "/about", "/about/" and "/about/index.html" are the same page.
export function samePath(a: string, b: string): boolean {
  const normalise = (p: string) => p.replace(/index\.html$/, "").replace(/\/+$/, "") || "/";
  return normalise(a) === normalise(b);
}

export function scrollToId(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  return true;
}

/** How long after the delay a link waits at most for the next page to show its anchor. */
export const ANCHOR_WAIT_MS = 10000;

/**
 * Scrolls to `id` once `delayMs` have passed and the element is in the page. Opening another page
 * takes as long as its code and data take to arrive: on a slow phone the anchor may not exist yet
 * when the delay is over, so it is looked for again at every frame (up to ANCHOR_WAIT_MS) instead
 * of the scroll being lost. Returns a function that cancels it.
 */
export function scrollToIdWhenShown(id: string, delayMs: number): () => void {
  let frame = 0;
  let deadline = 0;
  const attempt = () => {
    if (scrollToId(id) || performance.now() > deadline) return;
    frame = window.requestAnimationFrame(attempt);
  };
  const timer = window.setTimeout(() => {
    deadline = performance.now() + ANCHOR_WAIT_MS;
    attempt();
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    window.cancelAnimationFrame(frame);
  };
}
