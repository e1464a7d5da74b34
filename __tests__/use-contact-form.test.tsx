import { act, renderHook } from "@testing-library/react";
import type { ChangeEvent } from "react";
import { DRAFT_DELAY_MS, useContactForm } from "../src/hooks/use-contact-form";
import { en } from "../src/i18n/en";

const KEY = "contact-draft";
const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? "null") as unknown;
const type = (
  result: { current: ReturnType<typeof useContactForm> },
  field: "name" | "message",
  value: string,
) =>
  act(() =>
    result.current
      .fieldProps(field, field, `${field}-error`)
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
