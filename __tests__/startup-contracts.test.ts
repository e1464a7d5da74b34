/**
 * Contracts: the details of Gatsby and Emotion that gatsby-plugin-startup, gatsby-plugin-page-styles
 * and the browser's style cache rely on without their documentation promising them. Each test fails with a message saying what changed and what to
 * update, so an upgrade that breaks one is found here rather than as a slower or broken page.
 */
import createCache from "@emotion/cache";
import { serializeStyles } from "@emotion/serialize";
import { insertStyles } from "@emotion/utils";
import fs from "fs";
import path from "path";
import { EMOTION_KEEP_IN_PLACE_ATTRIBUTE } from "../plugins/gatsby-plugin-page-styles/contract";
import { FOCUS_WRAPPER_ID } from "../plugins/gatsby-plugin-startup/contract";
import { deferBundles } from "../plugins/gatsby-plugin-startup/defer-bundles";
import { createBrowserStyleCache } from "../src/components/common/style-cache";
import { SERVER_STYLE_ATTRIBUTE, STYLE_CACHE_KEY } from "../shared/lib/page-styles";

const gatsbySource = (file: string) =>
  fs.readFileSync(path.join(path.dirname(require.resolve("gatsby/package.json")), file), "utf8");

/** Fails with `message` (what changed, what to update) unless `ok`. */
/** An assertion that, broken, says what changed and what to update. */
function contract(ok: boolean, message: string) {
  expect(ok ? "kept" : `Contract broken: ${message}`).toBe("kept");
}

describe("Gatsby", () => {
  it("writes its bundles as <script src async> tags, in the _gatsby-scripts slice", () => {
    const entry = gatsbySource("cache-dir/static-entry.js");
    contract(
      /<script key=\{scriptPath\} src=\{scriptPath\} async \/>/.test(entry),
      "Gatsby's cache-dir/static-entry.js no longer writes the bundles as " +
        "<script src=… async>: update plugins/gatsby-plugin-startup/defer-bundles.ts (BUNDLE_TAG).",
    );
    contract(
      entry.includes("sliceId: `_gatsby-scripts`"),
      "Gatsby no longer renders the bundle tags through its `_gatsby-scripts` slice, which it " +
        "stitches into each page before onPostBuild: check that the built pages still carry the " +
        "tags when gatsby-plugin-startup's onPostBuild runs.",
    );
    // What Gatsby writes (React renders `async` as async="") is what defer-bundles replaces.
    const written = '<script src="/app-1.js" async=""></script>';
    contract(
      deferBundles(`<body>${written}</body>`, "x.html").includes('data-bundles="/app-1.js"'),
      "defer-bundles.ts no longer recognises Gatsby's bundle tag.",
    );
  });

  it(`renders each page inside #${FOCUS_WRAPPER_ID}`, () => {
    for (const file of ["cache-dir/static-entry.js", "cache-dir/production-app.js"]) {
      contract(
        gatsbySource(file).includes(`id="${FOCUS_WRAPPER_ID}"`),
        `Gatsby's ${file} no longer renders the page inside #${FOCUS_WRAPPER_ID}: update ` +
          "FOCUS_WRAPPER_ID in plugins/gatsby-plugin-startup/contract.ts (the hydration wrapper " +
          "looks there for server HTML).",
      );
    }
  });
});

