import { ChakraProvider } from "@chakra-ui/react";
import { useContext, type ReactNode } from "react";
import { siteSystem } from "../../theme";
import { ColorModeProvider } from "./color-mode";
import { ProviderSystemContext } from "./provider-system";

export function RootProvider({ children }: { children: ReactNode }) {
  const providerSystem = useContext(ProviderSystemContext) ?? siteSystem;
  return (
    <ChakraProvider value={providerSystem()}>
      <ColorModeProvider>{children}</ColorModeProvider>
    </ChakraProvider>
  );
}
