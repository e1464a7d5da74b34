import { chakra } from "@chakra-ui/react";
import { Link, navigate } from "gatsby";
import type { MouseEvent, ReactNode } from "react";
import {
  SCROLL_DELAY_AFTER_NAVIGATION_MS,
  samePath,
  scrollToId,
  scrollToIdWhenShown,
  splitAnchor,
} from "../../lib/anchor";

const StyledLink = chakra(Link);

interface NavLinkProps {
  to: string;
  children: ReactNode;
  onNavigate?: () => void;
  isCurrent?: boolean;
  /** Its text's language where that is not the page's (given by T, src/components/common/t.tsx). */
  lang?: string;
}

// A header link. "/#about" scrolls smoothly when the visitor is already on "/", and otherwise opens
// "/" and scrolls to #about 500 ms later (or as soon as that page shows, if it takes longer to
// arrive). Without JavaScript it is a plain link that works as well.
export function NavLink({ to, children, onNavigate, isCurrent, lang }: NavLinkProps) {
  const { path, hash } = splitAnchor(to);

  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onNavigate?.();
    if (!hash || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (samePath(window.location.pathname, path)) {
      scrollToId(hash);
      window.history.replaceState(window.history.state, "", `#${hash}`);
      return;
    }
    void navigate(`${path}#${hash}`);
    scrollToIdWhenShown(hash, SCROLL_DELAY_AFTER_NAVIGATION_MS);
  };

  return (
    <StyledLink
      to={to}
      onClick={handleClick}
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
