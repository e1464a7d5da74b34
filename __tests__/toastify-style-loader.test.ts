/** @jest-environment node */
import fs from "fs";
import path from "path";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require("../gatsby/webpack/toastify-scoped-style-loader.js") as (
  this: { resourcePath: string },
  source: string,
) => string;

const dist = path.resolve(__dirname, "../node_modules/react-toastify/dist");

describe.each(["index.mjs", "index.js"])("toastify-scoped-style-loader on %s", (file) => {
  const resourcePath = path.join(dist, file);
  const original = fs.readFileSync(resourcePath, "utf8");
  const out = loader.call({ resourcePath }, original);

  it("sets react-toastify's variables on its own container instead of :root", () => {
    expect(original).toContain("(`:root{--toastify-");
    expect(out).not.toContain(":root{");
    expect(out).toContain("(`.Toastify{--toastify-color-light");
  });

  it("adds the style sheet after the page's own instead of before them", () => {
    expect(out).not.toMatch(/insertBefore\(\w+,\w+\.firstChild\)/);
    // Only the injected sheet changed; the rest of the library is as shipped.
    expect(out.length).toBeLessThan(original.length);
    expect(original.length - out.length).toBeLessThan(60);
  });
});

it("fails the build when react-toastify changes how it adds its styles", () => {
  expect(() =>
    loader.call({ resourcePath: "index.mjs" }, "export const toast = () => {};"),
  ).toThrow(/toastify-scoped-style-loader: no match/);
});
