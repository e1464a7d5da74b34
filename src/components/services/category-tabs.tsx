import { Flex, VisuallyHidden, chakra, type SystemStyleObject } from "@chakra-ui/react";
import { useRef, type KeyboardEvent } from "react";
import { CATEGORY_INDEX_ATTRIBUTE } from "../../lib/category-choice";
import { langOf, T, type ContentText } from "../common/t";
import { FocusKeeper } from "../common/focus-keeper";

export interface TabItem {
  id: string;
  name: ContentText;
}

interface CategoryTabsProps {
  tabs: readonly TabItem[];
  /** The selected tab's index (a tab list), or null before the page's script has run (a choice). */
  selected: number | null;
  /** Which category the static choice starts on (All Services). */
  first: number;
  onSelect: (index: number) => void;
  label: string;
  tabId: (id: string) => string;
  /** The one panel every tab shows (its rows change with the tab). */
  panelId: string;
}

/** The name the static choice's radio buttons share (one of them is checked). */
export const CATEGORY_CHOICE = "booking-category";

const SELECTED: SystemStyleObject = {
  bg: "accent.solid",
  borderColor: "accent.solid",
  color: "accent.contrast",
  _hover: { color: "accent.contrast" },
};

// A pill: the tab list's tab, or (as a label) the static choice's label for its radio button, just
// before it. One look, so one class for both: the tab list that takes the choice's place when the
// script runs inserts no new style rule (which would make the browser restyle the whole page).
const Tab = chakra("button", {
  base: {
    display: "inline-flex",
    alignItems: "center",
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
    _selected: SELECTED,
    "input:checked + &": SELECTED,
    "input:focus-visible + &": {
      outline: "3px solid",
      outlineColor: "focusRing",
      outlineOffset: "2px",
    },
  },
});

// The categories, native first. In the server's HTML (and so with no script, or before it runs)
// they are a choice of radio buttons, one per category, each shown as its label: the browser keeps
// which one is checked (also while the visitor follows links in the page), and the list's CSS
// shows the checked category's rows (booking-list.tsx). Once the page's script runs they are a
// WAI-ARIA tab list with automatic activation, starting on the category checked: arrow keys, Home
// and End move the selection and the focus together, and only the selected tab is in the Tab
// order.
export function CategoryTabs({
  tabs,
  selected,
  first,
  onSelect,
  label,
  tabId,
  panelId,
}: CategoryTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  // The same element in both forms: when the script turns the radio buttons into tabs while one
  // has the keyboard focus (a focus brings the list on the screen, and its section hydrates then),
  // the focus moves to its category's tab instead of falling to the page (FocusKeeper).
  const choiceRef = useRef<HTMLDivElement>(null);

  if (selected === null) {
    return (
      <FocusKeeper containerRef={choiceRef}>
        <Flex
          ref={choiceRef}
          role="radiogroup"
          aria-label={label}
          wrap="wrap"
          justify="center"
          gap={{ base: "2", md: "3" }}
        >
          {tabs.map((tab, index) => (
            <Flex key={tab.id} position="relative">
              {/* Visually hidden, still focusable and announced: its label is what shows. */}
              <VisuallyHidden asChild>
                <input
                  type="radio"
                  name={CATEGORY_CHOICE}
                  id={`${tabId(tab.id)}-choice`}
                  value={tab.id}
                  defaultChecked={index === first}
                  data-focus-key={categoryFocusKey(tab.id)}
                  {...{ [CATEGORY_INDEX_ATTRIBUTE]: index }}
                />
              </VisuallyHidden>
              <Tab asChild>
                <label htmlFor={`${tabId(tab.id)}-choice`} lang={langOf(tab.name)}>
                  {tab.name.text}
                </label>
              </Tab>
            </Flex>
          ))}
        </Flex>
      </FocusKeeper>
    );
  }

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
    <FocusKeeper containerRef={choiceRef}>
      <Flex
        ref={choiceRef}
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
            data-focus-key={categoryFocusKey(tab.id)}
            onClick={() => onSelect(index)}
            onKeyDown={onKeyDown}
          />
        ))}
      </Flex>
    </FocusKeeper>
  );
}

/** A category's radio button and its tab are the same control to the keyboard (FocusKeeper). */
const categoryFocusKey = (id: string) => `category-${id}`;

/** The category the static choice has checked, if its radio buttons are in the page. */
export function checkedCategory(): number | null {
  const checked = document.querySelector<HTMLInputElement>(
    `input[name="${CATEGORY_CHOICE}"]:checked`,
  );
  return checked ? Number(checked.getAttribute(CATEGORY_INDEX_ATTRIBUTE)) : null;
}
