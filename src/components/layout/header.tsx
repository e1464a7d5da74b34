import { Box, Container, Flex, IconButton, chakra } from "@chakra-ui/react";
import { Link } from "gatsby";
import { useEffect, useState } from "react";
import { LuMenu, LuX } from "react-icons/lu";
import { useSite } from "../../hooks/use-site";
import { NavLink } from "./nav-link";
import { ThemeToggle } from "./theme-toggle";

const HomeLink = chakra(Link);
const MENU_ID = "site-menu";

export function Header() {
  const { siteYaml, navigationYaml } = useSite();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  // Escape closes the open menu, as it does any disclosure.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setMenuOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const links = navigationYaml!.items.map((item) => (
    <Box as="li" key={item.id} listStyleType="none">
      <NavLink to={item.link} onNavigate={closeMenu}>
        {item.name}
      </NavLink>
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
      // The bar slides in over 1000 ms (keyframes in the theme); CSS, so it also shows without
      // JavaScript.
      animation="header-in 1000ms cubic-bezier(0.22, 1, 0.36, 1) both"
      data-testid="site-header"
    >
      <Container maxW="7xl" px={{ base: "4", md: "6" }}>
        <Flex as="nav" aria-label="Main" align="center" justify="space-between" minH="16" gap="4">
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
            <ThemeToggle />
            <IconButton
              display={{ base: "inline-flex", md: "none" }}
              aria-label="Menu"
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              variant="ghost"
              color="fg"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <LuX /> : <LuMenu />}
            </IconButton>
          </Flex>
        </Flex>

        <Box
          as="ul"
          id={MENU_ID}
          display={{ base: menuOpen ? "flex" : "none", md: "none" }}
          flexDirection="column"
          gap="1"
          m="0"
          px="0"
          pb="4"
          data-testid="mobile-menu"
        >
          {links}
        </Box>
      </Container>
    </Box>
  );
}
