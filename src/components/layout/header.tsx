import { Box, Container, Flex, chakra } from "@chakra-ui/react";
import { MenuButton } from "./menu-button";
import { useSite } from "../../hooks/use-site";
import { usePageLocale } from "../../hooks/use-strings";
import { MENU_ID } from "../../lib/shell";
import { LanguageSwitch } from "./language-switch";
import { NavLink } from "./nav-link";
import { LocalizedLink } from "../common/localized-link";
import { T } from "../common/t";
import { ThemeToggle } from "./theme-toggle";

const HomeLink = chakra(LocalizedLink);
const MENU_OPEN = `#${MENU_ID}:popover-open`;

// The header never hydrates (src/components/layout/layout.tsx): everything in it works as HTML.
// The menu is an HTML popover opened by its button's `popovertarget`: the browser opens and closes
// it (the button, Escape, a tap outside) from the first paint, before and without the page's
// scripts, so a tap on a slow phone is never lost; the layout mirrors its state on the button
// (aria-expanded) and closes it when a link is chosen (src/hooks/use-shell.ts). The links are
// links (the layout scrolls to a part of a page for those that lead to one), the language switch a
// link, and the colour mode a button the colour-mode script in <head> runs. React 18 passes
// unknown lowercase attributes through as they are.
const MENU_ATTRIBUTES = { popover: "auto" } as Record<string, string>;

export function Header() {
  const { siteYaml, navigationYaml } = useSite();
  const { strings } = usePageLocale();

  // The links never change order on the page: a place is a stable key.
  const links = navigationYaml!.items.map((item, index) => (
    <Box as="li" key={index} listStyleType="none">
      <T text={item.name} component={NavLink} to={item.link} />
    </Box>
  ));

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/92"
      backdropFilter="saturate(1.4) blur(10px)"
      borderBottomWidth="1px"
      borderColor="border"
      // The bar slides in over 1000 ms (keyframes in src/styles/global.css); CSS, so it also
      // shows without JavaScript.
      animation="header-in 1000ms cubic-bezier(0.22, 1, 0.36, 1) both"
      // The button's icon follows the menu's own state, also before React runs.
      css={{
        [`&:has(${MENU_OPEN}) [data-menu-icon="closed"]`]: { display: "none" },
        [`&:not(:has(${MENU_OPEN})) [data-menu-icon="open"]`]: { display: "none" },
      }}
      data-testid="site-header"
    >
      <Container maxW="7xl" px={{ base: "4", md: "6" }}>
        <Flex
          as="nav"
          aria-label={strings.shell.mainNav}
          align="center"
          justify="space-between"
          minH="16"
          gap="4"
        >
          <HomeLink
            to="/"
            fontFamily="heading"
            fontSize={{ base: "lg", md: "xl" }}
            fontWeight="700"
            color="fg"
            textDecoration="none"
            lineHeight="1.1"
            py="2"
          >
            {siteYaml!.name}
          </HomeLink>

          <Flex as="ul" display={{ base: "none", md: "flex" }} gap="1" m="0" p="0">
            {links}
          </Flex>

          <Flex align="center" gap="1">
            <LanguageSwitch />
            <ThemeToggle label={strings.shell.darkMode} />
            <MenuButton menuId={MENU_ID} label={strings.shell.menu} />
          </Flex>
        </Flex>

        <Box
          as="ul"
          id={MENU_ID}
          {...MENU_ATTRIBUTES}
          // In the top layer, under the bar, full width. No display of its own while closed: the
          // browser's `[popover]:not(:popover-open) { display: none }` hides it.
          position="fixed"
          inset="0"
          top="calc(4rem + 1px)"
          bottom="auto"
          w="full"
          maxW="none"
          h="auto"
          m="0"
          px="4"
          pt="2"
          pb="4"
          border="none"
          borderBottomWidth="1px"
          borderColor="border"
          bg="bg"
          color="fg"
          boxShadow="md"
          css={{
            "&:popover-open": {
              display: { base: "flex", md: "none" },
              flexDirection: "column",
              gap: "1",
            },
          }}
          data-testid="mobile-menu"
        >
          {links}
        </Box>
      </Container>
    </Box>
  );
}
