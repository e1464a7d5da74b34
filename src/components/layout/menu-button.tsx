import { IconButton } from "@chakra-ui/react";
import { LuMenu, LuX } from "react-icons/lu";

// React 18 passes unknown lowercase attributes through as they are.
const toggleAttributes = (menuId: string) => ({ popovertarget: menuId }) as Record<string, string>;

interface MenuButtonProps {
  menuId: string;
  /** Its name, in the page's language. */
  label: string;
}

// The header's Menu button: opens the menu popover by `popovertarget`, before and without the
// page's scripts. Its `aria-expanded` is set by the layout once the page runs (src/hooks/use-shell.ts);
// the browser itself reports a popover button's state before that.
export function MenuButton({ menuId, label }: MenuButtonProps) {
  return (
    <IconButton asChild display={{ base: "inline-flex", md: "none" }} variant="ghost" color="fg">
      <button type="button" aria-label={label} aria-controls={menuId} {...toggleAttributes(menuId)}>
        <LuMenu data-menu-icon="closed" />
        <LuX data-menu-icon="open" />
      </button>
    </IconButton>
  );
}
