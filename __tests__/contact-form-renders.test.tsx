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
