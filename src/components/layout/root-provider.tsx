import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { createSiteSystem } from "../../theme";
import { ColorModeProvider } from "./color-mode";

/**
 * The system the browser hands to ChakraProvider. ChakraProvider renders `system._global` (the CSS
 * reset, global styles and every token as a CSS variable) with Emotion's <Global>. The server
 * already wrote that CSS into each built page, and Emotion keeps the server's style tags, so
 * building it again in the browser would only cost start-up time on a slow phone (see
 * gatsby/webpack/chakra-system-lazy-global-loader.js). Without server HTML (`gatsby develop`),
 * the browser builds it as usual.
 */
export function browserSystem(base: SystemContext, doc: Document | undefined): SystemContext {
  const serverGlobals = doc?.querySelector('style[data-emotion^="css-global "]');
  if (!serverGlobals) return base;
  return Object.create(base, { _global: { value: [] } }) as SystemContext;
}

let providedSystem: SystemContext | undefined;

/** The style system, built on the first call. */
export function prepareSystem(): SystemContext {
  providedSystem ??= browserSystem(
    createSiteSystem(),
    typeof document === "undefined" ? undefined : document,
  );
  return providedSystem;
}

export function RootProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={prepareSystem()}>
      <ColorModeProvider>{children}</ColorModeProvider>
    </ChakraProvider>
  );
}