describe("Gatsby's internal Partytown plugin", () => {
  // gatsby-node.ts aliases @builder.io/partytown/integration to an empty module in the browser's
  // production bundles: the plugin requires it when the page starts but calls it only under
  // `gatsby develop`.
  const PLUGIN = "dist/internal-plugins/partytown/gatsby-browser.js";

  it("calls the integration in the browser only under gatsby develop", () => {
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = "production";
    try {
      jest.isolateModules(() => {
        // What the alias gives the browser's bundle: an empty module.
        jest.doMock("@builder.io/partytown/integration", () => ({}));
        const plugin = jest.requireActual<{ onInitialClientRender: () => void }>(
          path.join(path.dirname(require.resolve("gatsby/package.json")), PLUGIN),
        );
        // A page with an off-main-thread script: the case in which the plugin would use it.
        jest
          .requireActual<{
            collectedScriptsByPage: { set: (page: string, script: object) => void };
          }>("gatsby-script")
          .collectedScriptsByPage.set(window.location.pathname, {
            id: "analytics",
            src: "/analytics.js",
            strategy: "off-main-thread",
          });
        let error: unknown = null;
        try {
          plugin.onInitialClientRender();
        } catch (thrown) {
          error = thrown;
        }
        contract(
          error === null,
          `Gatsby's ${PLUGIN} now uses Partytown's integration in a production page (${String(error)}): ` +
            "remove the @builder.io/partytown/integration alias from " +
            "plugins/gatsby-plugin-startup/gatsby-node.ts.",
        );
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
  });

  it("is required in the browser by that plugin alone", () => {
    const gatsbyDir = path.dirname(require.resolve("gatsby/package.json"));
    const browserFiles = [
      // The browser's runtime (cache-dir/commonjs is the server's copy of it).
      ...fs
        .readdirSync(path.join(gatsbyDir, "cache-dir"), { recursive: true, encoding: "utf8" })
        .filter((file) => file.endsWith(".js") && !file.startsWith("commonjs"))
        .map((file) => path.join("cache-dir", file)),
      // Every internal plugin's browser half and the partytown plugin's helpers.
      ...fs
        .readdirSync(path.join(gatsbyDir, "dist/internal-plugins"), {
          recursive: true,
          encoding: "utf8",
        })
        .filter((file) => file.endsWith("gatsby-browser.js") || file.startsWith("partytown/utils/"))
        .filter((file) => file.endsWith(".js"))
        .map((file) => path.join("dist/internal-plugins", file)),
    ];
    const users = browserFiles.filter((file) =>
      gatsbySource(file).includes("@builder.io/partytown/integration"),
    );
    contract(
      users.length === 1 && users[0]!.endsWith("partytown/utils/inject-partytown-snippet.js"),
      `Gatsby's browser code requires Partytown's integration in ${users.join(", ")}: check ` +
        "the alias in plugins/gatsby-plugin-startup/gatsby-node.ts.",
    );
  });
});

describe("Emotion", () => {
  afterEach(() => {
    document.head.innerHTML = "";
  });

  it(`leaves server styles marked ${EMOTION_KEEP_IN_PLACE_ATTRIBUTE} where they are`, () => {
    document.head.innerHTML = [
      `<style data-emotion="${STYLE_CACHE_KEY}-global a" ${EMOTION_KEEP_IN_PLACE_ATTRIBUTE}="">a{}</style>`,
      `<style data-emotion="${STYLE_CACHE_KEY}-global b">b{}</style>`,
      "<meta name='last'>",
    ].join("");
    // The "css" cache is the one that picks up server styles (the site's key: style-cache.ts).
    createCache({ key: STYLE_CACHE_KEY });
    const order = [...document.head.children].map(
      (el) => el.getAttribute("data-emotion") ?? el.tagName,
    );
    // Emotion moves the unmarked one to the end of <head>; the marked one stays first.
    contract(
      order[0] === `${STYLE_CACHE_KEY}-global a`,
      `Emotion's cache moved a style marked ${EMOTION_KEEP_IN_PLACE_ATTRIBUTE} (head order now ` +
        `${order.join(", ")}): gatsby-ssr.tsx's global sheets would move at start-up (a full ` +
        "restyle); update plugins/gatsby-plugin-page-styles/contract.ts.",
    );
    contract(
      order.at(-1) === `${STYLE_CACHE_KEY}-global b`,
      "Emotion's cache no longer moves unmarked server styles: the marker may have changed " +
        "meaning; re-check @emotion/cache's hydration step.",
    );
  });

  it(`names rules "${STYLE_CACHE_KEY}-<hash>" in server and browser alike, and the browser cache skips what the server wrote`, () => {
    const serialized = serializeStyles([{ color: "red" }]);
    const server = createCache({ key: STYLE_CACHE_KEY });
    insertStyles(server, serialized, false);
    const className = `${STYLE_CACHE_KEY}-${serialized.name}`;
    contract(
      Object.keys(server.inserted).includes(serialized.name),
      "Emotion's cache no longer records inserted rules under their name in `inserted`: " +
        "style-cache.ts's adoption of the server's rules needs updating.",
    );

    // The server writes the names it used; the browser's cache reads them back.
    document.head.innerHTML = `<style ${SERVER_STYLE_ATTRIBUTE}="${serialized.name}">.${className}{color:red}</style>`;
    const browser = createBrowserStyleCache();
    const inserts: string[] = [];
    browser.sheet.insert = (rule: string) => {
      inserts.push(rule);
    };
    insertStyles(browser, serialized, false);
    contract(
      inserts.length === 0,
      `Emotion inserted a rule the server had already written (${inserts.join(" ")}): the ` +
        "browser cache no longer skips names marked in `inserted`; update style-cache.ts.",
    );
    contract(
      browser.key === server.key,
      "The server's and the browser's Emotion caches have different keys: class names differ.",
    );
  });
});
