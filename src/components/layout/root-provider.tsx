import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import { createContext, useContext, type ReactNode } from "react";
import { siteSystem } from "../../theme";
import { ColorModeProvider } from "./color-mode";

/**
 * True when the page's HTML already carries Chakra's global CSS (its CSS reset, the theme's
 * variables, the global styles and keyframes) as an ordinary stylesheet, written once at build
 * time by the start-up layer (plugins/gatsby-plugin-startup). ChakraProvider then has nothing
 * global to render. False by default: ChakraProvider renders the global styles itself.
 */
export const GlobalCssWrittenContext = createContext(false);

let withoutGlobalCss: SystemContext | undefined;

/**
 * The site's system for a ChakraProvider that renders no global styles: ChakraProvider renders
 * `system.layers.atRule` (unless `_config.disableLayers`) and `system._global` as Emotion
 * `<Global>` styles, and nothing else of the system uses either field
 * (__tests__/startup-global-css.ssr.test.tsx fails if that changes). The same system otherwise:
 * every class name and style is the same.
 */
export function systemWithoutGlobalCss(): SystemContext {
  const system = siteSystem();
  withoutGlobalCss ??= {
    ...system,
    _global: [],
    _config: { ...system._config, disableLayers: true },
  };
  return withoutGlobalCss;
}

export function RootProvider({ children }: { children: ReactNode }) {
  const globalCssWritten = useContext(GlobalCssWrittenContext);
  return (
    <ChakraProvider value={globalCssWritten ? systemWithoutGlobalCss() : siteSystem()}>
      <ColorModeProvider>{children}</ColorModeProvider>
    </ChakraProvider>
  );
}
