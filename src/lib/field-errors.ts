/**
 * A form's messages, one per field that is wrong, kept outside React's state: each field's part
 * subscribes to its own message (useFieldError, src/hooks/use-field-error.ts), so a send that finds
 * errors renders the messages and nothing else. Held as the form's state, every field's control
 * rendered again with it (Chakra's recipes and styles, inside the tap).
 */
export interface FieldErrors<Field extends string> {
  /** The messages now (the same object until the next `set`). */
  get(): Partial<Record<Field, string>>;
  /** Replaces every message; each field whose message changed renders again. */
  set(next: Partial<Record<Field, string>>): void;
  subscribe(listener: () => void): () => void;
}

export function fieldErrors<Field extends string>(): FieldErrors<Field> {
  let current: Partial<Record<Field, string>> = {};
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next) {
      current = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
