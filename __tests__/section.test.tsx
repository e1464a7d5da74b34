import { act } from "@testing-library/react";
import { useState } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { releaseAllSections, Section } from "../src/components/common/section";
import { SKIP_OFFSCREEN_ATTRIBUTE } from "../src/lib/offscreen";

// The server renderer as the build runs it (Node's build: the default one needs TextEncoder, which
// jsdom lacks), in this jsdom test that hydrates its output.
const { renderToString } =
  jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node");

describe("section gates", () => {
  // The registry is the module's state: each test takes a fresh copy of the module.
  const freshGates = () => {
    let gates: typeof import("../src/lib/section-gates") | undefined;
    jest.isolateModules(() => {
      gates = jest.requireActual("../src/lib/section-gates");
    });
    return gates!;
  };

  it("keep a section waiting until it is released", async () => {
    const gates = freshGates();
    const opened: string[] = [];
    void gates.waitFor("a").then(() => opened.push("a"));
    void gates.waitFor("b").then(() => opened.push("b"));
    expect(gates.isReleased("a")).toBe(false);
    gates.release("b");
    await Promise.resolve();
    expect(opened).toEqual(["b"]);
    expect(gates.isReleased("b")).toBe(true);
    expect(gates.isReleased("a")).toBe(false);
  });

  it("once every gate is released, a gate made later is open at once", async () => {
    const gates = freshGates();
    void gates.waitFor("a");
    gates.releaseAll();
    expect(gates.isReleased("later")).toBe(true);
    await expect(gates.waitFor("later")).resolves.toBeUndefined();
  });
});

// A stand-in for the browser's IntersectionObserver (jsdom has none): the test says when an
// element comes near the screen.
const observed = new Map<Element, IntersectionObserverCallback>();
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.set(element, this.callback);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
  disconnect() {}
}
function comesNear(element: Element) {
  const callback = observed.get(element);
  if (!callback) throw new Error("The element is not watched");
  callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as never);
}

// A stand-in for requestIdleCallback (jsdom has none, and the fallback is a timer): the test says
// when the browser is idle.
const idle: Array<() => void> = [];
function becomesIdle() {
  idle.splice(0).forEach((run) => run());
}

