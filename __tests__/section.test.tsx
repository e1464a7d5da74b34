import { act } from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { releaseAllSections, Section, type HydrateWhen } from "../src/components/common/section";
import { SKIP_OFFSCREEN_ATTRIBUTE } from "../src/lib/offscreen";

// The sections' content here is plain elements: no Chakra to load around it.
jest.mock("../src/components/common/style-root", () => ({
  StyleRoot: ({ children }: { children: ReactNode }) => children,
}));

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

// A stand-in for the browser's IntersectionObserver (jsdom has none): the test says where an
// element is.
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
/** The element is within the observer's margin (a screen around the screen), at `top`. */
function isAt(element: Element, top: number) {
  const callback = observed.get(element);
  if (!callback) throw new Error("The element is not watched");
  const entry = {
    isIntersecting: true,
    target: element,
    boundingClientRect: { top, bottom: top + 300 } as DOMRectReadOnly,
  };
  callback([entry as IntersectionObserverEntry], {} as never);
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

type SectionType = typeof Section;
const page = (Part: SectionType = Section, below: HydrateWhen = "visible") => (
  <main>
    <Part name="top" when="visible" skipOffscreen={false}>
      <Counter label="top" />
    </Part>
    <Part name="links" when="never" skipOffscreen>
      <Counter label="links" />
    </Part>
    <Part name="below" when={below} skipOffscreen>
      <Counter label="below" />
    </Part>
  </main>
);

/** A fresh page's module: the gates' registry and the sections' lazy parts are its state. */
function freshSection(): SectionType {
  let fresh: typeof import("../src/components/common/section") | undefined;
  jest.isolateModules(() => {
    fresh = jest.requireActual("../src/components/common/section");
  });
  return fresh!.Section;
}

async function settle() {
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/** A fresh page's module and the section watcher it uses (for spying on it). */
function freshSectionAndTriggers() {
  let fresh: typeof import("../src/components/common/section") | undefined;
  let triggers: typeof import("../src/lib/section-triggers") | undefined;
  jest.isolateModules(() => {
    fresh = jest.requireActual("../src/components/common/section");
    triggers = jest.requireActual("../src/lib/section-triggers");
  });
  return { FreshSection: fresh!.Section, triggers: triggers! };
}

/** Past the browser's next frame, and a task after it. */
const afterPaint = () =>
  act(
    () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 0))),
  );

/** A tap's events on `element`, as a phone sends them. */
function tap(element: Element) {
  for (const type of ["pointerover", "pointerdown", "touchstart", "pointerup", "touchend"]) {
    element.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
  }
  for (const type of ["mouseover", "mousedown", "focusin", "mouseup", "click"]) {
    element.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
  }
}

/** The page's server HTML in a container in the document. */
function serverPage(below: HydrateWhen = "visible") {
  const container = document.createElement("div");
  container.innerHTML = renderToString(page(Section, below));
  document.body.append(container);
  // The server's renders are not the browser's.
  renders.length = 0;
  const button = (name: string) =>
    container.querySelector<HTMLButtonElement>(`[data-section="${name}"] button`)!;
  return { container, button };
}

