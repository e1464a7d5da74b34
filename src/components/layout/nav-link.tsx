import { chakra } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { LocalizedLink } from "../common/localized-link";

const StyledLink = chakra(LocalizedLink);

interface NavLinkProps {
  /** The page's English address ("/#about"): the link leads to it in the page's language. */
  to: string;
  children: ReactNode;
  isCurrent?: boolean;
  /** Its text's language where that is not the page's (given by T, src/components/common/t.tsx). */
  lang?: string;
}

// A header link. "/#about" scrolls smoothly when the visitor is already on "/", and otherwise opens
// "/" and scrolls to #about 500 ms after it shows: the layout does that for every link that carries
// NAV_LINK_ATTRIBUTE (src/hooks/use-shell.ts), as the header never hydrates. Without JavaScript it
// is a plain link that works as well.
export function NavLink({ to, children, isCurrent, lang }: NavLinkProps) {
  return (
    <StyledLink
      to={to}
      // NAV_LINK_ATTRIBUTE (src/lib/shell.ts), written out: a style prop can't be a computed name.
      data-nav-link=""
      aria-current={isCurrent ? "page" : undefined}
      lang={lang}
      display="inline-flex"
      alignItems="center"
      minH="11"
      px="3"
      fontWeight="600"
      color="fg"
      textDecoration="none"
      borderRadius="md"
      _hover={{ color: "accent", textDecoration: "underline", textUnderlineOffset: "6px" }}
      _currentPage={{ color: "accent" }}
    >
      {children}
    </StyledLink>
  );
}
