import { keepFragmentMovesFromRouter } from "../src/lib/fragment-moves";

// The router's listener, added after ours as Gatsby's router adds its own once the page renders.
function routerHears() {
  const heard: string[] = [];
  window.addEventListener("popstate", () => heard.push(window.location.href));
  return heard;
}

const move = (url: string) => {
  window.history.pushState(null, "", url);
  window.dispatchEvent(new PopStateEvent("popstate", { state: null }));
};

describe("fragment-only history moves are kept from the router", () => {
  beforeAll(() => window.history.replaceState(null, "", "/services/"));

  it("stops a move within the page, lets a move to another page through, and follows the router's own moves", () => {
    const moves = keepFragmentMovesFromRouter(window);
    const heard = routerHears();
    move("/services/#gallery-photo-4");
    move("/services/");
    expect(heard).toEqual([]);
    move("/contact/");
    expect(heard).toEqual(["http://localhost/contact/"]);
    move("/contact/#form");
    expect(heard).toHaveLength(1);
    // The router opens a page by pushState (no event) and says so after.
    window.history.pushState(null, "", "/about/");
    moves.shown({ pathname: "/about/", search: "" });
    move("/about/#values");
    expect(heard).toHaveLength(1);
    // Back to the services page: another page, whatever its fragment.
    move("/services/#gallery-photo-4");
    expect(heard).toEqual([
      "http://localhost/contact/",
      "http://localhost/services/#gallery-photo-4",
    ]);
    // A change of query is another page too.
    move("/services/?tab=nails");
    expect(heard).toHaveLength(3);
  });
});
