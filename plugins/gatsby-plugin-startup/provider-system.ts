import type { SystemContext } from "@chakra-ui/react";

/** The `<style>` that holds Chakra's global CSS in every built page's <head> (global-css.tsx). */
export const GLOBAL_CSS_ID = "chakra-global-css";

const withoutGlobalCss = new WeakMap<SystemContext, SystemContext>();

/**
 * The system for a ChakraProvider that renders no global styles, because the page already has them
 * as a stylesheet (global-css.tsx). ChakraProvider renders `system.layers.atRule` (unless
 * `_config.disableLayers`) and `system._global` as Emotion `<Global>` styles, and nothing else
 * reads either field at render time (__tests__/startup-global-css.ssr.test.tsx fails with a
 * plain message if that changes). Otherwise the same system: the same class names and CSS.
 */
export function systemWithoutGlobalCss(system: SystemContext): SystemContext {
  let lean = withoutGlobalCss.get(system);
  if (!lean) {
    lean = { ...system, _global: [], _config: { ...system._config, disableLayers: true } };
    withoutGlobalCss.set(system, lean);
  }
  return lean;
}
