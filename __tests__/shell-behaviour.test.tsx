import { act, render } from "@testing-library/react";
import { Header } from "../src/components/layout/header";
import { RootProvider } from "../src/components/layout/root-provider";
import { useMenu, useNavAnchors } from "../src/hooks/use-shell";
import type { SiteData } from "../src/hooks/use-site";
import { PageLocaleContext, type PageLocale } from "../src/hooks/use-strings";
import { UI_STRINGS } from "../shared/i18n";

// The header never hydrates: it is the server's HTML, and the layout gives it the little it does
// beyond HTML from the document (src/hooks/use-shell.ts). This test writes the header's server
// HTML into the page and runs only the layout's behaviours on it.

const ITEMS = [
  { name: { text: "Home", lang: null }, link: "/#home", page: "/" },
  { name: { text: "About", lang: null }, link: "/#about", page: "/" },
  { name: { text: "Services", lang: null }, link: "/services/", page: "/services/" },
  { name: { text: "Contact", lang: null }, link: "/contact/", page: "/contact/" },
];

// What the page's query and context give the layout (gatsby-plugin-languages), on the English home page.
const SITE: SiteData = {
  siteYaml: {
    name: "Immeasure Beauty Spa",
    shortName: "Immeasure",
    tagline: { text: "Beauty spa", lang: null },
    phone: "+254700000000",
    whatsapp: "254700000000",
    email: { bookings: "bookings@example.com", support: "support@example.com" },
    address: { display: { text: "Rongai, Kenya", lang: null } },
  },
  socialYaml: { items: [] },
  navigationYaml: { items: ITEMS },
};
const LOCALE: PageLocale = { locale: "en", strings: UI_STRINGS.en, pathname: "/", site: SITE };

// The server renderer as the build runs it (Node's build: the default one needs TextEncoder, which
// jsdom lacks).
const { renderToString } =
  jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node");

// jsdom has no popover API: the menu's open state, as `:popover-open` would match it.
let menuOpen = false;
const matches = Element.prototype.matches;
const hidePopover = jest.fn(() => {
  menuOpen = false;
});
beforeEach(() => {
  menuOpen = false;
  hidePopover.mockClear();
  jest.spyOn(Element.prototype, "matches").mockImplementation(function (
    this: Element,
    selector: string,
  ) {
    return selector === ":popover-open" ? menuOpen : matches.call(this, selector);
  });
  (HTMLElement.prototype as unknown as { hidePopover: () => void }).hidePopover = hidePopover;
  Element.prototype.scrollIntoView = jest.fn();
  document.body.innerHTML = renderToString(
    <RootProvider>
      <PageLocaleContext.Provider value={LOCALE}>
        <Header />
      </PageLocaleContext.Provider>
    </RootProvider>,
  );
});
afterEach(() => jest.restoreAllMocks());

function Shell() {
  useMenu();
  useNavAnchors("/");
  return null;
}

const menuButton = () => document.querySelector('button[aria-label="Menu"]')!;
const menu = () => document.getElementById("site-menu")!;

describe("the header's menu, run by the layout", () => {
  it("says on its button whether it is open, once the page runs (the server can't know)", () => {
    expect(menuButton()).not.toHaveAttribute("aria-expanded");
    render(<Shell />, { container: document.body.appendChild(document.createElement("div")) });
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps the button's aria-expanded with the menu as the browser opens and closes it", () => {
    render(<Shell />, { container: document.body.appendChild(document.createElement("div")) });
    // The browser opens the popover (its button's popovertarget), then fires `toggle`.
    menuOpen = true;
    act(() => menu().dispatchEvent(new Event("toggle")));
    expect(menuButton()).toHaveAttribute("aria-expanded", "true");
    menuOpen = false;
    act(() => menu().dispatchEvent(new Event("toggle")));
    expect(menuButton()).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when a link in it is chosen, and scrolls to a part of this page without leaving it", () => {
    render(<Shell />, { container: document.body.appendChild(document.createElement("div")) });
    menuOpen = true;
    const about = [...menu().querySelectorAll("a")].find((link) => link.textContent === "About")!;
    expect(about.getAttribute("href")).toBe("/#about");
    const target = document.body.appendChild(document.createElement("section"));
    target.id = "about";
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      about.dispatchEvent(click);
    });
    expect(hidePopover).toHaveBeenCalledTimes(1);
    // On "/": the browser does not follow the link; the page scrolls to the part, and says so in
    // its address.
    expect(click.defaultPrevented).toBe(true);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(window.location.hash).toBe("#about");
  });
});
