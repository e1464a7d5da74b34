import { act } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { releaseAllSections, Section } from "../src/components/common/section";

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
    <Section name="below" when={below}>
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
  });
  afterAll(() => {
    delete (globalThis as unknown as { IntersectionObserver?: unknown }).IntersectionObserver;
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
    below.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(below.textContent).toBe("below 0");

    await act(async () => comesNear(below));
    await settle();
    expect(renders).toEqual(["below"]);
    expect(container.querySelector('[data-section="below"] button')).toBe(below);
    await act(async () => below.dispatchEvent(new MouseEvent("click", { bubbles: true })));
    expect(below.textContent).toBe("below 1");
    expect(errors).toEqual([]);
    container.remove();
  });

  it("renders everything at once after a navigation", () => {
    releaseAllSections();
    const html = renderToString(page());
    expect(html).toContain("below");
    expect(html).not.toContain("<!--$!-->");
  });
});
