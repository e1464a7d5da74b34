/** @jest-environment node */
// The browser's style system (plugins/gatsby-plugin-startup/browser-system.ts) is a leaner copy of
// the site's: no global CSS (the page has it as a stylesheet) and only the tokens the site's
// styles name. Here it must write the same CSS as the site's system for every style the site
// writes, read from src/ by TypeScript's type checker (./support/style-inventory.ts), for every
// recipe with every combination of its variants, and for every text style; a style it wrote
// differently would get another class name in the browser than the server gave it, and lose its
// look.
import fs from "fs";
import path from "path";
import { isDeepStrictEqual } from "util";
import { ChakraProvider } from "@chakra-ui/react";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { renderToString } from "react-dom/server";
import ts from "typescript";
import { browserConfig, browserSystem } from "../plugins/gatsby-plugin-startup/browser-system";
import { systemWithoutGlobalCss } from "../shared/theme/provider-system";
import {
  readStyles,
  siteStyleInventory,
  styleCases,
  tokensNamedIn,
  type StyleInventory,
} from "./support/style-inventory";
import { siteConfig, siteSystem } from "../shared/theme";

const ROOT = path.join(__dirname, "..");
const TOKENS_FILE = path.join(ROOT, "plugins/gatsby-plugin-startup/browser-tokens.json");

// Reading src/ with the type checker takes a few seconds; once for every test here.
let inventory: StyleInventory;
beforeAll(() => {
  inventory = siteStyleInventory(ROOT, siteSystem().isValidProperty);
}, 120_000);