describe("Section at hydration", () => {
  beforeAll(() => {
    (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver =
      FakeObserver;
  });
  afterAll(() => {
    delete (globalThis as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  beforeEach(() => {
    observed.clear();
    renders.length = 0;
  });
  // Each test's page is its own: none of another's sections stays in the document.
  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("hydrates a section when it comes on the screen, on the server's elements; before the visitor moves, near is not enough", async () => {
    const FreshSection = freshSection();
    const { container, button } = serverPage();
    // Each section is named, says when it hydrates, in a boundary of its own.
    expect(container.querySelector('[data-section="below"]')?.outerHTML).toBe(
      `<div data-section="below" data-hydrate="visible" ${SKIP_OFFSCREEN_ATTRIBUTE}=""><!--$--><button type="button">below<!-- --> <!-- -->0</button><!--$--></div>`.replace(
        "<!--$--></div>",
        "<!--/$--></div>",
      ),
    );
    const [top, below] = [button("top"), button("below")];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(FreshSection), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    await settle();
    // Nothing hydrated yet: nothing has been seen on the screen.
    expect(renders).toEqual([]);
    await act(async () => isAt(top, 0));
    await settle();
    expect(renders).toEqual(["top"]);
    // Near the screen (within the observer's margin) but below it, before any move: it waits.
    await act(async () => isAt(below, 1200));
    await settle();
    expect(renders).toEqual(["top"]);
    // The visitor scrolls: what is near hydrates, once the scroll has been painted.
    await act(async () => window.dispatchEvent(new Event("scroll")));
    await afterPaint();
    await settle();
    expect(renders).toEqual(["top", "below"]);
    // Released once: the section is no longer watched; its element is the server's.
    expect(observed.has(below)).toBe(false);
    expect(container.querySelector('[data-section="below"] button')).toBe(below);
    await act(async () => below.dispatchEvent(new MouseEvent("click", { bubbles: true })));
    expect(below.textContent).toBe("below 1");
    expect(errors).toEqual([]);
    container.remove();
  });

  it("hydrates a section that waits for a move at the visitor's first move, though it is on the screen from the start", async () => {
    const FreshSection = freshSection();
    const { container, button } = serverPage("moved");
    const [top, below] = [button("top"), button("below")];
    await act(async () => {
      hydrateRoot(container, page(FreshSection, "moved"));
    });
    await settle();
    // Both on the first screen: the one that hydrates when visible does, the other waits.
    await act(async () => isAt(top, 0));
    await act(async () => isAt(below, 400));
    await settle();
    expect(renders).toEqual(["top"]);
    // The visitor scrolls: it hydrates once the scroll has been painted.
    await act(async () => window.dispatchEvent(new Event("scroll")));
    await afterPaint();
    await settle();
    expect(renders).toEqual(["top", "below"]);
    expect(observed.has(below)).toBe(false);
    await act(async () => below.dispatchEvent(new MouseEvent("click", { bubbles: true })));
    expect(below.textContent).toBe("below 1");
    container.remove();
  });

  it("hydrates a section that waits for a move at a touch inside it, before React sees the touch", async () => {
    const FreshSection = freshSection();
    const { container, button } = serverPage("moved");
    const below = button("below");
    await act(async () => {
      hydrateRoot(container, page(FreshSection, "moved"));
    });
    await act(async () => isAt(below, 400));
    await settle();
    expect(renders).toEqual([]);
    await act(async () => {
      below.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    });
    await settle();
    expect(renders).toEqual(["below"]);
    container.remove();
  });

  it("never hydrates a section that has nothing to tap: not on the screen, nor when touched", async () => {
    const FreshSection = freshSection();
    const { container, button } = serverPage();
    const links = button("links");
    await act(async () => {
      hydrateRoot(container, page(FreshSection));
    });
    await settle();
    // It is not even watched.
    expect(observed.has(links)).toBe(false);
    await act(async () => {
      window.dispatchEvent(new Event("scroll"));
      links.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true }));
      links.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    });
    await settle();
    expect(renders).not.toContain("links");
    expect(links.textContent).toBe("links 0");
    expect(container.querySelector('[data-section="links"] button')).toBe(links);
    container.remove();
  });

  it("keeps a tap inside a section that never hydrates from React: React renders nothing inside the tap, the document still hears it", async () => {
    const { FreshSection, triggers } = freshSectionAndTriggers();
    const { container, button } = serverPage();
    const links = button("links");
    await act(async () => {
      hydrateRoot(container, page(FreshSection));
    });
    await settle();
    // React renders a section's gate whenever it tries to hydrate the section: the gate asks for
    // the section's server HTML.
    const renderedGate = jest.spyOn(triggers, "serverSection");
    const heard: string[] = [];
    const onDocument = (event: Event) => heard.push(`document ${event.type}`);
    const onRoot = (event: Event) => heard.push(`root ${event.type}`);
    document.addEventListener("click", onDocument, true);
    container.addEventListener("click", onRoot, true);
    try {
      await act(async () => tap(links));
      expect(renderedGate).not.toHaveBeenCalled();
      expect(heard).toEqual(["document click"]);
      // A section that waits for the screen is React's: a tap inside it hydrates it.
      await act(async () => tap(button("below")));
      await settle();
      expect(renders).toContain("below");
      expect(heard).toEqual(["document click", "document click", "root click"]);
    } finally {
      document.removeEventListener("click", onDocument, true);
      container.removeEventListener("click", onRoot, true);
    }
    container.remove();
  });

  it("a first touch lets the sections near the screen hydrate only after its tap has been answered", async () => {
    const FreshSection = freshSection();
    const { container, button } = serverPage();
    const [top, below] = [button("top"), button("below")];
    await act(async () => {
      hydrateRoot(container, page(FreshSection));
    });
    await act(async () => isAt(top, 0));
    await act(async () => isAt(below, 1200));
    await settle();
    expect(renders).toEqual(["top"]);
    // The touch starts: the section near the screen waits for the tap's click.
    await act(async () => {
      for (const type of ["pointerdown", "touchstart"]) {
        top.dispatchEvent(new Event(type, { bubbles: true }));
      }
    });
    await afterPaint();
    await settle();
    expect(renders).not.toContain("below");
    // The click: not in the same task, but after the next paint.
    await act(async () => top.dispatchEvent(new MouseEvent("click", { bubbles: true })));
    expect(renders).not.toContain("below");
    await afterPaint();
    await settle();
    expect(renders).toContain("below");
    container.remove();
  });

  it("hydrates a section waiting for the screen at a touch inside it, before React sees the touch", async () => {
    const FreshSection = freshSection();
    const { container, button } = serverPage();
    const below = button("below");
    await act(async () => {
      hydrateRoot(container, page(FreshSection));
    });
    await settle();
    expect(renders).not.toContain("below");
    await act(async () => below.dispatchEvent(new MouseEvent("pointerdown", { bubbles: true })));
    await settle();
    expect(renders).toContain("below");
    container.remove();
  });

  it("renders a page that has no server HTML at once (gatsby develop, a navigation), never-hydrating sections too, and keeps it rendered", async () => {
    const FreshSection = freshSection();
    const container = document.createElement("div");
    document.body.append(container);
    const errors: unknown[] = [];
    const root = createRoot(container, { onRecoverableError: (error) => errors.push(error) });
    await act(async () => root.render(page(FreshSection)));
    // Every section in the first render: nothing waits for server HTML there is not.
    expect(renders).toEqual(["top", "links", "below"]);
    const below = container.querySelector('[data-section="below"] button')!;
    // A render after the first commit (the wrappers are in the page now) keeps the sections.
    await act(async () => root.render(page(FreshSection)));
    await act(async () => below.dispatchEvent(new MouseEvent("click", { bubbles: true })));
    expect(container.querySelector('[data-section="below"] button')).toBe(below);
    expect(below.textContent).toBe("below 1");
    expect(errors).toEqual([]);
    // No section waits for the screen.
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

  it("lets the browser skip rendering a section far from the screen where it says so", () => {
    const skipped = `${SKIP_OFFSCREEN_ATTRIBUTE}=""`;
    const section = (skipOffscreen: boolean) => (
      <Section name="part" when="never" skipOffscreen={skipOffscreen}>
        <p>text</p>
      </Section>
    );
    expect(renderToString(section(true))).toContain(skipped);
    expect(renderToString(section(false))).not.toContain(skipped);
  });
});
