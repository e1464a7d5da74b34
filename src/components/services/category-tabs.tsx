import { Flex, chakra } from "@chakra-ui/react";
import { useRef, type KeyboardEvent } from "react";
import { T, type ContentText } from "../common/t";

export interface TabItem {
  id: string;
  name: ContentText;
}

interface CategoryTabsProps {
  tabs: readonly TabItem[];
  selected: number;
  onSelect: (index: number) => void;
  label: string;
  tabId: (id: string) => string;
  /** The one panel every tab shows (its rows change with the tab). */
  panelId: string;
}

const Tab = chakra("button", {
  base: {
    px: { base: "4", md: "5" },
    minH: "11",
    borderRadius: "full",
    borderWidth: "1px",
    borderColor: "border.strong",
    bg: "bg.panel",
    color: "fg",
    fontWeight: "600",
    fontSize: { base: "sm", md: "md" },
    cursor: "pointer",
    transitionProperty: "background-color, color, border-color",
    transitionDuration: "200ms",
    _hover: { borderColor: "accent", color: "accent" },
    _selected: {
      bg: "accent.solid",
      borderColor: "accent.solid",
      color: "accent.contrast",
      _hover: { color: "accent.contrast" },
    },
  },
});

// A WAI-ARIA tab list with automatic activation: arrow keys, Home and End move the selection and the
// focus together, and only the selected tab is in the Tab order.
export function CategoryTabs({
  tabs,
  selected,
  onSelect,
  label,
  tabId,
  panelId,
}: CategoryTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const moveTo = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    onSelect(next);
    refs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys: Record<string, () => void> = {
      ArrowRight: () => moveTo(selected + 1),
      ArrowLeft: () => moveTo(selected - 1),
      Home: () => moveTo(0),
      End: () => moveTo(tabs.length - 1),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <Flex
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      wrap="wrap"
      justify="center"
      gap={{ base: "2", md: "3" }}
    >
      {tabs.map((tab, index) => (
        <T
          text={tab.name}
          component={Tab}
          key={tab.id}
          ref={(node: HTMLButtonElement | null) => {
            refs.current[index] = node;
          }}
          type="button"
          role="tab"
          id={tabId(tab.id)}
          aria-selected={index === selected}
          aria-controls={panelId}
          tabIndex={index === selected ? 0 : -1}
          onClick={() => onSelect(index)}
          onKeyDown={onKeyDown}
        />
      ))}
    </Flex>
  );
}
