import { render, screen, within } from "@testing-library/react";
import { LanguageSwitch } from "../src/components/layout/language-switch";
import { inPage } from "./support/in-page";

// A third language registered beside English and Swahili ("xx", named "Xxx" in itself): the
// switch offers every other language, each a link to the same page in it, named in its own voice.
jest.mock("../shared/lib/locale", () => {
  const actual = jest.requireActual<typeof import("../shared/lib/locale")>("../shared/lib/locale");
  return {
    ...actual,
    LOCALES: [...actual.LOCALES, "xx"],
    LOCALE_NAMES: { ...actual.LOCALE_NAMES, xx: "Xxx" },
  };
});

describe("the language switch", () => {
  it("links the page in each other language, each named in itself and marked with its lang", () => {
    expect.hasAssertions();
    render(inPage(<LanguageSwitch />, "/services/"));
    const links = screen.getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/sw/services/",
      "/xx/services/",
    ]);
    expect(links.map((link) => link.getAttribute("hreflang"))).toEqual(["sw", "xx"]);
    expect(within(links[1]!).getByText("Xxx").getAttribute("lang")).toBe("xx");
    expect(links[0]).toHaveAccessibleName("Language: Kiswahili");
  });
});
