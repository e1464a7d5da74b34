// The contact form's definition (fields, subjects, checks, toasts) and the call that sends it.

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactField = keyof ContactMessage;

export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "subject", "message"];

export const EMPTY_MESSAGE: ContactMessage = { name: "", email: "", subject: "", message: "" };

/**
 * The subjects' values, written once: the form, validation and the draft store all read them.
 * What each option says is the page's words (shared/i18n/: `contact.subjects`); the English option
 * "Treatment" is deliberately sent with the value "Partnership".
 */
export const CONTACT_SUBJECTS = [
  "General Inquiry",
  "Technical Support",
  "Partnership",
  "Feedback",
] as const;

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Formspree's honeypot field name: people never see it, bots fill it. */
export const HONEYPOT_FIELD = "_gotcha";

export function isContactSubject(value: string): boolean {
  return (CONTACT_SUBJECTS as readonly string[]).includes(value);
}

// The WHATWG "valid e-mail address" pattern: the same check a browser runs for type="email".
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isValidEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export type ContactErrors = Partial<Record<ContactField, string>>;

/** The sentences the checks say, in the page's language (written once, in shared/i18n/). */
export interface ContactErrorTexts {
  name: string;
  emailMissing: string;
  emailInvalid: string;
  subject: string;
  message: string;
}

/** One sentence per field that is missing or malformed, saying what to do about it. */
export function validateField(
  field: ContactField,
  values: ContactMessage,
  texts: ContactErrorTexts,
): string | undefined {
  const value = values[field].trim();
  switch (field) {
    case "name":
      return value ? undefined : texts.name;
    case "email":
      if (!value) return texts.emailMissing;
      return isValidEmailAddress(value) ? undefined : texts.emailInvalid;
    case "subject":
      return isContactSubject(value) ? undefined : texts.subject;
    case "message":
      return value ? undefined : texts.message;
  }
}

export function validateContactMessage(
  values: ContactMessage,
  texts: ContactErrorTexts,
): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = validateField(field, values, texts);
    if (error) errors[field] = error;
  }
  return errors;
}

/** What is sent: exactly the four fields, with stray spaces around them removed. */
export function normaliseMessage(values: ContactMessage): ContactMessage {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: values.subject,
    message: values.message.trim(),
  };
}

export type SendResult =
  | { status: "ok" }
  | { status: "failed"; httpStatus: number }
  | { status: "network-error"; error: unknown };

/** A message that has had no answer in this long counts as not sent: the network failed. */
export const SEND_TIMEOUT_MS = 20_000;

/**
 * Whether the form service's answer says the message was not accepted. Formspree answers
 * `{"ok": true, …}`; an answer that says `"ok": false` failed, whatever its HTTP status. Nothing
 * else in the answer is read: it is never shown.
 */
async function answerSaysNotOk(response: Response): Promise<boolean> {
  try {
    const answer: unknown = await response.json();
    return typeof answer === "object" && answer !== null && "ok" in answer && answer.ok === false;
  } catch {
    return false; // no JSON, or an empty answer: the status decides
  }
}

/**
 * Posts the message to the form service. It was sent when the HTTP status is ok and the answer
 * doesn't say `"ok": false`; a request that fails, or has no answer within `timeoutMs`, is a
 * network error. Never throws.
 */
export async function sendContactMessage(
  endpoint: string,
  message: ContactMessage,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  timeoutMs = SEND_TIMEOUT_MS,
): Promise<SendResult> {
  const body: ContactMessage = {
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
  };
  const controller = new AbortController();
  // Settles (as a rejection) only when the time is up: the request and the reading of its answer
  // each race it, so neither can keep the form waiting, whatever the fetch does with the signal.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const error = new Error(`No answer from the form service in ${timeoutMs} ms`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  try {
    const response = await Promise.race([
      fetchImpl(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
        signal: controller.signal,
      }),
      timeUp,
    ]);
    if (!response.ok) return { status: "failed", httpStatus: response.status };
    const notOk = await Promise.race([answerSaysNotOk(response), timeUp]);
    return notOk ? { status: "failed", httpStatus: response.status } : { status: "ok" };
  } catch (error) {
    return { status: "network-error", error };
  } finally {
    clearTimeout(timer);
  }
}
