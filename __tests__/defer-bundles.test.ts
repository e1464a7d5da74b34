import {
  BUNDLE_LOADER,
  deferBundles,
  htmlFileOf,
} from "../plugins/gatsby-plugin-startup/defer-bundles";

const PAGE = [
  '<html><body><div id="___gatsby"></div>',
  '<script id="gatsby-chunk-mapping">window.___chunkMapping={};</script>',
  '<script src="/webpack-runtime-1.js" async=""></script>',
  '<script src="/framework-2.js" async=""></script>',
  '<script src="/app-3.js" async=""></script>',
  "</body></html>",
].join("");

describe("deferBundles", () => {
  it("replaces Gatsby's bundle tags with one loader listing them in order", () => {
    const html = deferBundles(PAGE, "index.html");
    expect(html).not.toMatch(/<script src=/);
    expect(html).toContain(
      '<script id="startup-bundle-loader" data-bundles="/webpack-runtime-1.js /framework-2.js /app-3.js">',
    );
    expect(html.match(/<script id="startup-bundle-loader" data-bundles=/g)).toHaveLength(1);
    // The chunk mapping stays before the bundles.
    expect(html.indexOf("___chunkMapping")).toBeLessThan(html.indexOf("data-bundles"));
  });

  it("leaves a page that has the loader already (a warm build) as it is", () => {
    const once = deferBundles(PAGE, "index.html");
    expect(deferBundles(once, "index.html")).toBe(once);
  });

  it("stops the build, naming the file, when a page has neither", () => {
    expect(() => deferBundles("<html><body></body></html>", "about/index.html")).toThrow(
      /about\/index\.html.*update plugins\/gatsby-plugin-startup\/defer-bundles\.ts/,
    );
  });
});

describe("the loader", () => {
  let loader: HTMLScriptElement;
  const added = () =>
    [...document.body.querySelectorAll("script[src]")].map((script) => script.getAttribute("src"));

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = "";
    loader = document.createElement("script");
    loader.setAttribute("data-bundles", "/a.js /b.js");
    document.body.appendChild(loader);
    Object.defineProperty(document, "currentScript", { value: loader, configurable: true });
  });

  afterEach(() => {
    jest.useRealTimers();
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
  });

  const run = () => new Function(BUNDLE_LOADER)();

  it("adds the bundles, in order and once, in the task after the first frame", () => {
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    run();
    expect(added()).toEqual([]);
    jest.advanceTimersToNextTimer(); // the animation frame
    jest.advanceTimersToNextTimer(); // the task after it
    expect(added()).toEqual(["/a.js", "/b.js"]);
    jest.runAllTimers(); // the one-second fallback adds nothing more
    expect(added()).toEqual(["/a.js", "/b.js"]);
  });

  it("adds them at once in a hidden tab, where no frame comes", () => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    run();
    expect(added()).toEqual(["/a.js", "/b.js"]);
  });
});

describe("htmlFileOf", () => {
  it("names the file Gatsby writes for each page path", () => {
    expect(["/", "/about/", "/404/", "/404.html"].map(htmlFileOf)).toEqual([
      "index.html",
      "about/index.html",
      "404/index.html",
      "404.html",
    ]);
  });
});
