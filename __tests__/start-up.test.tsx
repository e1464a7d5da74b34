import { chakra } from "@chakra-ui/react";
import { render, screen } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";
import { MessageChannel as NodeMessageChannel } from "worker_threads";
import * as browserApi from "../gatsby-browser";
import { browserSystem } from "../src/components/layout/root-provider";
import { createSiteSystem } from "../src/theme";

// The layout needs the site's data; its own tests cover it. Here it only has to wrap the page.
jest.mock("../src/components/layout/layout", () => ({
  Layout: ({ children }: { children: ReactNode }) => <main data-testid="layout">{children}</main>,
}));

describe("the browser's style system", () => {
  it("reuses the global CSS the server wrote into the page instead of building it again", () => {
    const base = createSiteSystem();
    const system = browserSystem(base, true);
    expect(system._global).toEqual([]);
    // Everything else is the site's system.
    expect(system.css).toBe(base.css);
    expect(system.token("colors.brand.500")).toBe(base.token("colors.brand.500"));
    expect(base._global.length).toBeGreaterThan(0);
  });

  it("builds the global CSS when the page has none (gatsby develop renders without server HTML)", () => {
    const base = createSiteSystem();
    expect(browserSystem(base, false)).toBe(base);
  });
});

describe("gatsby-browser start-up", () => {
  // jsdom has no MessageChannel; Node's behaves like the browser's for this purpose.
  beforeAll(() => {
    Object.assign(globalThis, { MessageChannel: NodeMessageChannel });
  });
  const wrap = (element: ReactElement) =>
    (browserApi.wrapPageElement as (args: { element: ReactElement }) => ReactElement)({ element });

  it("loads the providers and the layout in tasks of their own, then wraps every page in them", async () => {
    const ready = (browserApi.onClientEntry as () => Promise<void>)();
    let done = false;
    void ready.then(() => {
      done = true;
    });
    // Any number of microtasks (the task that started Gatsby) is not enough: it waits for the
    // following tasks, and no page can render before.
    for (let i = 0; i < 50; i++) await Promise.resolve();
    expect(done).toBe(false);
    expect(() => wrap(<p>page</p>)).toThrow(/before onClientEntry finished/);

    await ready;
    render(wrap(<chakra.p color="fg.muted">Our treatments</chakra.p>));
    expect(screen.getByTestId("layout")).toContainElement(screen.getByText("Our treatments"));
    // Chakra's style props work, so the style system is in place.
    const [className] = screen.getByText("Our treatments").classList;
    const rules = [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules].map((rule) => rule.cssText),
    );
    expect(rules).toContain(`.${className} {color: var(--chakra-colors-fg-muted);}`);
  });
});
