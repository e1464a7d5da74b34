import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { siteSystem } from "../../../shared/theme";
import { systemWithoutGlobalCss } from "../../../shared/theme/provider-system";

/**
 * The server's provider around the whole page (gatsby-ssr.tsx): Chakra's style system, without its
 * global styles, which every page has as a stylesheet (plugins/gatsby-plugin-page-styles). In the
 * browser each part of a page that renders has its own (StyleRoot, style-root.tsx), so that the
 * page's first scripts hold none of Chakra's code.
 */
export function RootProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={systemWithoutGlobalCss(siteSystem())}>{children}</ChakraProvider>;
}
