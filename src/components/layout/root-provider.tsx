import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import { createContext, useContext, type ReactNode } from "react";
import { siteSystem } from "../../theme";
import { ColorModeProvider } from "./color-mode";

/**
 * How the site's style system is handed to ChakraProvider: as it is, unless a wrapper around the
 * site says otherwise. The start-up layer (plugins/gatsby-plugin-startup) writes Chakra's global
 * CSS into the page once, at build time, and hands over the same system with nothing global left
 * for the provider to render.
 */
export const ProviderSystemContext = createContext<(system: SystemContext) => SystemContext>(
  (system) => system,
);

export function RootProvider({ children }: { children: ReactNode }) {
  const forProvider = useContext(ProviderSystemContext);
  return (
    <ChakraProvider value={forProvider(siteSystem())}>
      <ColorModeProvider>{children}</ColorModeProvider>
    </ChakraProvider>
  );
}
