import { Box, chakra } from "@chakra-ui/react";
import type { PageProps } from "gatsby";
import type { ReactNode } from "react";
import type { SiteData } from "../../hooks/use-site";
import { PageLocaleContext } from "../../hooks/use-strings";
import type { LocalizedPageContext } from "../../i18n/page-context";
import { Section } from "../common/section";
import { Footer } from "./footer";
import { Header } from "./header";
import { StoreNotice } from "./store-notice";

interface LayoutProps {
  children: ReactNode;
  /**
   * The page's props as wrapPageElement gets them: its context from plugins/gatsby-plugin-languages (its language
   * and that language's words), its address, and its data (its query includes `...SiteShell`).
   */
  page: Pick<PageProps<unknown, unknown>, "location" | "pageContext" | "data">;
}

export function Layout({ children, page }: LayoutProps) {
  const { locale, strings, pricesAsOf, fromStore } = page.pageContext as LocalizedPageContext;
  const pathname = page.location.pathname;
  const site = page.data as SiteData;
  // A new value only when the page changes: the layout is rendered again only with a new page
  // element (Gatsby's wrapPageElement), so no memo is needed to keep its readers still.
  return (
    <PageLocaleContext.Provider value={{ locale, strings, pathname, site }}>
      <LayoutShell
        skipLabel={strings.shell.skipToContent}
        notice={
          <StoreNotice
            fromStore={fromStore}
            pricesAsOf={pricesAsOf}
            text={strings.offline.fromStore}
          />
        }
      >
        {children}
      </LayoutShell>
    </PageLocaleContext.Provider>
  );
}

function LayoutShell({
  children,
  skipLabel,
  notice,
}: {
  children: ReactNode;
  skipLabel: string;
  notice: ReactNode;
}) {
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
      {notice}
      <Box as="main" id="main" flex="1" tabIndex={-1} _focus={{ outline: "none" }}>
        {children}
      </Box>
      <Section name="footer">
        <Footer />
      </Section>
    </Box>
  );
}
