import { useEffect } from "react";
import {
  SCROLL_DELAY_AFTER_NAVIGATION_MS,
  samePath,
  scrollToId,
  scrollToIdWhenShown,
  splitAnchor,
} from "../lib/anchor";
import { watchReveals } from "../lib/reveal";
import { MENU_ID, NAV_LINK_ATTRIBUTE, SCROLL_TO_KEY } from "../lib/shell";

// The header and the sections that never hydrate are the server's HTML; the few things they do
// beyond what HTML does are given to them here, by the layout, from the document: nothing of
// them needs their code, nor Chakra's. Where React renders them (a page the browser renders
// itself), the same listeners serve.

const isOpen = (element: Element) => {
  try {
    return element.matches(":popover-open");
  } catch {
    // A browser without the popover API rejects the selector; the element never opens there.
    return false;
  }
};

/**
 * The header's menu (an HTML popover the browser opens and closes itself): its button's
 * `aria-expanded` follows it (absent in the server's HTML, which can't know whether the visitor
 * opened it before this ran), and choosing a link in it closes it (one to a part of this page
 * leaves the page where it is).
 */
export function useMenu(): void {
  useEffect(() => {
    const follow = () => {
      const menu = document.getElementById(MENU_ID);
      for (const button of document.querySelectorAll(`[popovertarget="${MENU_ID}"]`)) {
        button.setAttribute("aria-expanded", String(Boolean(menu && isOpen(menu))));
      }
    };
    follow();
    // `toggle` doesn't bubble: heard on its way down.
    const onToggle = (event: Event) => {
      if ((event.target as Element).id === MENU_ID) follow();
    };
    const onClick = (event: MouseEvent) => {
      const menu = document.getElementById(MENU_ID);
      const link = (event.target as Element).closest?.("a");
      if (menu && link && menu.contains(link) && isOpen(menu)) menu.hidePopover();
    };
    document.addEventListener("toggle", onToggle, true);
    // In the capture phase: React stops a tap inside a part of the page it has not hydrated (the
    // header never is) at its root, before the tap would bubble up to the document.
    document.addEventListener("click", onClick, true);
    return () => {
      document.removeEventListener("toggle", onToggle, true);
      document.removeEventListener("click", onClick, true);
    };
  }, []);
}

/**
 * Header links to a part of a page ("/#about"): on that page, a smooth scroll to it; from another
 * page, the page opens and scrolls to it 500 ms after it shows (it opens whole, from its HTML, and
 * reads what to scroll to from the session). Without JavaScript they are plain links that work as
 * well.
 */
export function useNavAnchors(pathname: string): void {
  useEffect(() => {
    let pending: string | null = null;
    try {
      pending = sessionStorage.getItem(SCROLL_TO_KEY);
      sessionStorage.removeItem(SCROLL_TO_KEY);
    } catch {
      // Storage can be unavailable (private mode): the page opens at its top.
    }
    const cancel = pending ? scrollToIdWhenShown(pending, SCROLL_DELAY_AFTER_NAVIGATION_MS) : null;
    if (pending) window.history.replaceState(window.history.state, "", `#${pending}`);

    // Before the link's own handler (a Gatsby link the browser rendered, which leaves a click whose
    // default is prevented alone), in the capture phase.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.(`a[${NAV_LINK_ATTRIBUTE}]`);
      if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      const { path, hash } = splitAnchor(link.getAttribute("href") ?? "");
      if (!hash) return;
      event.preventDefault();
      if (samePath(window.location.pathname, path)) {
        scrollToId(hash);
        window.history.replaceState(window.history.state, "", `#${hash}`);
        return;
      }
      try {
        sessionStorage.setItem(SCROLL_TO_KEY, hash);
        window.location.assign(path);
      } catch {
        window.location.assign(`${path}#${hash}`);
      }
    };
    document.addEventListener("click", onClick, true);
    return () => {
      cancel?.();
      document.removeEventListener("click", onClick, true);
    };
  }, [pathname]);
}

/** The page's scroll reveals (src/lib/reveal.ts), whichever section they are in. */
export function useReveals(pathname: string): void {
  useEffect(() => watchReveals(document), [pathname]);
}
