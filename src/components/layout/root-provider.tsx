import { ChakraProvider, type SystemContext } from "@chakra-ui/react";
import { createContext, useContext, type ReactNode } from "react";
import { siteSystem } from "../../theme";
import { ColorModeProvider } from "./color-mode";

/**
 * The style system ChakraProvider is handed: the site's, unless a wrapper around the site says
 * otherwise. The start-up layer (plugins/gatsby-plugin-startup) writes Chakra's global CSS into
 * the page once, at build time, and hands over a system with nothing global left for the provider
 * to render (in the browser, a leaner one that writes the same CSS for every style of the site).
 */
export const ProviderSystemContext = createContext<() => SystemContext>(siteSystem);

export function RootProvider({ children }: { children: ReactNode }) {
  const providerSystem = useContext(ProviderSystemContext);
  return (
    <ChakraProvider value={providerSystem()}>
      <ColorModeProvider>{children}</ColorModeProvider>
    </ChakraProvider>
  );
}
