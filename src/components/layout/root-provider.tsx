import { ChakraProvider } from "@chakra-ui/react";
import { domAnimation, LazyMotion, MotionConfig } from "framer-motion";
import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { system } from "../../theme";

export const THEME_STORAGE_KEY = "theme";

// next-themes writes the visitor's choice to localStorage under "theme" ("dark" or "light") and
// injects a blocking script that puts the class on <html> before the first paint.
export function RootProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ThemeProvider
        attribute="class"
        storageKey={THEME_STORAGE_KEY}
        defaultTheme="system"
        enableSystem
        disableTransitionOnChange
      >
        <LazyMotion features={domAnimation} strict>
          <MotionConfig reducedMotion="user">{children}</MotionConfig>
        </LazyMotion>
      </ThemeProvider>
    </ChakraProvider>
  );
}
