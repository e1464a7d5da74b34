import { act, render, screen } from "@testing-library/react";
import { ScrollReveal } from "../src/components/common/scroll-reveal";

// A stand-in IntersectionObserver the test answers by hand, the way the browser does after its
// own layout.
type Callback = (entries: Partial<IntersectionObserverEntry>[], self: IntersectionObserver) => void;
const observers: Array<{ callback: Callback; self: IntersectionObserver }> = [];

beforeEach(() => {
  observers.length = 0;
  class FakeObserver {
    constructor(callback: Callback) {
      observers.push({ callback, self: this as unknown as IntersectionObserver });
    }
    observe() {}
    disconnect() {}
  }
  Object.defineProperty(window, "IntersectionObserver", {
    configurable: true,
    writable: true,
    value: FakeObserver,
  });
  window.matchMedia = jest.fn().mockReturnValue({ matches: false });
});

/** Every observer hears where the element is, in an 800 px high window. */
function report(top: number) {
  const entry = {
    isIntersecting: top < 800,
    boundingClientRect: { top } as DOMRectReadOnly,
    rootBounds: { height: 800 } as DOMRectReadOnly,
  };
  act(() => {
    for (const { callback, self } of [...observers]) callback([entry], self);
  });
}

describe("ScrollReveal", () => {
  it("hides an element below the fold until it is revealed, without reading the layout", () => {
    const layoutRead = jest.spyOn(Element.prototype, "getBoundingClientRect");
    render(<ScrollReveal>Below</ScrollReveal>);
    const element = screen.getByText("Below");
    expect(element).toHaveAttribute("data-reveal", "static");
    report(1200);
    expect(element).toHaveAttribute("data-reveal", "waiting");
    expect(element.style.opacity).toBe("0");
    expect(layoutRead).not.toHaveBeenCalled();
    layoutRead.mockRestore();
  });

  it("leaves an element already on screen as it is", () => {
    render(<ScrollReveal>Above</ScrollReveal>);
    report(300);
    const element = screen.getByText("Above");
    expect(element).toHaveAttribute("data-reveal", "static");
    expect(element.style.opacity).toBe("");
  });
});
