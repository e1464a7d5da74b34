// A move through the page's own history that changes only the fragment (an in-page anchor followed,
// a thumbnail's `#gallery-photo-4`, Back from one to the page it was on) is the browser's alone:
// it scrolls to the element, focuses it and updates `:target`. Gatsby's router (@reach/router)
// also hears it, as a `popstate` event on the window, and renders the whole page again for the new
// address; a section that has not hydrated (it never does, or waits for the screen) then gets an
// update it cannot take: React 18 throws its server HTML away and draws it anew in the browser
// ("received an update before it finished hydrating"), blank until its code arrives, and the focus
// the browser had just moved into it is lost. Nothing in the site reads the router's fragment
// (pages read `window.location.hash`), so such a move is kept from the router: a listener added
// before the router's, in the capture phase, stops it. A move to another page goes on to the router.
//
// Written by hand: the router has no option to ignore fragment changes, and this is the History
// API's own event, not the router's code.

/** The part of an address that names the page: a change in it is a move to another page. */
const pageOf = (location: Pick<Location, "pathname" | "search">) =>
  `${location.pathname}${location.search}`;

/**
 * Keeps fragment-only history moves from the router, from now on. `shown(location)` tells it the
 * page the router shows after each route update (a move made by `pushState`, which fires no event).
 */
export function keepFragmentMovesFromRouter(win: Window): {
  shown: (location: Pick<Location, "pathname" | "search">) => void;
} {
  let page = pageOf(win.location);
  win.addEventListener(
    "popstate",
    (event) => {
      const next = pageOf(win.location);
      if (next === page) event.stopImmediatePropagation();
      else page = next;
    },
    true,
  );
  return {
    shown: (location) => {
      page = pageOf(location);
    },
  };
}
