import { Box, Container, type BoxProps } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface FullScreenSectionProps extends Omit<BoxProps, "as"> {
  id?: string;
  children: ReactNode;
}

// A section that fills the screen below the sticky header on desktops and grows with its content
// on phones, where a forced full height would only add empty space.
export function FullScreenSection({ children, ...rest }: FullScreenSectionProps) {
  return (
    <Box
      as="section"
      display="flex"
      alignItems="center"
      minH={{ lg: "calc(100svh - 4rem)" }}
      py={{ base: "16", lg: "20" }}
      {...rest}
    >
      <Container maxW="7xl" px={{ base: "4", md: "6" }}>
        {children}
      </Container>
    </Box>
  );
}
