import { act, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Carousel } from "../src/components/common/carousel";
import type { SiteData } from "../src/hooks/use-site";
import { PageLocaleContext } from "../src/hooks/use-strings";
import { en } from "../shared/i18n/en";
import { RootProvider } from "../src/components/layout/root-provider";
import {
  CAROUSEL_SETTINGS,
  slideCopies,
  slidesToShowFor,
  syncHiddenSlides,
} from "../src/lib/carousel";

// The shell facts of the page (header, footer): not read by what this file renders.
const NO_SHELL = {} as SiteData;

let mockReduceMotion = false;
jest.mock("../src/hooks/use-reduced-motion", () => ({
  useReducedMotion: () => mockReduceMotion,
}));

describe("CAROUSEL_SETTINGS", () => {
  it("shows 3 slides, 2 up to 1024 px and 1 up to 768 px, and loops every 3000 ms", () => {
    expect(CAROUSEL_SETTINGS).toMatchObject({
      slidesToShow: 3,
      slidesToScroll: 1,
      dots: true,
      arrows: true,
      infinite: true,
      autoplay: true,
      autoplaySpeed: 3000,
      speed: 500,
    });
    // [up to 768 px, up to 1024 px]
    expect(slidesToShowFor([false, false])).toBe(3);
    expect(slidesToShowFor([false, true])).toBe(2);
    expect(slidesToShowFor([true, true])).toBe(1);
  });

  it("hands react-slick more slides than it shows, so it never turns into a static row", () => {
    expect(slideCopies(3, 3)).toBe(2);
    expect(slideCopies(3, 2)).toBe(1);
    expect(slideCopies(2, 3)).toBe(2);
    expect(slideCopies(1, 3)).toBe(4);
    for (const [count, shown] of [
      [3, 3],
      [2, 3],
      [1, 3],
      [1, 1],
    ] as const) {
      expect(count * slideCopies(count, shown)).toBeGreaterThan(shown);
    }
  });
});

describe("syncHiddenSlides", () => {
  function track(): HTMLElement {
    const root = document.createElement("div");
    root.innerHTML = `
      <div class="slick-slide" aria-hidden="false"><a href="/a">A</a></div>
      <div class="slick-slide" aria-hidden="true">
        <a href="/b">B</a><button tabindex="0">C</button><span tabindex="-1">D</span>
      </div>`;
    document.body.append(root);
    return root;
  }

  it("makes hidden slides inert and takes their controls out of the tab order", () => {
    const root = track();
    syncHiddenSlides(root);
    const [shown, hidden] = Array.from(root.querySelectorAll<HTMLElement>(".slick-slide"));
    expect(shown!.hasAttribute("inert")).toBe(false);
    expect(shown!.querySelector("a")!.hasAttribute("tabindex")).toBe(false);
    expect(hidden!.hasAttribute("inert")).toBe(true);
    for (const element of Array.from(hidden!.querySelectorAll("a, button, span"))) {
      expect(element.getAttribute("tabindex")).toBe("-1");
    }
  });

  it("gives a slide back its own tabindex values when it is shown again", () => {
    const root = track();
    syncHiddenSlides(root);
    const [first, second] = Array.from(root.querySelectorAll<HTMLElement>(".slick-slide"));
    first!.setAttribute("aria-hidden", "true");
    second!.setAttribute("aria-hidden", "false");
    syncHiddenSlides(root);
    expect(first!.hasAttribute("inert")).toBe(true);
    expect(first!.querySelector("a")!.getAttribute("tabindex")).toBe("-1");
    expect(second!.hasAttribute("inert")).toBe(false);
    expect(second!.querySelector("a")!.hasAttribute("tabindex")).toBe(false);
    expect(second!.querySelector("button")!.getAttribute("tabindex")).toBe("0");
    expect(second!.querySelector("span")!.getAttribute("tabindex")).toBe("-1");
  });
});

describe("Carousel", () => {
  const SLIDES = ["Vision text", "Mission text", "Values text"];

  function renderCarousel() {
    return render(
      <RootProvider>
        <PageLocaleContext.Provider
          value={{ locale: "en", strings: en, pathname: "/about/", site: NO_SHELL }}
        >
          <Carousel label="Our Vision, Mission & Values">
            {SLIDES.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </Carousel>
        </PageLocaleContext.Provider>
      </RootProvider>,
    );
  }

  beforeEach(() => {
    mockReduceMotion = false;
    // No IntersectionObserver in jsdom: the carousel loads react-slick straight away.
    Object.defineProperty(window, "IntersectionObserver", {
      configurable: true,
      writable: true,
      value: undefined,
    });
  });

  it("labels the carousel and each slide, and swaps in the slider with named controls", async () => {
    renderCarousel();
    const region = screen.getByRole("group", { name: "Our Vision, Mission & Values" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    for (const [index, text] of SLIDES.entries()) {
      expect(screen.getByRole("group", { name: `${index + 1} of 3` })).toHaveTextContent(text);
    }
    await waitFor(() => expect(region).toHaveAttribute("data-carousel", "ready"));
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next slide" })).toBeInTheDocument();
    for (const n of [1, 2, 3]) {
      expect(screen.getByRole("button", { name: `Show slide ${n} of 3` })).toBeInTheDocument();
    }
  });

  it("has a Pause button that turns into Play and back", async () => {
    const user = userEvent.setup();
    renderCarousel();
    const pause = await screen.findByRole("button", { name: "Pause" });
    await user.click(pause);
    expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Play" }));
    expect(screen.getByRole("button", { name: "Pause" })).toBeInTheDocument();
  });

  it("does not play under reduced motion", async () => {
    mockReduceMotion = true;
    renderCarousel();
    await waitFor(() =>
      expect(screen.getByRole("group", { name: "Our Vision, Mission & Values" })).toHaveAttribute(
        "data-carousel",
        "ready",
      ),
    );
    expect(screen.getByRole("button", { name: "Play" })).toBeInTheDocument();
    await act(async () => undefined);
  });
});