function differences(a: unknown, b: unknown, at = ""): string[] {
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
    return a === b ? [] : [`${at || "/"}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`];
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].flatMap((key) =>
    differences(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${at}/${key}`,
    ),
  );
}

describe("the site's styles, read from its source", () => {
  it("finds the styles of every kind of place the site writes them", () => {
    const found = (file: string, style: object) =>
      inventory.styles.some(
        (entry) => entry.where.startsWith(file) && isDeepStrictEqual(entry.style, style),
      );
    // A JSX style prop, a responsive value, a `css` object with a selector built from a constant,
    // a recipe given to `chakra()`, a value from a condition, a prop passed on to a Box.
    expect(found("src/components/layout/header.tsx", { position: "sticky" })).toBe(true);
    expect(found("src/components/layout/header.tsx", { display: { md: "flex" } })).toBe(true);
    expect(
      found("src/components/layout/header.tsx", {
        '&:has(#site-menu:popover-open) [data-menu-icon="closed"]': { display: "none" },
      }),
    ).toBe(true);
    expect(
      found("src/components/services/category-tabs.tsx", {
        _selected: { bg: "accent.solid" },
      }),
    ).toBe(true);
    expect(found("src/components/home/typed-treatment-list.tsx", { opacity: 0 })).toBe(true);
    expect(found("src/components/home/typed-treatment-list.tsx", { opacity: 1 })).toBe(true);
    // FramedImage's `ratio` is typed as Box's `aspectRatio` and passed on to one.
    expect(found("src/components/home/home-rituals.tsx", { aspectRatio: { md: "4 / 5" } })).toBe(
      true,
    );
    expect(inventory.styles.length).toBeGreaterThan(300);
  });

  it("can read every style value: each is a literal, a constant, or a literal type", () => {
    // The slot recipe's own output is the one exception: the recipe is checked below, with every
    // combination of its variants.
    const unread = inventory.unread.filter((entry) => entry.type !== "SystemStyleObject");
    expect(
      unread.length === 0
        ? "all read"
        : "These style values can't be read from the source, so nothing proves the browser's " +
            "style system writes them as the server does. Write each as a literal, a `const`, or " +
            "a value whose type is a union of literals:\n" +
            unread
              .map((entry) => `  ${entry.where} ${entry.path}: ${entry.text} (${entry.type})`)
              .join("\n"),
    ).toBe("all read");
  });

  it("reads conditions, constants and computed selectors (a sample file)", () => {
    const file = path.join(ROOT, "sample.tsx");
    const text = [
      'import { Box } from "@chakra-ui/react";',
      'const GAP = "3";',
      'const OPEN = ":popover-open";',
      "export const Sample = ({ on }: { on: boolean }) => (",
      '  <Box gap={GAP} color={on ? "fg" : "accent"} css={{ [`&${OPEN}`]: { p: ["1", "2"] } }} />',
      ");",
    ].join("\n");
    const host = ts.createCompilerHost({ jsx: ts.JsxEmit.ReactJSX, strict: true });
    const readFile = host.readFile;
    host.readFile = (name) => (name === file ? text : readFile(name));
    const fileExists = host.fileExists;
    host.fileExists = (name) => name === file || fileExists(name);
    const program = ts.createProgram({
      rootNames: [file],
      options: {
        jsx: ts.JsxEmit.ReactJSX,
        strict: true,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        module: ts.ModuleKind.ESNext,
        skipLibCheck: true,
      },
      host,
    });
    const { styles } = readStyles(program, [file], ROOT, siteSystem().isValidProperty);
    expect(styles.map((entry) => entry.style)).toEqual([
      { gap: "3" },
      { color: "fg" },
      { color: "accent" },
      { "&:popover-open": { p: ["1"] } },
      { "&:popover-open": { p: [undefined, "2"] } },
    ]);
  });
});

describe("the browser's leaner style system", () => {
  it("writes the same CSS as the site's system for everything the site asks of it", () => {
    const site = siteSystem();
    const browser = browserSystem();
    const cases = styleCases(inventory, siteConfig.theme ?? {});
    expect(cases.length).toBeGreaterThan(400);
    const different = cases.flatMap((styleCase) => {
      const diff = differences(styleCase.run(site), styleCase.run(browser));
      return diff.length ? [`${styleCase.label}\n    ${diff.slice(0, 3).join("\n    ")}`] : [];
    });
    if (different.length > 0) {
      throw new Error(
        `The browser's style system writes ${different.length} of the site's styles differently ` +
          "(a token it lacks?). Update browser-tokens.json (see the next test):\n" +
          different.slice(0, 20).join("\n"),
      );
    }
  });

  it("keeps exactly the tokens the site's styles name (browser-tokens.json)", () => {
    const site = siteSystem();
    const outputs = styleCases(inventory, siteConfig.theme ?? {}).map((styleCase) =>
      styleCase.run(site),
    );
    const named = tokensNamedIn(site, outputs);
    const listed = JSON.parse(fs.readFileSync(TOKENS_FILE, "utf8")) as string[];
    if (!isDeepStrictEqual(listed, named)) {
      if (process.env.STARTUP_WRITE_TOKENS === "1") {
        fs.writeFileSync(TOKENS_FILE, `${JSON.stringify(named, null, 2)}\n`);
        expect(fs.readFileSync(TOKENS_FILE, "utf8")).toBe(`${JSON.stringify(named, null, 2)}\n`);
        return;
      }
      const missing = named.filter((name) => !listed.includes(name));
      const unused = listed.filter((name) => !named.includes(name));
      throw new Error(
        "plugins/gatsby-plugin-startup/browser-tokens.json is out of date " +
          `(missing: ${missing.join(", ") || "none"}; no longer named: ${unused.join(", ") || "none"}). ` +
          "Rewrite it with: STARTUP_WRITE_TOKENS=1 npx jest --selectProjects unit " +
          "--testPathPatterns startup-browser-system",
      );
    }
    expect(listed).toEqual(named);
  });

  it("is smaller than the site's: no global CSS, fewer tokens", () => {
    const site = siteSystem();
    const browser = browserSystem();
    expect(browserConfig(new Set()).preflight).toBe(false);
    expect(browser.tokens.allTokens.length).toBeLessThan(site.tokens.allTokens.length * 0.6);
    expect(browser.conditions.keys()).toEqual(site.conditions.keys());
    expect(browser.utility.keys()).toEqual(site.utility.keys());
    expect(browser.layers.atRule).toBe(site.layers.atRule);
  });

  it("leaves ChakraProvider nothing global to render", () => {
    const cache = createCache({ key: "css" });
    const server = createEmotionServer(cache);
    const html = renderToString(
      <CacheProvider value={cache}>
        <ChakraProvider value={systemWithoutGlobalCss(browserSystem())}>page</ChakraProvider>
      </CacheProvider>,
    );
    const css = server
      .extractCriticalToChunks(html)
      .styles.map((chunk) => chunk.css)
      .join("");
    expect(css).toBe("");
  });
});
