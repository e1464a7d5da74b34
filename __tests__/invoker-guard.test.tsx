import fs from "node:fs";
import path from "node:path";
import { startTransition, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { act } from "@testing-library/react";
import { guardPopoverButtons } from "../plugins/gatsby-plugin-startup/invoker-guard";
import { HYDRATING_EVENTS, QUEUED_EVENTS } from "../shared/lib/react-events";

// The server renderer as the build runs it (Node's build: the default one needs TextEncoder, which
// jsdom lacks), in this jsdom test that hydrates its output.
const { renderToString } =
  jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node");

// A page's shell as the start-up layer hydrates it: server HTML, then hydrateRoot inside
// startTransition, so React hydrates later, in slices (plugins/gatsby-plugin-startup).
let renders = 0;
const clicks: string[] = [];
function Counted({ children }: { children: ReactNode }) {
  renders += 1;
  return children;
}
function Shell() {
  return (
    <Counted>
      <header>
        {/* React 18 passes unknown lowercase attributes through as they are. */}
        <button type="button" {...{ popovertarget: "menu" }} onClick={() => clicks.push("menu")}>
          Menu
        </button>
        <button type="button" onClick={() => clicks.push("other")}>
          Other
        </button>
      </header>
    </Counted>
  );
}

let container: HTMLElement;
let root: Root | undefined;
let release: (() => void) | undefined;

beforeEach(() => {
  renders = 0;
  clicks.length = 0;
  container = document.createElement("div");
  container.innerHTML = renderToString(<Shell />);
  document.body.append(container);
  renders = 0;
});
// Lets React's scheduler run: a root hydrating in a transition finishes.
const hydrationRuns = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

afterEach(async () => {
  release?.();
  release = undefined;
  await hydrationRuns();
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

const hydrateInTransition = () =>
  startTransition(() => {
    root = hydrateRoot(container, <Shell />);
  });
const button = (name: string) =>
  [...container.querySelectorAll("button")].find((element) => element.textContent === name)!;
const tap = (element: Element) => {
  for (const type of ["pointerdown", "mousedown", "pointerup", "mouseup", "click"]) {
    element.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true }));
  }
};

describe("a popover's button while the page is hydrating (invoker-guard.ts)", () => {
  it("React's part (a contract): a tap in a root still hydrating makes React hydrate it inside the tap", () => {
    hydrateInTransition();
    expect(renders).toBe(0);
    tap(button("Menu"));
    // Hydrated synchronously, then the click was dispatched to the hydrated button.
    expect(renders).toBeGreaterThan(0);
    expect(clicks).toEqual(["menu"]);
  });

  it("a tap on it leaves the hydration to React's own pace; the browser still gets the tap", async () => {
    release = guardPopoverButtons();
    hydrateInTransition();
    const seen: string[] = [];
    const button_ = button("Menu");
    // The browser's own handling of the tap (the popover's toggle) is the click's default action:
    // not cancelled, only kept from React.
    document.addEventListener("click", (event) => seen.push(String(event.defaultPrevented)), {
      capture: true,
    });
    tap(button_);
    expect(renders).toBe(0);
    expect(clicks).toEqual([]);
    expect(seen).toEqual(["false"]);
    // React then hydrates at its own pace, the server's button kept.
    await hydrationRuns();
    expect(renders).toBeGreaterThan(0);
    expect(button("Menu")).toBe(button_);
  });

  it("guards only popover buttons: a tap elsewhere still hydrates at once", () => {
    release = guardPopoverButtons();
    hydrateInTransition();
    tap(button("Other"));
    expect(renders).toBeGreaterThan(0);
    expect(clicks).toEqual(["other"]);
  });

  it("once released, React sees the button's events again", async () => {
    release = guardPopoverButtons();
    hydrateInTransition();
    await hydrationRuns();
    expect(renders).toBeGreaterThan(0);
    release();
    tap(button("Menu"));
    expect(clicks).toEqual(["menu"]);
  });

  it("names every event on which react-dom hydrates a root at once that a button gets (a contract)", () => {
    // react-dom's own list (discreteReplayableEvents in its development build: the production
    // build is minified), less the events a button never gets.
    const reactDom = path.dirname(require.resolve("react-dom/package.json"));
    const source = fs.readFileSync(path.join(reactDom, "cjs/react-dom.development.js"), "utf8");
    const list = /var discreteReplayableEvents = \[([^\]]*)\]/.exec(source)?.[1];
    expect(list).toBeDefined();
    const reacts = [...list!.matchAll(/'([A-Za-z]+)'/g)].map((match) => match[1]);
    const notOnAButton = new Set([
      ...["input", "textInput", "change", "compositionstart", "compositionend"],
      ...["copy", "cut", "paste", "dragstart", "dragend", "drop", "reset", "submit"],
    ]);
    expect([...HYDRATING_EVENTS].sort()).toEqual(
      reacts.filter((type) => !notOnAButton.has(type)).sort(),
    );
  });

  it("names every event react-dom holds for later while it hydrates its target's part (a contract)", () => {
    const reactDom = path.dirname(require.resolve("react-dom/package.json"));
    const source = fs.readFileSync(path.join(reactDom, "cjs/react-dom.development.js"), "utf8");
    const body = /function queueIfContinuousEvent\([^)]*\) \{([\s\S]*?)\n\}/.exec(source)?.[1];
    expect(body).toBeDefined();
    const queued = [...body!.matchAll(/case '([A-Za-z]+)':/g)].map((match) => match[1]);
    expect([...QUEUED_EVENTS].sort()).toEqual(queued.sort());
  });
});
