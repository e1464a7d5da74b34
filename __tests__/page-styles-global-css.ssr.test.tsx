/** @jest-environment node */
// Contract: ChakraProvider renders its global styles only from `layers.atRule` and `_global` (every
// page has them once as a stylesheet, and every provider gets a system without them:
// plugins/gatsby-plugin-page-styles/global-css.tsx and shared/theme/provider-system.ts).
import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { renderToString } from "react-dom/server";
import { chakraGlobalCss } from "../plugins/gatsby-plugin-page-styles/global-css";
import { systemWithoutGlobalCss } from "../shared/theme/provider-system";
import { siteSystem } from "../shared/theme";

function renderedCss(system: SystemContext): string {
  const cache = createCache({ key: "css" });
  // Before rendering: the server instance tells the cache to keep global styles for extraction.
  const server = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>
        <p>page</p>
      </ChakraProvider>
    </CacheProvider>,
  );
  return server
    .extractCriticalToChunks(html)
    .styles.map((chunk) => chunk.css)
    .join("");
}

describe("Chakra's global CSS, written once", () => {
  it("is what ChakraProvider renders for the site's system: layer order, reset, tokens", () => {
    const css = chakraGlobalCss();
    expect(css).toBe(renderedCss(siteSystem()));
    expect(css).toMatch(/^@layer reset, ?base, ?tokens, ?recipes;/);
    expect(css).toContain("--chakra-colors-bg");
  });

  it("leaves ChakraProvider nothing to render with the system handed to it", () => {
    const css = renderedCss(systemWithoutGlobalCss(siteSystem()));
    expect(
      css === ""
        ? "none"
        : "Contract broken: ChakraProvider rendered global styles for a system with empty " +
            `\`_global\` and \`_config.disableLayers\` (${css.slice(0, 80)}…): Chakra now takes ` +
            "its global styles from elsewhere; update shared/theme/provider-system.ts.",
    ).toBe("none");
  });

  it("keeps every other part of the system: the same class names and CSS", () => {
    const full = siteSystem();
    const lean = systemWithoutGlobalCss(siteSystem());
    const styles = [{ color: "fg", px: "4", _hover: { bg: "accent.subtle" } }, { md: { p: "2" } }];
    for (const style of styles) expect(lean.css(style)).toEqual(full.css(style));
    expect(lean.token("colors.bg")).toBe(full.token("colors.bg"));
  });
});
