import { Heading } from "@chakra-ui/react";
import { createRef } from "react";
import { render, screen } from "@testing-library/react";
import { RootProvider } from "../src/components/layout/root-provider";
import { T } from "../src/components/common/t";

// A content text shows in the element it would be in anyway, marked with its language only where
// the query says it is not the page's: no wrapper, no `lang` chosen by the component.
const shown = (element: JSX.Element) => render(<RootProvider>{element}</RootProvider>).container;

describe("T", () => {
  it("shows an English text on a Swahili page in its element, marked lang=en", () => {
    shown(<T text={{ text: "Our team", lang: "en" }} component={Heading} as="h3" />);
    const heading = screen.getByRole("heading", { level: 3 });
    expect(heading).toHaveTextContent("Our team");
    expect(heading).toHaveAttribute("lang", "en");
    expect(heading.children).toHaveLength(0);
  });

  it("leaves a text in the page's language unmarked, in a paragraph unless told", () => {
    const container = shown(<T text={{ text: "Timu yetu", lang: null }} color="fg.muted" />);
    const paragraph = container.querySelector("p")!;
    expect(paragraph).toHaveTextContent("Timu yetu");
    expect(paragraph).not.toHaveAttribute("lang");
  });

  it("marks the element that holds the text in parts, and hands on its ref", () => {
    const ref = createRef<HTMLHeadingElement>();
    const container = shown(
      <T text={{ text: "Manicure", lang: "en" }} component="h4" ref={ref}>
        <span>Mani</span>
        <span>cure</span>
      </T>,
    );
    const heading = container.querySelector("h4")!;
    expect(heading).toHaveAttribute("lang", "en");
    expect(heading.querySelectorAll("span")).toHaveLength(2);
    expect(ref.current).toBe(heading);
  });
});
