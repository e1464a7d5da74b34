import type { SystemContext } from "@chakra-ui/react";

const withoutGlobalCss = new WeakMap<SystemContext, SystemContext>();

/**
 * The system for a ChakraProvider that renders no global styles, because every page has them as a
 * stylesheet in its <head> (plugins/gatsby-plugin-page-styles). ChakraProvider renders
 * `system.layers.atRule` (unless `_config.disableLayers`) and `system._global` as Emotion
 * `<Global>` styles, and nothing else reads either field at render time
 * (__tests__/page-styles-global-css.ssr.test.tsx fails with a plain message if that changes).
 * Otherwise the same system: the same class names and CSS.
 */
export function systemWithoutGlobalCss(system: SystemContext): SystemContext {
  let lean = withoutGlobalCss.get(system);
  if (!lean) {
    lean = { ...system, _global: [], _config: { ...system._config, disableLayers: true } };
    withoutGlobalCss.set(system, lean);
  }
  return lean;
}
