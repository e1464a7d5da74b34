import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
} from "react";
import { flushSync } from "react-dom";
import { fieldErrors } from "../lib/field-errors";
import { clearDraft, loadDraft, saveDraft } from "../lib/contact-draft";
import {
  CONTACT_FIELDS,
  EMPTY_MESSAGE,
  normaliseMessage,
  sendContactMessage,
  validateContactMessage,
  type ContactErrorTexts,
  validateField,
  type ContactField,
  type ContactMessage,
  type SendResult,
} from "../../shared/lib/contact-form";

type ControlEvent = ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>;

/**
 * What the form's fields show. The form keeps its server HTML until its section hydrates, and a
 * visitor (or the browser's autofill) can fill fields in meanwhile; React leaves such a value in
 * the field when it hydrates but doesn't know of it. Read from the fields, it is not lost.
 */
function shownValues(form: HTMLFormElement | null, values: ContactMessage): ContactMessage {
  const shown = { ...values };
  for (const field of CONTACT_FIELDS) {
    const control = form?.elements.namedItem(field);
    if (
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    )
      shown[field] = control.value;
  }
  return shown;
}

const sameMessage = (a: ContactMessage, b: ContactMessage) =>
  CONTACT_FIELDS.every((field) => a[field] === b[field]);

/**
 * How long after the last key the draft is written. A localStorage write is synchronous, so on a
 * low-tier phone writing on every key made typing slower; the draft is also written at once when
 * the page is hidden or left, and before a send, so nothing typed is lost.
 */
export const DRAFT_DELAY_MS = 400;

/**
 * The contact form's state: the values (kept as a draft in this browser), the messages of the
 * fields that are wrong, and the sending. `onResult` hears how each send ended (a honeypot
 * catch counts as sent). The messages are not the form's React state: each field's part reads its
 * own (`errors`, with useFieldError), so a send that finds errors renders the messages only.
 */
export function useContactForm(
  endpoint: string,
  onResult: (result: SendResult) => void,
  /** The page's words for a field that is wrong (shared/i18n/). */
  errorTexts: ContactErrorTexts,
) {
  const [values, setValues] = useState<ContactMessage>(EMPTY_MESSAGE);
  const [errors] = useState(() => fieldErrors<ContactField>());
  const [sending, setSending] = useState(false);
  // State updates land after the event, so a fast double click could pass a `sending` check twice.
  const sendingRef = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const refocusSubmit = useRef(false);
  const fieldRefs = useRef<Partial<Record<ContactField, HTMLElement | null>>>({});
  const pendingDraft = useRef<ContactMessage | null>(null);
  const draftTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const flushDraft = useCallback(() => {
    clearTimeout(draftTimer.current);
    if (pendingDraft.current) saveDraft(pendingDraft.current);
    pendingDraft.current = null;
  }, []);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === "hidden") flushDraft();
    };
    window.addEventListener("pagehide", flushDraft);
    document.addEventListener("visibilitychange", onHidden);
    return () => {
      window.removeEventListener("pagehide", flushDraft);
      document.removeEventListener("visibilitychange", onHidden);
      flushDraft();
    };
  }, [flushDraft]);

  useEffect(() => {
    // Without JavaScript the browser checks the fields and posts the form itself; with it, the
    // messages below take over so they read the same in every browser.
    if (formRef.current) formRef.current.noValidate = true;
    const draft = loadDraft();
    // What was typed before hydration is newer than any draft: it wins, field by field.
    const typed = Object.fromEntries(
      Object.entries(shownValues(formRef.current, EMPTY_MESSAGE)).filter(([, value]) => value),
    );
    const restored = { ...(draft ?? EMPTY_MESSAGE), ...typed };
    if (Object.keys(typed).length > 0) pendingDraft.current = restored;
    // The draft lives in this browser only: restored after hydration so the page matches its HTML.
    // A transition: set from a mount effect at default priority, it would re-render the whole
    // form in one task that can't yield; a transition is rendered in slices between which the
    // phone can answer a tap.
    if (!sameMessage(restored, EMPTY_MESSAGE)) startTransition(() => setValues(restored));
  }, []);

  useEffect(() => {
    // A disabled button drops focus; give it back so keyboard users stay where they were.
    if (!sending && refocusSubmit.current) {
      refocusSubmit.current = false;
      submitRef.current?.focus();
    }
  }, [sending]);

  const update = (field: ContactField) => (event: ControlEvent) => {
    // What is being sent is what the form shows until the answer comes: a change made meanwhile
    // would not be in the message, and a success clears the form.
    if (sendingRef.current) return;
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    pendingDraft.current = next;
    clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(flushDraft, DRAFT_DELAY_MS);
    // Once a message is showing, it goes away as soon as the value is right.
    const messages = errors.get();
    if (messages[field])
      errors.set({ ...messages, [field]: validateField(field, next, errorTexts) });
  };

  const reset = () => {
    setValues(EMPTY_MESSAGE);
    errors.set({});
    clearTimeout(draftTimer.current);
    pendingDraft.current = null;
    clearDraft();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    // What is sent is what the fields show (a tap on Send can hydrate the form, and come before
    // the values typed before that reach the state).
    const shown = shownValues(formRef.current, values);
    if (!sameMessage(shown, values)) {
      setValues(shown);
      pendingDraft.current = shown;
    }
    // What is about to be sent is kept, should the send fail.
    flushDraft();

    const found = validateContactMessage(shown, errorTexts);
    // The messages are rendered and committed here, at once (their fields' parts only, and each
    // control's aria-invalid and aria-describedby set as they commit), so that focus moves to the
    // first wrong field once they are in the page: a screen reader then reads the field with its
    // message. The browser works out the page's style and layout for the focus once, and the
    // frame after the tap reuses them.
    flushSync(() => errors.set(found));
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      fieldRefs.current[firstInvalid]?.focus();
      return;
    }

    // Bots fill every field; people never see this one. Act as if it worked, send nothing.
    if (honeypotRef.current?.value) {
      honeypotRef.current.value = "";
      reset();
      onResult({ status: "ok" });
      return;
    }

    sendingRef.current = true;
    refocusSubmit.current =
      document.activeElement === submitRef.current || document.activeElement === document.body;
    setSending(true);
    const result = await sendContactMessage(endpoint, normaliseMessage(shown));
    sendingRef.current = false;
    setSending(false);
    if (result.status === "ok") reset();
    onResult(result);
  };

  /**
   * What each field's control needs: its id, value, change handler and ref (its error state is
   * set in the page by its field's part: useFieldError).
   */
  const fieldProps = (field: ContactField, id: string) => ({
    id,
    name: field,
    required: true,
    value: values[field],
    onChange: update(field),
    // Text can't be typed while the message is sending (the select's changes are ignored above).
    readOnly: sending || undefined,
    ref: (node: HTMLElement | null) => {
      fieldRefs.current[field] = node;
    },
  });

  return { values, errors, sending, formRef, submitRef, honeypotRef, onSubmit, fieldProps };
}
