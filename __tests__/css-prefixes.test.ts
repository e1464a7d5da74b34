/** @jest-environment node */
import { compile, middleware, prefixer, serialize, stringify } from "stylis";
import { modernPrefixer } from "../src/lib/css-prefixes";

const run = (css: string, plugin = modernPrefixer) =>
  serialize(compile(css), middleware([plugin, stringify]));

describe("modernPrefixer", () => {
  it("keeps the prefixes Safari and Chrome still need", () => {
    const out = run(
      ".a{backdrop-filter:blur(10px);user-select:none;background-clip:text;text-size-adjust:100%;}",
    );
    expect(out).toContain("-webkit-backdrop-filter:blur(10px);backdrop-filter:blur(10px);");
    expect(out).toContain("-webkit-user-select:none;");
    expect(out).toContain("-webkit-background-clip:text;");
    expect(out).toContain("-webkit-text-size-adjust:100%;");
  });

  it("drops prefixes for features every current browser has", () => {
    const css =
      ".a{display:flex;flex-direction:column;align-items:center;position:sticky;transition:opacity 1s;}" +
      "@keyframes spin{from{transform:rotate(0)}to{transform:rotate(1turn)}}" +
      ".b::placeholder{color:gray;}";
    const out = run(css);
    expect(out).toBe(
      ".a{display:flex;flex-direction:column;align-items:center;position:sticky;transition:opacity 1s;}" +
        "@keyframes spin{from{transform:rotate(0);}to{transform:rotate(1turn);}}" +
        ".b::placeholder{color:gray;}",
    );
    // What the full prefixer would have written.
    expect(run(css, prefixer).length).toBeGreaterThan(out.length * 1.5);
  });
});
