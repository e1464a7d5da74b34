/** @jest-environment node */
import {
  CONTACT_SUBJECTS,
  EMPTY_MESSAGE,
  isValidEmailAddress,
  normaliseMessage,
  sendContactMessage,
  validateContactMessage,
  validateField,
  type ContactMessage,
} from "../shared/lib/contact-form";
import { UI_STRINGS } from "../shared/i18n";

// The English page's words (shared/i18n/en/words.ts).
const ERRORS = UI_STRINGS.en.contact.errors;

const ENDPOINT = "https://formspree.io/f/test-form";
const MESSAGE: ContactMessage = {
  name: "Wanjiru K.",
  email: "wanjiru@example.com",
  subject: "Partnership",
  message: "Do you offer bridal packages?",
};

type FetchArgs = Parameters<typeof fetch>;

function fakeFetch(answer: (...args: FetchArgs) => Promise<Response>) {
  return jest.fn((...args: FetchArgs) => answer(...args));
}

describe("sendContactMessage", () => {
  it("POSTs exactly {name, email, subject, message} as JSON and asks for JSON back", async () => {
    const fetchImpl = fakeFetch(() => Promise.resolve(new Response("{}", { status: 200 })));
    await sendContactMessage(
      ENDPOINT,
      { ...MESSAGE, extra: "not sent" } as ContactMessage,
      fetchImpl,
    );

    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(init?.method).toBe("POST");
    expect(init?.headers).toEqual({
      "Content-Type": "application/json",
      Accept: "application/json",
    });
    expect(JSON.parse(String(init?.body))).toEqual(MESSAGE);
    expect(Object.keys(JSON.parse(String(init?.body)))).toEqual([
      "name",
      "email",
      "subject",
      "message",
    ]);
  });

  it("reads only the answer's ok flag", async () => {
    const ok = fakeFetch(() => Promise.resolve(new Response('{"ok":true}', { status: 200 })));
    await expect(sendContactMessage(ENDPOINT, MESSAGE, ok)).resolves.toEqual({ status: "ok" });

    const rejected = fakeFetch(() =>
      Promise.resolve(new Response('{"errors":[{"field":"email"}]}', { status: 422 })),
    );
    await expect(sendContactMessage(ENDPOINT, MESSAGE, rejected)).resolves.toEqual({
      status: "failed",
      httpStatus: 422,
    });

    const broken = fakeFetch(() => Promise.resolve(new Response("<html>", { status: 500 })));
    await expect(sendContactMessage(ENDPOINT, MESSAGE, broken)).resolves.toEqual({
      status: "failed",
      httpStatus: 500,
    });
  });

  it("counts an ok status whose answer says ok: false as failed, reading nothing else", async () => {
    const refused = fakeFetch(() =>
      Promise.resolve(new Response('{"ok":false,"error":"<b>shown?</b>"}', { status: 200 })),
    );
    await expect(sendContactMessage(ENDPOINT, MESSAGE, refused)).resolves.toEqual({
      status: "failed",
      httpStatus: 200,
    });
    for (const answer of ['{"ok":true}', '{"next":"/thanks"}', "", "<html>thanks</html>", "[]"]) {
      const accepted = fakeFetch(() => Promise.resolve(new Response(answer, { status: 200 })));
      await expect(sendContactMessage(ENDPOINT, MESSAGE, accepted)).resolves.toEqual({
        status: "ok",
      });
    }
  });

  it("gives up on a request with no answer after 20 s, as a network error", async () => {
    jest.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      const hanging = fakeFetch((_url, init) => {
        signal = init?.signal ?? undefined;
        return new Promise<Response>(() => undefined);
      });
      let settled: unknown = null;
      void sendContactMessage(ENDPOINT, MESSAGE, hanging).then((result) => (settled = result));
      await jest.advanceTimersByTimeAsync(19_999);
      expect(settled).toBeNull();
      await jest.advanceTimersByTimeAsync(1);
      expect(settled).toMatchObject({ status: "network-error" });
      expect(signal?.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it("gives up when the answer's body doesn't arrive in time either", async () => {
    jest.useFakeTimers();
    try {
      const slowBody = fakeFetch(() =>
        Promise.resolve({
          ok: true,
          status: 200,
          json: () => new Promise(() => undefined),
        } as Response),
      );
      let settled: unknown = null;
      void sendContactMessage(ENDPOINT, MESSAGE, slowBody).then((result) => (settled = result));
      await jest.advanceTimersByTimeAsync(20_000);
      expect(settled).toMatchObject({ status: "network-error" });
    } finally {
      jest.useRealTimers();
    }
  });

  it("turns a request that never got an answer into a network error instead of throwing", async () => {
    const error = new TypeError("Failed to fetch");
    const offline = fakeFetch(() => Promise.reject(error));
    await expect(sendContactMessage(ENDPOINT, MESSAGE, offline)).resolves.toEqual({
      status: "network-error",
      error,
    });
  });
});

describe("contact form validation", () => {
  it("names every missing field", () => {
    expect(validateContactMessage(EMPTY_MESSAGE, ERRORS)).toEqual({
      name: "Enter your full name",
      email: "Enter your email address",
      subject: "Choose a subject",
      message: "Enter your message",
    });
  });

  it("treats spaces alone as missing", () => {
    const values = { ...MESSAGE, name: "   ", message: "\n  \t" };
    expect(validateContactMessage(values, ERRORS)).toEqual({
      name: "Enter your full name",
      message: "Enter your message",
    });
  });

  it("accepts a complete message", () => {
    expect(validateContactMessage(MESSAGE, ERRORS)).toEqual({});
  });

  it.each([
    "jane",
    "jane@",
    "@example.com",
    "jane doe@example.com",
    "jane@exa mple.com",
    "jane@@x.com",
  ])("explains a malformed e-mail address: %p", (email) => {
    expect(validateField("email", { ...MESSAGE, email }, ERRORS)).toBe(
      "Enter an email address like name@example.com",
    );
  });

  it.each([
    "jane@example.com",
    "j.o+tag@mail.example.co.ke",
    "jane@localhost",
    " jane@example.com ",
  ])("accepts what a browser's type=email accepts: %p", (email) => {
    expect(isValidEmailAddress(email)).toBe(true);
    expect(validateField("email", { ...MESSAGE, email }, ERRORS)).toBeUndefined();
  });

  it("only accepts the subjects the form offers, sent by value", () => {
    const labels = UI_STRINGS.en.contact.subjects;
    expect(CONTACT_SUBJECTS.map((subject) => labels[subject])).toEqual([
      "General Inquiry",
      "Technical Support",
      "Treatment",
      "Feedback",
    ]);
    expect(CONTACT_SUBJECTS.find((subject) => labels[subject] === "Treatment")).toBe("Partnership");
    for (const subject of CONTACT_SUBJECTS) {
      expect(validateField("subject", { ...MESSAGE, subject }, ERRORS)).toBeUndefined();
    }
    expect(validateField("subject", { ...MESSAGE, subject: "Treatment" }, ERRORS)).toBe(
      "Choose a subject",
    );
    expect(validateField("subject", { ...MESSAGE, subject: "" }, ERRORS)).toBe("Choose a subject");
  });

  it("trims what is sent but keeps the subject value as chosen", () => {
    expect(
      normaliseMessage({
        name: "  Wanjiru K. ",
        email: " wanjiru@example.com",
        subject: "Partnership",
        message: "\nHello\n",
      }),
    ).toEqual({ ...MESSAGE, message: "Hello" });
  });
});
