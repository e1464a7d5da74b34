import { Box, chakra } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { Footer } from "./footer";
import { Header } from "./header";
import { Toaster } from "./toaster";

export function Layout({ children }: { children: ReactNode }) {
  return (
    <Box minH="100vh" display="flex" flexDirection="column">
      <chakra.a
        href="#main"
        position="absolute"
        left="4"
        top="-20"
        zIndex="skipNav"
        bg="accent.solid"
        color="accent.contrast"
        px="4"
        py="2"
        borderRadius="md"
        _focusVisible={{ top: "4" }}
      >
        Skip to content
      </chakra.a>
      <Header />
      <Box as="main" id="main" flex="1" tabIndex={-1} _focus={{ outline: "none" }}>
        {children}
      </Box>
      <Footer />
      <Toaster />
    </Box>
  );
}
