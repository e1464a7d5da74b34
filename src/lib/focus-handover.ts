// Keeping keyboard focus when code that arrives later (a carousel, the gallery's slideshow) renders
// new markup in place of what the server wrote. When React removes the focused element, the
// browser moves focus to <body>: a keyboard or screen-reader user loses their place. These helpers
// name the focused control so that its counterpart in the new markup can be found and focused.

const IMPLICIT_ROLES: Record<string, string> = {
  A: "link",
  BUTTON: "button",
  INPUT: "textbox",
  SELECT: "combobox",
  TEXTAREA: "textbox",
};

/**
 * What identifies a control across two renderings of the same part: its `data-focus-key` when it
 * has one (for controls whose name changes with state, such as Play/Pause), otherwise its role and
 * accessible name (aria-label, else its text).
 */
export function focusKeyOf(element: Element): string {
  const explicit = element.getAttribute("data-focus-key");
  if (explicit) return `key:${explicit}`;
  const role = element.getAttribute("role") ?? IMPLICIT_ROLES[element.tagName] ?? element.tagName;
  const name = element.getAttribute("aria-label") ?? element.textContent?.trim() ?? "";
  return `${role.toLowerCase()}:${name}`;
}

/** The element inside `container` with the same focus key, if there is one that can take focus. */
export function findCounterpart(container: ParentNode, key: string): HTMLElement | null {
  const candidates = container.querySelectorAll<HTMLElement>(
    "[data-focus-key], [tabindex], a[href], button, input, select, textarea, [role]",
  );
  for (const candidate of candidates) {
    if (focusKeyOf(candidate) !== key) continue;
    if ((candidate as HTMLButtonElement).disabled) continue;
    return candidate;
  }
  return null;
}

/** Whether focus was lost: nothing, or the page itself, has it. */
export function focusIsLost(doc: Document): boolean {
  return !doc.activeElement || doc.activeElement === doc.body;
}
