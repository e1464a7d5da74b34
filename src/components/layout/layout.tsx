import { Box, chakra } from "@chakra-ui/react";
import { useMemo, type ReactNode } from "react";
import { SiteShellContext, type SiteData } from "../../hooks/use-site";
import { PageLocaleContext } from "../../hooks/use-strings";
import type { PageLocaleContext as PageContext } from "../../i18n/page-context";
import { Footer } from "./footer";
import { Header } from "./header";
import { Toaster } from "./toaster";

interface LayoutProps {
  children: ReactNode;
  /** The page's context from gatsby-node.ts: its language and that language's words. */
  pageContext: PageContext;
  pathname: string;
  /** The page's data; its query includes `...SiteShell`. */
  site: SiteData;
}

export function Layout({ children, pageContext, pathname, site }: LayoutProps) {
  const { locale, strings } = pageContext;
  const value = useMemo(() => ({ locale, strings, pathname }), [locale, strings, pathname]);
  return (
    <PageLocaleContext.Provider value={value}>
      <SiteShellContext.Provider value={site}>
        <LayoutShell skipLabel={strings.shell.skipToContent}>{children}</LayoutShell>
      </SiteShellContext.Provider>
    </PageLocaleContext.Provider>
  );
}

function LayoutShell({ children, skipLabel }: { children: ReactNode; skipLabel: string }) {
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
        {skipLabel}
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
