/** @jest-environment node */
import crypto from "crypto";
import { BUNDLE_LOADER, deferBundleScripts } from "../gatsby/defer-scripts";
import { inlineScriptHashes } from "../gatsby/security-headers";
import { scriptPathsFromHtml } from "../scripts/bench/lib.mjs";

const page = (scripts: string) =>
  `<html><body><div id="___gatsby"></div><script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>${scripts}</body></html>`;
const gatsbyTags =
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>' +
  '<script src="/app-3.js" async></script>';

describe("deferBundleScripts", () => {
  it("replaces Gatsby's bundle tags with one loader that lists them, in order", () => {
    const out = deferBundleScripts(page(gatsbyTags), "index.html");
    expect(out).toBe(
      page(
        `<script data-bundles="/webpack-runtime-1.js /framework-2.js /app-3.js">${BUNDLE_LOADER}</script>`,
      ),
    );
    expect(out).not.toMatch(/<script src=/);
    // The bench still counts the same scripts as first-load JavaScript.
    expect(scriptPathsFromHtml(out)).toEqual(scriptPathsFromHtml(page(gatsbyTags)));
  });

  it("writes the same inline script on every page, so the policy needs one hash for it", () => {
    const a = deferBundleScripts(page(gatsbyTags), "a.html");
    const b = deferBundleScripts(page('<script src="/app-9.js" async></script>'), "b.html");
    const loaderHash = `'sha256-${crypto.createHash("sha256").update(BUNDLE_LOADER).digest("base64")}'`;
    expect(inlineScriptHashes(a)).toContain(loaderHash);
    expect(inlineScriptHashes(b)).toContain(loaderHash);
  });

  it("adds the scripts, async and in order, after the first frame has painted", () => {
    const added: { src: string; async: boolean }[] = [];
    const frames: (() => void)[] = [];
    const timers: { run: () => void; ms: number }[] = [];
    const script = {
      getAttribute: (name: string) => (name === "data-bundles" ? "/a.js /b.js" : null),
    };
    const document = {
      currentScript: script,
      visibilityState: "visible",
      createElement: () => ({ src: "", async: false }),
      body: { appendChild: (element: { src: string; async: boolean }) => added.push(element) },
    };
    new Function("document", "requestAnimationFrame", "setTimeout", BUNDLE_LOADER)(
      document,
      (run: () => void) => frames.push(run),
      (run: () => void, ms: number) => timers.push({ run, ms }),
    );
    // Nothing before the frame; then a task after it.
    expect(added).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    const afterFrame = timers.find((timer) => timer.ms === 0)!;
    afterFrame.run();
    expect(added).toEqual([
      { src: "/a.js", async: true },
      { src: "/b.js", async: true },
    ]);
    // The fallback (a page whose frames never come) adds nothing twice.
    timers.find((timer) => timer.ms === 1000)!.run();
    expect(added).toHaveLength(2);
  });

  it("adds them at once in a page that is not visible (no frames are painted there)", () => {
    const added: string[] = [];
    const document = {
      currentScript: { getAttribute: () => "/a.js" },
      visibilityState: "hidden",
      createElement: () => ({ src: "", async: false }),
      body: { appendChild: (element: { src: string }) => added.push(element.src) },
    };
    new Function("document", "requestAnimationFrame", "setTimeout", BUNDLE_LOADER)(
      document,
      () => {},
      () => {},
    );
    expect(added).toEqual(["/a.js"]);
  });

  it("fails the build, naming the page, when Gatsby wrote no bundle tags", () => {
    expect(() => deferBundleScripts(page(""), "public/about/index.html")).toThrow(
      /defer-scripts: no Gatsby bundle .* in public\/about\/index\.html/,
    );
  });
});
