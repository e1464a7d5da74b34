import type { SystemStyleObject } from "@chakra-ui/react";
import { containerRecipe } from "@chakra-ui/react/theme";

/**
 * The look of the page's shell and of the few parts that hydrate on every page (or on their own):
 * plain elements, named by class, whose look is here, in the theme's global CSS (every page has it
 * as a stylesheet), so that the code every page hydrates holds none of Chakra's
 * (src/components/layout/layout.tsx, src/components/contact/opening-status.tsx, special-hours.tsx),
 * and the contact form's labels and messages (src/components/contact/form-field.tsx): a message's
 * look is in the page from the start, so a Send that finds errors inserts no style rule. The same
 * tokens, conditions and breakpoints as every component's styles.
 */
export const shellCss: Record<string, SystemStyleObject> = {
  ".site-shell": { minH: "100vh", display: "flex", flexDirection: "column" },
  ".skip-link": {
    position: "absolute",
    left: "4",
    top: "-20",
    zIndex: "skipNav",
    bg: "accent.solid",
    color: "accent.contrast",
    px: "4",
    py: "2",
    borderRadius: "md",
    _focusVisible: { top: "4" },
  },
  ".site-main": { flex: "1", _focus: { outline: "none" } },
  ".store-notice": {
    bg: "bg.muted",
    color: "fg",
    px: "4",
    py: "2",
    textAlign: "center",
    fontSize: "sm",
  },
  // The contact page's details and form: side by side on a wide screen.
  ".contact-layout": {
    ...containerRecipe.base,
    maxW: "7xl",
    py: { base: "12", md: "20" },
    display: "grid",
    gridTemplateColumns: { base: "minmax(0, 1fr)", lg: "minmax(0, 5fr) minmax(0, 7fr)" },
    gap: { base: "8", lg: "10" },
    alignItems: "start",
  },
  // The contact page's open-now line.
  ".opening-status": { display: "flex", alignItems: "center", gap: "2", minH: "6" },
  ".opening-status-dot": {
    boxSize: "2.5",
    borderRadius: "full",
    bg: "border.strong",
    flexShrink: "0",
    "[data-open=true] > &": { bg: "accent.gold" },
  },
  ".opening-status-text": {
    fontWeight: "600",
    fontSize: "sm",
    color: "fg.muted",
    "[data-open=true] > &": { color: "accent" },
  },
  ".special-hours": { mt: "2" },
  ".special-hours-heading": { fontWeight: "600", fontSize: "sm" },
  ".special-hours-list": { listStyleType: "none", fontSize: "sm", color: "fg.muted" },
  // A contact field's label, and its message while the value is wrong.
  ".field-label": { display: "block", mb: "1.5", fontWeight: "600", fontSize: "sm", color: "fg" },
  ".field-error": {
    display: "flex",
    mt: "1.5",
    gap: "1.5",
    alignItems: "center",
    color: "fg.error",
    fontSize: "sm",
  },
};
