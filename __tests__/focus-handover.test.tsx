import { render, screen } from "@testing-library/react";
import { useRef, type ReactNode } from "react";
import { FocusKeeper } from "../src/components/common/focus-keeper";
import { findCounterpart, focusIsLost, focusKeyOf } from "../src/lib/focus-handover";

describe("focusKeyOf", () => {
  it("names a control by its data-focus-key, else by its role and accessible name", () => {
    document.body.innerHTML = `
      <button data-focus-key="play" aria-label="Pause slideshow"></button>
      <button aria-label="Next image">›</button>
      <a href="/x">Read more</a>
      <div role="group" aria-label="Slides" tabindex="0"></div>`;
    const [play, next, link, group] = document.body.children;
    expect(focusKeyOf(play!)).toBe("key:play");
    expect(focusKeyOf(next!)).toBe("button:Next image");
    expect(focusKeyOf(link!)).toBe("link:Read more");
    expect(focusKeyOf(group!)).toBe("group:Slides");
  });
});

describe("findCounterpart", () => {
  it("finds the enabled element with the same key, not a disabled one or another control", () => {
    document.body.innerHTML = `
      <button aria-label="Next image" disabled id="disabled"></button>
      <button aria-label="Previous image" id="previous"></button>
      <button aria-label="Next image" id="next"></button>
      <button data-focus-key="play" aria-label="Play slideshow" id="play"></button>`;
    expect(findCounterpart(document.body, "button:Next image")?.id).toBe("next");
    expect(findCounterpart(document.body, "key:play")?.id).toBe("play");
    expect(findCounterpart(document.body, "button:Full screen")).toBeNull();
  });
});

describe("focusIsLost", () => {
  it("is true when the page itself has focus, false when an element has it", () => {
    document.body.innerHTML = `<button>Go</button>`;
    expect(focusIsLost(document)).toBe(true);
    document.querySelector("button")!.focus();
    expect(focusIsLost(document)).toBe(false);
  });
});

function Swapped({ loaded, children }: { loaded: boolean; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  return (
    <div ref={ref}>
      <FocusKeeper containerRef={ref}>
        {loaded ? (
          <section key="new">
            <button data-focus-key="play">Pause</button>
            <button>Next</button>
          </section>
        ) : (
          <div key="old">
            <button data-focus-key="play">Play</button>
            <button>Next</button>
          </div>
        )}
      </FocusKeeper>
      {children}
    </div>
  );
}

describe("FocusKeeper", () => {
  it("moves focus to the counterpart when the focused control is replaced", () => {
    const { rerender } = render(<Swapped loaded={false} />);
    screen.getByRole("button", { name: "Next" }).focus();
    rerender(<Swapped loaded />);
    const next = screen.getByRole("button", { name: "Next" });
    expect(next.closest("section")).not.toBeNull();
    expect(document.activeElement).toBe(next);
  });

  it("follows a control whose name changes through its focus key", () => {
    const { rerender } = render(<Swapped loaded={false} />);
    screen.getByRole("button", { name: "Play" }).focus();
    rerender(<Swapped loaded />);
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Pause" }));
  });

  it("leaves focus alone when it was outside the part", () => {
    const { rerender } = render(
      <Swapped loaded={false}>
        <input aria-label="Elsewhere" />
      </Swapped>,
    );
    document.body.focus();
    rerender(
      <Swapped loaded>
        <input aria-label="Elsewhere" />
      </Swapped>,
    );
    expect(focusIsLost(document)).toBe(true);
  });
});
