import { IconButton } from "@chakra-ui/react";
import { useRef, type RefObject } from "react";
import { LuMenu, LuX } from "react-icons/lu";
import { usePopoverExpanded } from "../../hooks/use-popover";

// React 18 passes unknown lowercase attributes through as they are.
const toggleAttributes = (menuId: string) => ({ popovertarget: menuId }) as Record<string, string>;

interface MenuButtonProps {
  menuId: string;
  menuRef: RefObject<HTMLElement | null>;
  /** Its name, in the page's language. */
  label: string;
}

// The header's Menu button: opens the menu popover by `popovertarget`, also before React runs, and
// says whether it is open. The menu's state re-renders nothing: the button's `aria-expanded`
// follows the popover outside React. Held as the header's state, it re-rendered the whole bar and
// both link lists in one task that could not yield (64-188 ms with the CPU slowed 4 times); as
// this button's, the button alone, after every toggle and at every start-up (docs/performance.md).
export function MenuButton({ menuId, menuRef, label }: MenuButtonProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  usePopoverExpanded(buttonRef, menuRef);
  return (
    <IconButton
      asChild
      ref={buttonRef}
      display={{ base: "inline-flex", md: "none" }}
      variant="ghost"
      color="fg"
    >
      <button
        type="button"
        aria-label={label}
        // aria-expanded: set once mounted (usePopoverExpanded); the browser itself reports a
        // popover button's state before that.
        aria-controls={menuId}
        {...toggleAttributes(menuId)}
      >
        <LuMenu data-menu-icon="closed" />
        <LuX data-menu-icon="open" />
      </button>
    </IconButton>
  );
}
