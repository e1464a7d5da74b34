import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { siteSystem } from "../../theme";
import { ColorModeProvider } from "./color-mode";

export function RootProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={siteSystem()}>
      <ColorModeProvider>{children}</ColorModeProvider>
    </ChakraProvider>
  );
}
