import { act } from "@testing-library/react";
import { Profiler } from "react";
import { hydrateRoot } from "react-dom/client";
import { Header } from "../src/components/layout/header";
import { RootProvider } from "../src/components/layout/root-provider";
import type { SiteData } from "../src/hooks/use-site";
import { PageLocaleContext, type PageLocale } from "../src/hooks/use-strings";
import { UI_STRINGS } from "../src/i18n";

// Counts the header's link renders: each one is a Chakra-styled link, and the header shows every
// link twice (the wide screen's list and the phone's menu).
const mockLinkRenders = jest.fn();
jest.mock("../src/components/layout/nav-link", () => {
  const actual = jest.requireActual("../src/components/layout/nav-link");
  return {
    NavLink: (props: Parameters<typeof actual.NavLink>[0]) => {
      mockLinkRenders();
      return actual.NavLink(props);
    },
  };
});

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
// jsdom lacks), in this jsdom test that hydrates its output.
const { renderToString } =
  jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node");

// Every commit React makes in the header.
const mockCommits = jest.fn();

const page = () => (
  <RootProvider>
    <PageLocaleContext.Provider value={LOCALE}>
      <Profiler id="header" onRender={mockCommits}>
        <Header />
      </Profiler>
    </PageLocaleContext.Provider>
  </RootProvider>
);

// jsdom has no popover API: the menu's open state, as `:popover-open` would match it.
let menuOpen = false;
const matches = Element.prototype.matches;
beforeEach(() => {
  menuOpen = false;
  jest.spyOn(Element.prototype, "matches").mockImplementation(function (
    this: Element,
    selector: string,
  ) {
    return selector === ":popover-open" ? menuOpen : matches.call(this, selector);
  });
});
afterEach(() => jest.restoreAllMocks());

async function hydrated() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(page());
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, page());
  });
  return container;
}

describe("Header at hydration", () => {
  it("reads the menu's state after mounting without rendering the header again", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(page());
    document.body.append(container);
    const menuButton = container.querySelector('button[aria-label="Menu"]')!;
    // The server can't know whether the visitor has opened the menu.
    expect(menuButton).not.toHaveAttribute("aria-expanded");

    mockLinkRenders.mockClear();
    const errors = jest.spyOn(console, "error");
    await act(async () => {
      hydrateRoot(container, page());
    });

    // Once mounted, the button says what the menu element itself says (closed)...
    expect(container.querySelector('button[aria-label="Menu"]')).toBe(menuButton);
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    // ...without rendering the header again: each link rendered once, for hydration. When the
    // header held the menu's state, reading it re-rendered the whole bar and both link lists in
    // one task that can't yield (about 140 ms with a phone's CPU).
    expect(mockLinkRenders).toHaveBeenCalledTimes(ITEMS.length * 2);
    expect(errors).not.toHaveBeenCalled();
  });

  it("follows the menu opening and closing without a render", async () => {
    const container = await hydrated();
    const menu = container.querySelector("#site-menu")!;
    const menuButton = container.querySelector('button[aria-label="Menu"]')!;
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    mockCommits.mockClear();

    // The browser opens the popover (its button's popovertarget), then fires `toggle`.
    menuOpen = true;
    await act(async () => {
      menu.dispatchEvent(new Event("toggle"));
    });
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    menuOpen = false;
    await act(async () => {
      menu.dispatchEvent(new Event("toggle"));
    });
    expect(menuButton).toHaveAttribute("aria-expanded", "false");
    // Held as React state, each change re-rendered the button (its recipe's styles worked out
    // again) after every toggle.
    expect(mockCommits).not.toHaveBeenCalled();
  });
});
