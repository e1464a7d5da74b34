import { ChakraProvider } from "@chakra-ui/react";
import { useContext, type ReactNode } from "react";
import { siteSystem } from "../../theme";
import { ProviderSystemContext } from "./provider-system";

export function RootProvider({ children }: { children: ReactNode }) {
  const providerSystem = useContext(ProviderSystemContext) ?? siteSystem;
  return <ChakraProvider value={providerSystem()}>{children}</ChakraProvider>;
}
