import { render } from "@testing-library/react";
import { useRef } from "react";
import { useExclusiveDetails } from "../src/hooks/use-exclusive-details";

function List() {
  const ref = useRef<HTMLUListElement>(null);
  useExclusiveDetails(ref, "group");
  return (
    <ul ref={ref}>
      {["a", "b", "c"].map((id) => (
        <li key={id}>
          <details name={id === "c" ? "other" : "group"} data-testid={id}>
            <summary>{id}</summary>
          </details>
        </li>
      ))}
    </ul>
  );
}

// The browser's `toggle` event comes after the attribute changes, in a task of its own.
const toggled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("useExclusiveDetails", () => {
  it("keeps one disclosure of the group open where the browser doesn't (jsdom has no exclusive <details>)", async () => {
    expect("name" in HTMLDetailsElement.prototype).toBe(false);
    const { getByTestId } = render(<List />);
    const [a, b, c] = ["a", "b", "c"].map((id) => getByTestId(id) as HTMLDetailsElement);
    a!.open = true;
    await toggled();
    c!.open = true;
    await toggled();
    b!.open = true;
    await toggled();
    // Opening b closed a, of its group; c, of another group, stays open.
    expect([a!.open, b!.open, c!.open]).toEqual([false, true, true]);
  });

  it("leaves the browser's own to the browser", async () => {
    Object.defineProperty(HTMLDetailsElement.prototype, "name", {
      configurable: true,
      get() {
        return "";
      },
    });
    try {
      const { getByTestId } = render(<List />);
      const [a, b] = ["a", "b"].map((id) => getByTestId(id) as HTMLDetailsElement);
      a!.open = true;
      await toggled();
      b!.open = true;
      await toggled();
      expect([a!.open, b!.open]).toEqual([true, true]);
    } finally {
      delete (HTMLDetailsElement.prototype as { name?: string }).name;
    }
  });
});
