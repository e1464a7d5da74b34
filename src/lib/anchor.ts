// Links such as "/#about" point at an element of another (or the same) page.
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

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

export function scrollToId(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  element.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  return true;
}
