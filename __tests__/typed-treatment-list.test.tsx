import { act, render, screen } from "@testing-library/react";
import { TypedTreatmentList } from "../src/components/home/typed-treatment-list";
import { RootProvider } from "../src/components/layout/root-provider";

let mockReduceMotion = false;
jest.mock("../src/hooks/use-reduced-motion", () => ({
  useReducedMotion: () => mockReduceMotion,
}));

const ITEMS = [
  { title: { text: "Tweezing & Threading", lang: null } },
  { title: { text: "Armpit Waxing", lang: null } },
  { title: { text: "Micro-blading", lang: null } },
  { title: { text: "Eyelashes", lang: null } },
  { title: { text: "Training", lang: null } },
];

// A stand-in IntersectionObserver the test fires by hand.
let observers: Array<{ callback: IntersectionObserverCallback; self: IntersectionObserver }> = [];
class FakeObserver {
  constructor(callback: IntersectionObserverCallback) {
    observers.push({ callback, self: this as unknown as IntersectionObserver });
  }
  observe() {}
  disconnect() {
    observers = observers.filter((o) => o.self !== (this as unknown as IntersectionObserver));
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}

function scrollIntoView() {
  act(() => {
    for (const { callback, self } of [...observers]) {
      callback([{ isIntersecting: true } as IntersectionObserverEntry], self);
    }
  });
}

const items = () => Array.from(document.querySelectorAll("li"));
const states = () => items().map((li) => li.getAttribute("data-typing"));
const typed = (index: number) => items()[index]!.querySelector("[data-typed]")?.textContent ?? null;

function renderList() {
  return render(
    <RootProvider>
      <TypedTreatmentList items={ITEMS} />
    </RootProvider>,
  );
}

beforeEach(() => {
  observers = [];
  mockReduceMotion = false;
  jest.useFakeTimers();
  Object.defineProperty(window, "IntersectionObserver", {
    configurable: true,
    writable: true,
    value: FakeObserver,
  });
});
afterEach(() => {
  jest.useRealTimers();
});

describe("TypedTreatmentList", () => {
  it("hides the items once it runs, until the list scrolls into view", () => {
    renderList();
    expect(states()).toEqual(ITEMS.map(() => "hidden"));
    act(() => jest.advanceTimersByTime(10_000));
    expect(states()).toEqual(ITEMS.map(() => "hidden"));
    // Still named in full for screen readers while hidden.
    for (const { title } of ITEMS) {
      expect(screen.getByRole("heading", { level: 3, name: title.text })).toBeInTheDocument();
    }
  });

  it("shows each item at its delay and types its title at 50 ms per character", () => {
    renderList();
    scrollIntoView();
    act(() => jest.advanceTimersByTime(499));
    expect(states()[0]).toBe("hidden");
    act(() => jest.advanceTimersByTime(1));
    expect(states().slice(0, 2)).toEqual(["typing", "hidden"]);
    expect(typed(0)).toBe("");

    // Typing starts 400 ms after the item appears: first character one step later.
    act(() => jest.advanceTimersByTime(449));
    expect(typed(0)).toBe("");
    act(() => jest.advanceTimersByTime(1));
    expect(typed(0)).toBe("T");
    act(() => jest.advanceTimersByTime(50 * 4));
    expect(typed(0)).toBe("Tweez");
    expect(
      screen.getByRole("heading", { level: 3, name: ITEMS[0]!.title.text }),
    ).toBeInTheDocument();

    // Items 2..5 appear at 1500, 2500, 3500 and 4500 ms.
    const appearances = [1500, 2500, 3500, 4500];
    let now = 500 + 450 + 200;
    appearances.forEach((at, offset) => {
      act(() => jest.advanceTimersByTime(at - 1 - now));
      expect(states()[offset + 1]).toBe("hidden");
      act(() => jest.advanceTimersByTime(1));
      expect(states()[offset + 1]).not.toBe("hidden");
      now = at;
    });

    // The first title is complete at 900 + 20·50 ms and is then plain text again.
    expect(states()[0]).toBe("done");
    expect(typed(0)).toBeNull();

    // The last (Training, 8 characters) ends at 4900 + 8·50 = 5300 ms.
    act(() => jest.advanceTimersByTime(5299 - now));
    expect(typed(4)).toBe("Trainin");
    act(() => jest.advanceTimersByTime(1));
    expect(states()).toEqual(ITEMS.map(() => "static"));
    expect(document.querySelectorAll("[data-typed]")).toHaveLength(0);
  });

  it("shows every title at once under reduced motion", () => {
    mockReduceMotion = true;
    renderList();
    expect(states()).toEqual(ITEMS.map(() => "static"));
    expect(observers).toHaveLength(0);
    act(() => jest.advanceTimersByTime(10_000));
    expect(document.querySelectorAll("[data-typed]")).toHaveLength(0);
  });

  it("shows every title at once without IntersectionObserver", () => {
    Object.defineProperty(window, "IntersectionObserver", {
      configurable: true,
      writable: true,
      value: undefined,
    });
    renderList();
    expect(states()).toEqual(ITEMS.map(() => "static"));
  });
});
