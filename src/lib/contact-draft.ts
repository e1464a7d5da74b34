import {
  EMPTY_MESSAGE,
  isContactSubject,
  type ContactMessage,
} from "../../shared/lib/contact-form";
import { browserStorage, readRecord, writeJson, type KeyValueStorage } from "./local-storage";

export const DRAFT_STORAGE_KEY = "contact-draft";

/** The saved draft, or null when there is none or it can't be read. Unknown keys are dropped. */
export function loadDraft(
  storage: KeyValueStorage | null = browserStorage(),
): ContactMessage | null {
  const record = readRecord(storage, DRAFT_STORAGE_KEY);
  if (!record) return null;
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
  storage: KeyValueStorage | null = browserStorage(),
): void {
  const { name, email, subject, message } = values;
  writeJson(
    storage,
    DRAFT_STORAGE_KEY,
    isEmptyDraft(values) ? null : { name, email, subject, message },
  );
}

export function clearDraft(storage: KeyValueStorage | null = browserStorage()): void {
  writeJson(storage, DRAFT_STORAGE_KEY, null);
}

function isEmptyDraft(values: ContactMessage): boolean {
  return (Object.keys(EMPTY_MESSAGE) as (keyof ContactMessage)[]).every(
    (key) => values[key].trim() === "",
  );
}
