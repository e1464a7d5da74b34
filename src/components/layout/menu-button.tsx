import { IconButton } from "@chakra-ui/react";
import type { RefObject } from "react";
import { LuMenu, LuX } from "react-icons/lu";
import { usePopoverOpen } from "../../hooks/use-popover";

// React 18 passes unknown lowercase attributes through as they are.
const toggleAttributes = (menuId: string) => ({ popovertarget: menuId }) as Record<string, string>;

interface MenuButtonProps {
  menuId: string;
  menuRef: RefObject<HTMLElement | null>;
  /** Its name, in the page's language. */
  label: string;
}

// The header's Menu button: opens the menu popover by `popovertarget`, also before React runs, and
// says whether it is open. A component of its own, so the menu's state, read once the page is
// hydrated, re-renders this button only: in the header it re-rendered the whole bar and both link
// lists at once, in one task that could not yield (64-188 ms with the CPU slowed 4 times, together
// with the services page's gallery; docs/performance.md).
export function MenuButton({ menuId, menuRef, label }: MenuButtonProps) {
  const open = usePopoverOpen(menuRef);
  return (
    <IconButton asChild display={{ base: "inline-flex", md: "none" }} variant="ghost" color="fg">
      <button
        type="button"
        aria-label={label}
        // Unknown until mounted (the visitor may have opened it before hydration); the browser
        // itself reports a popover button's state meanwhile.
        aria-expanded={open ?? undefined}
        aria-controls={menuId}
        {...toggleAttributes(menuId)}
      >
        <LuMenu data-menu-icon="closed" />
        <LuX data-menu-icon="open" />
      </button>
    </IconButton>
  );
}
