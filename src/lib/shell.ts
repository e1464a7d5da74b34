// What the page's shell (src/components/layout/) and the behaviours the layout gives it
// (src/hooks/use-shell.ts) both name.

/** The header's menu: an HTML popover, opened by its button's `popovertarget`. */
export const MENU_ID = "site-menu";

/** On a header link whose address may point at a part of a page ("/#about"). */
export const NAV_LINK_ATTRIBUTE = "data-nav-link";

/** Where a header link to a part of another page leaves that part's id for the page to scroll to. */
export const SCROLL_TO_KEY = "immeasure-scroll-to";
