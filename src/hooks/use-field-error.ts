import { useLayoutEffect, useSyncExternalStore } from "react";
import type { FieldErrors } from "../lib/field-errors";

/**
 * The message of `field` in `errors` (undefined while the field is right, and on the server), and
 * what it says to a screen reader: while there is one, the control with id `controlId` is
 * `aria-invalid` and described by the message (the element with id `messageId`).
 *
 * The two attributes are set here, on the control in the page, not rendered by React: rendering
 * them renders the control (a Chakra recipe's styles) again. React never renders either
 * attribute, so it never overwrites them. They are set before the browser paints, and before
 * anything that runs after the update's commit (focus moving to the field) reads them.
 */
export function useFieldError<Field extends string>(
  errors: FieldErrors<Field>,
  field: Field,
  controlId: string,
  messageId: string,
): string | undefined {
  const error = useSyncExternalStore(
    errors.subscribe,
    () => errors.get()[field],
    () => undefined,
  );
  useLayoutEffect(() => {
    const control = document.getElementById(controlId);
    if (!control) return;
    if (error) {
      control.setAttribute("aria-invalid", "true");
      control.setAttribute("aria-describedby", messageId);
    } else {
      control.removeAttribute("aria-invalid");
      control.removeAttribute("aria-describedby");
    }
  }, [error, controlId, messageId]);
  return error;
}
