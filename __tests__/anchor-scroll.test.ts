import { ANCHOR_WAIT_MS, scrollToIdWhenShown } from "../src/lib/anchor";

describe("scrollToIdWhenShown", () => {
  const scrolled: string[] = [];
  beforeEach(() => {
    jest.useFakeTimers();
    scrolled.length = 0;
    document.body.innerHTML = "";
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this.id);
    };
  });
  afterEach(() => jest.useRealTimers());

  it("waits for the delay, then scrolls to the element", () => {
    document.body.innerHTML = `<section id="about"></section>`;
    scrollToIdWhenShown("about", 500);
    jest.advanceTimersByTime(499);
    expect(scrolled).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scrolled).toEqual(["about"]);
  });

  it("scrolls as soon as the next page shows the element, when it arrives after the delay", () => {
    scrollToIdWhenShown("about", 500);
    jest.advanceTimersByTime(2000);
    expect(scrolled).toEqual([]);
    document.body.innerHTML = `<section id="about"></section>`;
    jest.advanceTimersByTime(50);
    expect(scrolled).toEqual(["about"]);
    jest.advanceTimersByTime(1000);
    expect(scrolled).toEqual(["about"]);
  });

  it("gives up when the element never appears, and can be cancelled", () => {
    scrollToIdWhenShown("about", 500);
    jest.advanceTimersByTime(500 + ANCHOR_WAIT_MS + 100);
    document.body.innerHTML = `<section id="about"></section>`;
    jest.advanceTimersByTime(1000);
    expect(scrolled).toEqual([]);

    const cancel = scrollToIdWhenShown("about", 500);
    cancel();
    jest.advanceTimersByTime(1000);
    expect(scrolled).toEqual([]);
  });
});
