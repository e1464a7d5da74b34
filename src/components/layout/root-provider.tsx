import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import { CacheProvider, type EmotionCache } from "@emotion/react";
import type { ReactNode } from "react";
import { runInTasks } from "../../lib/run-in-tasks";
import { readServerStyles } from "../../lib/style-cache";
import { createSiteSystem, createSiteSystemSteps } from "../../theme";
import { ColorModeProvider } from "./color-mode";

/**
 * The system the browser hands to ChakraProvider. ChakraProvider renders `system._global` (the CSS
 * reset, global styles and every token as a CSS variable) with Emotion's <Global>. When the server
 * already wrote that CSS into the page, building it again in the browser would only cost start-up
 * time on a slow phone (see gatsby/webpack/chakra-system-lazy-global-loader.js). Without server
 * HTML (`gatsby develop`), the browser builds it as usual.
 */
export function browserSystem(base: SystemContext, serverWroteGlobals: boolean): SystemContext {
  if (!serverWroteGlobals) return base;
  return Object.create(base, { _global: { value: [] } }) as SystemContext;
}

interface Styles {
  system: SystemContext;
  /** The Emotion cache that knows the server's styles; Emotion's default one without them. */
  cache: EmotionCache | undefined;
}

let prepared: Styles | undefined;

function stylesFor(base: SystemContext): Styles {
  const server = readServerStyles(typeof document === "undefined" ? undefined : document);
  return { system: browserSystem(base, server?.hasGlobals ?? false), cache: server?.cache };
}

/** The style system and the browser's Emotion cache, made on the first call. */
export function prepareStyles(): Styles {
  prepared ??= stylesFor(createSiteSystem());
  return prepared;
}

/**
 * The same, with the style system built over several short tasks instead of one long one (the
 * browser's start-up, before the page hydrates).
 */
export async function prepareStylesInTasks(): Promise<Styles> {
  if (!prepared) {
    const base = await runInTasks(createSiteSystemSteps());
    prepared ??= stylesFor(base);
  }
  return prepared;
}

export function RootProvider({ children }: { children: ReactNode }) {
  const { system, cache } = prepareStyles();
  const tree = (
    <ChakraProvider value={system}>
      <ColorModeProvider>{children}</ColorModeProvider>
    </ChakraProvider>
  );
  return cache ? <CacheProvider value={cache}>{tree}</CacheProvider> : tree;
}
