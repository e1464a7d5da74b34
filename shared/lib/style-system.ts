import type { SystemContext } from "@chakra-ui/react";

/** Makes the browser's Chakra style system, once, when the first part of a page renders. */
export type StyleSystemFactory = () => Promise<SystemContext>;

let factory: StyleSystemFactory | undefined;

/**
 * Hands the browser's style runtime (src/components/layout/style-runtime.tsx) another way to make
 * its system: the start-up layer's leaner one, made in short tasks
 * (plugins/gatsby-plugin-startup/gatsby-browser.tsx). Without one, the site's own system.
 */
export function provideStyleSystem(make: StyleSystemFactory): void {
  factory = make;
}

/** The factory provided, if any. */
export const providedStyleSystem = (): StyleSystemFactory | undefined => factory;
