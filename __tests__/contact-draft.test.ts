import { clearDraft, DRAFT_STORAGE_KEY, loadDraft, saveDraft } from "../src/lib/contact-draft";
import type { ContactMessage } from "../shared/lib/contact-form";

const DRAFT: ContactMessage = {
  name: "Achieng O.",
  email: "achieng@example.com",
  subject: "Feedback",
  message: "Lovely service",
};

beforeEach(() => window.localStorage.clear());

describe("contact draft store", () => {
  it("keeps a draft in localStorage and gives it back", () => {
    saveDraft(DRAFT);
    expect(JSON.parse(window.localStorage.getItem(DRAFT_STORAGE_KEY)!)).toEqual(DRAFT);
    expect(loadDraft()).toEqual(DRAFT);
  });

  it("keeps a half-typed form", () => {
    const partial = { name: "Achieng", email: "", subject: "", message: "" };
    saveDraft(partial);
    expect(loadDraft()).toEqual(partial);
  });

  it("leaves nothing behind for an empty form, and clearDraft removes the draft", () => {
    saveDraft(DRAFT);
    saveDraft({ name: " ", email: "", subject: "", message: "" });
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();

    saveDraft(DRAFT);
    clearDraft();
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(loadDraft()).toBeNull();
  });

  it.each([
    ["broken JSON", "{name:"],
    ["a number", "42"],
    ["null", "null"],
    ["an array", '["a"]'],
    ["an object without any text", '{"name": 5}'],
  ])("ignores %s", (_what, raw) => {
    window.localStorage.setItem(DRAFT_STORAGE_KEY, raw);
    expect(loadDraft()).toBeNull();
  });

  it("drops unknown keys, non-text values and a subject the form no longer offers", () => {
    window.localStorage.setItem(
      DRAFT_STORAGE_KEY,
      JSON.stringify({ name: "Achieng", email: 7, subject: "Bridal", message: "Hi", extra: "x" }),
    );
    expect(loadDraft()).toEqual({ name: "Achieng", email: "", subject: "", message: "Hi" });
  });

  it("works without storage, or with storage that throws", () => {
    expect(loadDraft(null)).toBeNull();
    expect(() => saveDraft(DRAFT, null)).not.toThrow();
    expect(() => clearDraft(null)).not.toThrow();

    const failing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(loadDraft(failing)).toBeNull();
    expect(() => saveDraft(DRAFT, failing)).not.toThrow();
    expect(() => clearDraft(failing)).not.toThrow();
  });
});