const renders: string[] = [];
function Counter({ label }: { label: string }) {
  renders.push(label);
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const page = (below: "now" | "near" = "near") => (
  <main>
    <Section name="top" when="now">
      <Counter label="top" />
    </Section>
    {/* The server's HTML is rendered with `now` (see below): the same attributes either way. */}
    <Section name="below" when={below} skipOffscreen>
      <Counter label="below" />
    </Section>
  </main>
);

async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

describe("Section at hydration", () => {
  beforeAll(() => {
    (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver =
      FakeObserver;
    (globalThis as unknown as { requestIdleCallback: unknown }).requestIdleCallback = (
      run: () => void,
    ) => idle.push(run);
  });
  afterAll(() => {
    delete (globalThis as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
    delete (globalThis as unknown as { requestIdleCallback?: unknown }).requestIdleCallback;
  });

  it("hydrates a section below the first screen only when it comes near, on the server's elements", async () => {
    const container = document.createElement("div");
    // The server has no window, so its gate renders nothing: its HTML is a section's without one
    // (jsdom has a window; the built pages' HTML is checked in __tests__/browser/sections.test.ts).
    container.innerHTML = renderToString(page("now"));
    document.body.append(container);
    // Each section is named, in a boundary of its own.
    expect(container.querySelector('[data-section="below"]')?.innerHTML).toBe(
      '<!--$--><button type="button">below<!-- --> <!-- -->0</button><!--/$-->',
    );
    const below = container.querySelector('[data-section="below"] button')!;
    const top = container.querySelector('[data-section="top"] button')!;
    renders.length = 0;

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(), { onRecoverableError: (error) => errors.push(error) });
    });
    await settle();
    // The first screen hydrated; the section below was never even rendered.
    expect(renders).toEqual(["top"]);
    await act(async () => top.dispatchEvent(new MouseEvent("click", { bubbles: true })));
    expect(top.textContent).toBe("top 1");
    renders.length = 0;
    // A click alone (no pointerdown before it, as a tap has) does not release the gate.
    await act(async () => below.dispatchEvent(new MouseEvent("click", { bubbles: true })));
    expect(below.textContent).toBe("below 0");

    await act(async () => comesNear(below));
    await settle();
    expect(renders).toEqual(["below"]);
    // Released once: the section is no longer watched.
    expect(observed.has(below)).toBe(false);
    expect(container.querySelector('[data-section="below"] button')).toBe(below);
    await act(async () => below.dispatchEvent(new MouseEvent("click", { bubbles: true })));
    expect(below.textContent).toBe("below 1");
    expect(errors).toEqual([]);
    container.remove();
    idle.length = 0;
  });

  it("hydrates a section below the first screen when the browser is idle after the page has loaded", async () => {
    // A fresh page: the gates' registry and the section's lazy part are the module's state.
    let fresh: typeof import("../src/components/common/section") | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual("../src/components/common/section");
    });
    const FreshSection = fresh!.Section;
    const freshPage = () => (
      <main>
        <FreshSection name="top" when="now">
          <Counter label="top" />
        </FreshSection>
        <FreshSection name="below">
          <Counter label="below" />
        </FreshSection>
      </main>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(page("now"));
    document.body.append(container);
    renders.length = 0;
    await act(async () => {
      hydrateRoot(container, freshPage());
    });
    await settle();
    expect(renders).toEqual(["top"]);
    // jsdom's document has loaded: the section asked for the browser's next idle moment.
    expect(idle.length).toBeGreaterThan(0);
    await act(async () => becomesIdle());
    await settle();
    expect(renders).toEqual(["top", "below"]);
    const below = container.querySelector('[data-section="below"] button')!;
    await act(async () => below.dispatchEvent(new MouseEvent("click", { bubbles: true })));
    expect(below.textContent).toBe("below 1");
    container.remove();
  });

  it("renders a page that has no server HTML at once (gatsby develop), and keeps it rendered", async () => {
    // A fresh page, as `gatsby develop` serves it: an empty root, which React renders.
    let fresh: typeof import("../src/components/common/section") | undefined;
    jest.isolateModules(() => {
      fresh = jest.requireActual("../src/components/common/section");
    });
    const FreshSection = fresh!.Section;
    const freshPage = () => (
      <main>
        <FreshSection name="top" when="now">
          <Counter label="top" />
        </FreshSection>
        <FreshSection name="below">
          <Counter label="below" />
        </FreshSection>
      </main>
    );
    const container = document.createElement("div");
    document.body.append(container);
    observed.clear();
    const errors: unknown[] = [];
    const root = createRoot(container, { onRecoverableError: (error) => errors.push(error) });
    renders.length = 0;
    await act(async () => root.render(freshPage()));
    // Both sections in the first render: nothing waits for server HTML there is not.
    expect(renders).toEqual(["top", "below"]);
    const below = container.querySelector('[data-section="below"] button')!;
    expect(below.textContent).toBe("below 0");
    // A render after the first commit (the wrapper is in the page now) keeps the section.
    await act(async () => root.render(freshPage()));
    await act(async () => below.dispatchEvent(new MouseEvent("click", { bubbles: true })));
    expect(container.querySelector('[data-section="below"] button')).toBe(below);
    expect(below.textContent).toBe("below 1");
    expect(errors).toEqual([]);
    // No section waits for the browser's idle moment or the screen.
    expect(idle).toEqual([]);
    expect(observed.size).toBe(0);
    act(() => root.unmount());
    container.remove();
  });

  it("the watcher releases a section whose wrapper is not in the page instead of watching it", () => {
    let gates: typeof import("../src/lib/section-gates") | undefined;
    let triggers: typeof import("../src/lib/section-triggers") | undefined;
    jest.isolateModules(() => {
      gates = jest.requireActual("../src/lib/section-gates");
      triggers = jest.requireActual("../src/lib/section-triggers");
    });
    observed.clear();
    const watch = triggers!.watchSections();
    expect(() => watch("nowhere")).not.toThrow();
    expect(gates!.isReleased("nowhere")).toBe(true);
    expect(observed.size).toBe(0);
  });

  it("renders everything at once after a navigation", () => {
    releaseAllSections();
    const html = renderToString(page());
    expect(html).toContain("below");
    expect(html).not.toContain("<!--$!-->");
  });

  it("lets the browser skip rendering a section below the first screen while far away, unless told not to", () => {
    const skipped = `${SKIP_OFFSCREEN_ATTRIBUTE}=""`;
    const below = (
      <Section name="below-default">
        <p>text</p>
      </Section>
    );
    const first = (
      <Section name="first" when="now">
        <p>text</p>
      </Section>
    );
    const fixedInside = (
      <Section name="fixed-inside" skipOffscreen={false}>
        <p>text</p>
      </Section>
    );
    expect(renderToString(below)).toContain(skipped);
    expect(renderToString(first)).not.toContain(skipped);
    expect(renderToString(fixedInside)).not.toContain(skipped);
  });
});
