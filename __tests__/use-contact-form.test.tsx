import { act, renderHook, waitFor } from "@testing-library/react";
import { useSyncExternalStore, type ChangeEvent } from "react";
import { hydrateRoot } from "react-dom/client";
import { DRAFT_DELAY_MS, useContactForm } from "../src/hooks/use-contact-form";
import { en } from "../shared/i18n/en";
import type { FieldErrors } from "../src/lib/field-errors";
import type { ContactField } from "../shared/lib/contact-form";

const KEY = "contact-draft";
const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? "null") as unknown;
const type = (
  result: { current: ReturnType<typeof useContactForm> },
  field: "name" | "message",
  value: string,
) =>
  act(() =>
    result.current
      .fieldProps(field, field)
      .onChange({ target: { value } } as ChangeEvent<HTMLInputElement>),
  );

// The draft is written when the visitor pauses, not on every key (a localStorage write is
// synchronous, and each one made typing slower on a low-tier phone), and at once when the page is
// hidden or left, so nothing typed is lost.
describe("the contact form's draft", () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  const form = () =>
    renderHook(() => useContactForm("https://form.example/f", () => {}, en.contact.errors));

  it("is written once the typing pauses", () => {
    const { result } = form();
    type(result, "name", "W");
    type(result, "name", "Wa");
    expect(stored()).toBeNull();
    act(() => jest.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(stored()).toEqual({ name: "Wa", email: "", subject: "", message: "" });
  });

  it("is written at once when the page is left or hidden", () => {
    const { result } = form();
    type(result, "message", "Saturday?");
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    expect(stored()).toEqual({ name: "", email: "", subject: "", message: "Saturday?" });
  });

  it("is written when the form goes away before the pause ends", () => {
    const { result, unmount } = form();
    type(result, "name", "Amina");
    unmount();
    expect(stored()).toEqual({ name: "Amina", email: "", subject: "", message: "" });
  });
});

// The server renderer as the build runs it (Node's build: the default one needs TextEncoder, which
// jsdom lacks), in this jsdom test that hydrates its output.
const { renderToString } =
  jest.requireActual<typeof import("react-dom/server")>("react-dom/server.node");

// The form keeps its server HTML until its section hydrates; what is typed (or autofilled) into it
// meanwhile is in the fields, and React, hydrating, leaves it there without knowing of it.
describe("what was typed before the form hydrated", () => {
  const results: unknown[] = [];
  // Every field's message, as the fields' parts read them.
  function Messages({ errors }: { errors: FieldErrors<ContactField> }) {
    const messages = useSyncExternalStore(errors.subscribe, errors.get, errors.get);
    return <output>{Object.values(messages).join(" ")}</output>;
  }

  function Form() {
    const { onSubmit, fieldProps, formRef, errors } = useContactForm(
      "https://form.example/f",
      (result) => results.push(result),
      en.contact.errors,
    );
    return (
      <form ref={formRef} onSubmit={onSubmit}>
        <input {...fieldProps("name", "name")} />
        <input {...fieldProps("email", "email")} />
        {/* The subject as a text field; contact.test.ts picks it in the page's real select. */}
        <input {...fieldProps("subject", "subject")} />
        <textarea {...fieldProps("message", "message")} />
        <Messages errors={errors} />
        <button type="submit">Send</button>
      </form>
    );
  }

  const FILLED = {
    name: "Wanjiru Kamau",
    email: "wanjiru@example.com",
    subject: "Partnership",
    message: "Bridal trial on Saturday?",
  };

  function serverForm() {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const set = (name: keyof typeof FILLED, value: string) => {
      const control = container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
      control.value = value;
    };
    return { container, set };
  }

  let fetchMock: jest.Mock;
  beforeEach(() => {
    window.localStorage.clear();
    results.length = 0;
    document.body.innerHTML = "";
    fetchMock = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({}) }));
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it("is sent when Send is the first thing React hears", async () => {
    const { container, set } = serverForm();
    for (const [name, value] of Object.entries(FILLED)) set(name as keyof typeof FILLED, value);
    // As in the browser: the tap comes before React has hydrated anything, so React hydrates the
    // form synchronously to hand it the click, before the mount effects' updates have rendered.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean })
      .IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      hydrateRoot(container, <Form />);
      container.querySelector("button")!.click();
      await waitFor(() => expect(results).toHaveLength(1));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT =
        actEnvironment;
    }
    expect(container.querySelector("output")!.textContent).toBe("");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body as string)).toEqual(FILLED);
    expect(results).toEqual([{ status: "ok" }]);
  });

  it("is kept over an older draft, field by field, and becomes the draft", async () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ name: "Old name", email: "old@example.com", subject: "", message: "Old" }),
    );
    const { container, set } = serverForm();
    set("name", FILLED.name);
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    const value = (name: string) =>
      container.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value;
    expect(value("name")).toBe(FILLED.name);
    expect(value("email")).toBe("old@example.com");
    act(() => {
      window.dispatchEvent(new Event("pagehide"));
    });
    expect(stored()).toEqual({
      name: FILLED.name,
      email: "old@example.com",
      subject: "",
      message: "Old",
    });
  });
});
