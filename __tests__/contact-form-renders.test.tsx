import { fireEvent, render, screen } from "@testing-library/react";
import { ContactForm } from "../src/components/contact/contact-form";
import { inPage } from "./support/in-page";

// Counts the renders of the panel's texts (heading and note) and of the Send button's icon, which
// the button renders each time it renders.
const mockTextRenders: string[] = [];
jest.mock("../src/components/common/t", () => {
  const actual = jest.requireActual("../src/components/common/t");
  const { createElement } = jest.requireActual("react");
  return {
    ...actual,
    T: (props: { text: { text: string } }) => {
      mockTextRenders.push(props.text.text);
      return createElement(actual.T, props);
    },
  };
});
const mockSendIconRenders = jest.fn();
jest.mock("react-icons/lu", () => {
  const actual = jest.requireActual("react-icons/lu");
  return {
    ...actual,
    LuSend: (props: object) => {
      mockSendIconRenders();
      return actual.LuSend(props);
    },
  };
});

// Counts the renders of the fields' controls (the recipes' inputs, textarea and select).
const mockControlRenders = jest.fn();
jest.mock("../src/components/common/text-input", () => {
  const actual = jest.requireActual("../src/components/common/text-input");
  const { createElement, forwardRef } = jest.requireActual("react");
  const counted = (Control: unknown) =>
    forwardRef((props: object, ref: unknown) => {
      mockControlRenders();
      return createElement(Control, { ...props, ref });
    });
  return { ...actual, Input: counted(actual.Input), Textarea: counted(actual.Textarea) };
});
jest.mock("../src/components/common/native-select", () => {
  const actual = jest.requireActual("../src/components/common/native-select");
  const { createElement, forwardRef } = jest.requireActual("react");
  return {
    ...actual,
    NativeSelect: forwardRef((props: object, ref: unknown) => {
      mockControlRenders();
      return createElement(actual.NativeSelect, { ...props, ref });
    }),
  };
});

const form = inPage(
  <ContactForm
    heading={{ text: "Send us a message", lang: null }}
    note={{ text: "We answer within a day.", lang: null }}
    endpoint="https://form.example/f"
  />,
  "/contact/",
);

// A send that finds errors, and each key typed, render the form's fields again: not the panel's
// heading and note, nor the Send button (on a low-tier phone each of those renders is CPU time
// inside the tap).
describe("the contact form's renders", () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it("a send with every field wrong renders the messages, not the heading, note or Send", () => {
    render(form);
    expect(mockTextRenders).toEqual(["Send us a message", "We answer within a day."]);
    expect(mockSendIconRenders).toHaveBeenCalledTimes(1);
    mockTextRenders.length = 0;
    mockSendIconRenders.mockClear();
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    expect(screen.getByLabelText("Full Name", { exact: true })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(mockTextRenders).toEqual([]);
    expect(mockSendIconRenders).not.toHaveBeenCalled();
  });

  // Each control's error state is set in the page by its field's part (useFieldError): rendered by
  // React, it rendered all four controls again (a recipe's styles each) inside the tap.
  it("a send with every field wrong renders no field's control, and focuses the first", () => {
    render(form);
    mockControlRenders.mockClear();
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    const name = screen.getByLabelText("Full Name", { exact: true });
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Enter your full name");
    expect(screen.getByLabelText("Subject", { exact: true })).toHaveAccessibleDescription(
      "Choose a subject",
    );
    expect(name).toHaveFocus();
    expect(mockControlRenders).not.toHaveBeenCalled();

    // A message goes, with the control's error state, as soon as the value is right.
    fireEvent.change(name, { target: { value: "Wanjiru" } });
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(name).not.toHaveAttribute("aria-describedby");
    expect(screen.queryByText("Enter your full name")).toBeNull();
  });

  it("typing renders neither the heading, the note nor Send", () => {
    render(form);
    mockTextRenders.length = 0;
    mockSendIconRenders.mockClear();
    fireEvent.change(screen.getByLabelText("Message", { exact: true }), {
      target: { value: "Saturday?" },
    });
    expect(screen.getByLabelText("Message", { exact: true })).toHaveValue("Saturday?");
    expect(mockTextRenders).toEqual([]);
    expect(mockSendIconRenders).not.toHaveBeenCalled();
  });
});
