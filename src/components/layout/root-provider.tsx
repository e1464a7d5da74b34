import { ChakraProvider } from "@chakra-ui/react";
import { domAnimation, LazyMotion, MotionConfig } from "framer-motion";
import type { ReactNode } from "react";
import { system } from "../../theme";
import { ColorModeProvider } from "./color-mode";

export function RootProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider>
        <LazyMotion features={domAnimation} strict>
          <MotionConfig reducedMotion="user">{children}</MotionConfig>
        </LazyMotion>
      </ColorModeProvider>
    </ChakraProvider>
  );
}
