import { EMPTY_MESSAGE, isContactSubject, type ContactMessage } from "./contact-form";

export const DRAFT_STORAGE_KEY = "contact-draft";

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

// Reading `window.localStorage` itself throws when storage is blocked (some privacy settings), so
// even getting hold of it is guarded. A draft is a convenience: every failure means "no draft".
function defaultStorage(): DraftStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The saved draft, or null when there is none or it can't be read. Unknown keys are dropped. */
export function loadDraft(storage: DraftStorage | null = defaultStorage()): ContactMessage | null {
  if (!storage) return null;
  let parsed: unknown;
  try {
    const raw = storage.getItem(DRAFT_STORAGE_KEY);
    if (raw === null) return null;
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  const text = (key: keyof ContactMessage) =>
    typeof record[key] === "string" ? (record[key] as string) : "";
  const draft: ContactMessage = {
    name: text("name"),
    email: text("email"),
    // A subject that is no longer offered would leave the select showing something it can't send.
    subject: isContactSubject(text("subject")) ? text("subject") : "",
    message: text("message"),
  };
  return isEmptyDraft(draft) ? null : draft;
}

/** Keeps what the visitor has typed; an empty form leaves nothing behind. */
export function saveDraft(
  values: ContactMessage,
  storage: DraftStorage | null = defaultStorage(),
): void {
  if (!storage) return;
  try {
    if (isEmptyDraft(values)) {
      storage.removeItem(DRAFT_STORAGE_KEY);
    } else {
      const { name, email, subject, message } = values;
      storage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ name, email, subject, message }));
    }
  } catch {
    // Full or blocked storage: the form still works, the draft just isn't kept.
  }
}

export function clearDraft(storage: DraftStorage | null = defaultStorage()): void {
  if (!storage) return;
  try {
    storage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to clear if storage can't be reached.
  }
}

function isEmptyDraft(values: ContactMessage): boolean {
  return (Object.keys(EMPTY_MESSAGE) as (keyof ContactMessage)[]).every(
    (key) => values[key].trim() === "",
  );
}
