/** @jest-environment node */
// The CSS the site's style system writes into its pages, as Emotion writes it on the server: the
// start-up plugin's global stylesheet (reset, global styles, token variables),
// and every style the site's components write (read from src/ by the type checker), every recipe
// with every combination of its variants, every text and layer style. A browser drops a token
// the system left unresolved, a style prop it had no definition for and a keyframe that lost its
// property without a word, so this test says it instead.
import { chakra, ChakraProvider } from "@chakra-ui/react";
import {
  semanticTokens as chakraSemanticTokens,
  tokens as chakraTokens,
} from "@chakra-ui/react/theme";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import fs from "fs";
import path from "path";
import { renderToString } from "react-dom/server";
import { chakraGlobalCss } from "../plugins/gatsby-plugin-page-styles/global-css";
import { systemWithoutGlobalCss } from "../shared/theme/provider-system";
import { siteStyleInventory, styleCases } from "./support/style-inventory";
import { siteConfig, siteSystem } from "../shared/theme";
import { cssProblems, parseCss, type CssRules } from "./support/css-problems";

const ROOT = path.join(__dirname, "..");

const RULES: CssRules = {
  // Every category a token can have in Chakra, and any the site's theme adds.
  tokenCategories: [
    ...new Set([
      ...Object.keys(chakraTokens),
      ...Object.keys(chakraSemanticTokens),
      ...Object.keys(siteConfig.theme?.tokens ?? {}),
      ...Object.keys(siteConfig.theme?.semanticTokens ?? {}),
    ]),
  ],
  // The theme's compositions: Chakra writes one out as it is when the theme doesn't define it
  // (`layerStyle: "disabled"` became `layer-style:disabled` in Chakra's button and input recipes).
  styleProps: ["textStyle", "layerStyle", "animationStyle"],
};

/** The CSS Emotion writes on the server for one element with this `css`, as the pages get it. */
function emittedCss(styles: readonly unknown[]): string {
  const cache = createCache({ key: "css" });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ChakraProvider value={systemWithoutGlobalCss(siteSystem())}>
        {styles.map((style, i) => (
          <chakra.div key={i} css={style as never} />
        ))}
      </ChakraProvider>
    </CacheProvider>,
  );
  return extractCriticalToChunks(html)
    .styles.map((chunk) => chunk.css)
    .join("");
}

describe("the checker (__tests__/support/css-problems.ts)", () => {
  it("finds an unresolved token, a composition written out and keyframes without properties", () => {
    const css =
      ".a{--outline-color:colors.colorPalette.border;color:var(--chakra-colors-fg);}" +
      ".b:is(:disabled){layer-style:disabled;background:url(data:image/png;base64,colors.AA)}" +
      "@keyframes treatment-open{from:0;to:1px;}" +
      "@keyframes ok{0%,49%{opacity:1}to{transform:translateY(0)}}" +
      "@keyframes empty{from{}}";
    expect(cssProblems(css, RULES)).toEqual([
      "a token not resolved: .a { --outline-color: colors.colorPalette.border }",
      "a style prop written as CSS: .b:is(:disabled) { layer-style: disabled }",
      "@keyframes treatment-open: no keyframe blocks",
      "@keyframes treatment-open: a keyframe without a property (`from:0`)",
      "@keyframes treatment-open: a keyframe without a property (`to:1px`)",
      "@keyframes empty: `from` sets no property",
    ]);
  });

  it("reads nested at-rules and strings with braces and semicolons in them", () => {
    const root = parseCss('@layer recipes{@media (min-width: 1px){.x::before{content:"{;}";}}}');
    expect(root.blocks[0]!.blocks[0]!.blocks[0]).toEqual({
      prelude: ".x::before",
      declarations: [{ property: "content", value: '"{;}"' }],
      blocks: [],
    });
  });
});

describe("the CSS the site's style system writes", () => {
  it("global stylesheet: every token resolved, every keyframe with its properties", () => {
    const css = chakraGlobalCss();
    expect(css).toContain("--chakra-colors-bg");
    expect(cssProblems(css, RULES)).toEqual([]);
  });

  it("the site's own stylesheets: every keyframe with its properties", () => {
    const css = fs.readFileSync(path.join(ROOT, "src/styles/global.css"), "utf8");
    expect(css).toContain("@keyframes treatment-open");
    expect(cssProblems(css, RULES)).toEqual([]);
  });

  it("every style of the site's components, recipes, text and layer styles", () => {
    const site = siteSystem();
    const inventory = siteStyleInventory(ROOT, site.isValidProperty);
    const cases = styleCases(inventory, siteConfig.theme ?? {});
    expect(cases.length).toBeGreaterThan(400);
    // Each problem once, with the styles that wrote it (class names differ between them).
    const found = new Map<string, Set<string>>();
    for (const { label, run } of cases) {
      const output = run(site) as Record<string, unknown>;
      // A slot recipe gives one style per slot (root, title, …), each an element's own.
      const styles = label.startsWith("slot recipe ") ? Object.values(output) : [output];
      for (const problem of cssProblems(emittedCss(styles), RULES)) {
        const key = problem.replace(/\.css-[a-z0-9]+/g, ".css-…");
        found.set(key, (found.get(key) ?? new Set()).add(label));
      }
    }
    if (found.size > 0) {
      throw new Error(
        `The style system writes ${found.size} broken declarations or keyframes, each dropped by ` +
          "the browser without a word:\n" +
          [...found]
            .map(([problem, where]) => {
              const labels = [...where];
              const more = labels.length > 3 ? `\n      … and ${labels.length - 3} more` : "";
              return `  ${problem}\n      from ${labels.slice(0, 3).join("\n      from ")}${more}`;
            })
            .join("\n"),
      );
    }
  }, 120_000);
});
