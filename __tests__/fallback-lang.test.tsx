import fs from "fs";
import path from "path";
import { render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { parse } from "yaml";
import { about } from "../plugins/gatsby-plugin-content/model/about";
import { home } from "../plugins/gatsby-plugin-content/model/home";
import { translateContent } from "../plugins/gatsby-plugin-content/model/translations";
import { AboutApart } from "../src/components/about/about-apart";
import { ContactMap, mapFrameHtml } from "../src/components/contact/contact-map";
import { BookingItems } from "../src/components/services/booking-items";
import { ValueCard } from "../src/components/about/value-card";
import { TestimonialCard } from "../src/components/home/testimonial-card";
import { TypedTreatmentList } from "../src/components/home/typed-treatment-list";
import { RootProvider } from "../src/components/layout/root-provider";
import { PageLocaleContext } from "../src/hooks/use-strings";
import { UI_STRINGS } from "../shared/i18n";
import type { Locale } from "../shared/lib/locale";
import { queried } from "./support/queried";

// A Swahili page shows the English text of any translated field its twin leaves out, and marks
// that element lang="en" (so a screen reader reads it as English); the Swahili texts beside it
// are left in the page's language. From the content files to the rendered element: the site's own
// about.yaml and about.sw.yaml, one Swahili text taken out, read as the Swahili pages read them.
const read = (file: string): unknown =>
  parse(fs.readFileSync(path.join(__dirname, "../content", file), "utf8"));

type AboutData = {
  apart: Queries.AboutApartSectionFragment;
  values: { items: Parameters<typeof ValueCard>[0][] };
};

type AboutTwin = {
  apart: { heading?: string };
  values: { items: { title?: string }[] };
};

function swahiliAbout(change: (twin: AboutTwin) => void): AboutData {
  const twin = read("about.sw.yaml") as AboutTwin;
  change(twin);
  const { value } = translateContent(about.root.spec, read("about.yaml"), twin);
  return queried(about.root.spec, value) as AboutData;
}

describe("English text on a Swahili page", () => {
  it("marks a section heading the twin leaves out, and nothing else", () => {
    const data = swahiliAbout((twin) => delete twin.apart.heading);
    render(
      <RootProvider>
        <AboutApart apart={data.apart} />
      </RootProvider>,
    );
    const heading = screen.getByRole("heading", { level: 2 });
    expect(heading).toHaveTextContent("WHAT SETS US APART?");
    expect(heading).toHaveAttribute("lang", "en");
    // The items kept their Swahili text, unmarked.
    const items = screen.getAllByRole("heading", { level: 3 });
    expect(items[0]).toHaveTextContent("TIMU BORA YA WATAALAMU");
    expect(items.every((item) => !item.hasAttribute("lang"))).toBe(true);
  });

  it("marks a list entry's field by its place: the title, not the description beside it", () => {
    const data = swahiliAbout((twin) => delete twin.values.items[1]!.title);
    render(
      <RootProvider>
        {data.values.items.map((item) => (
          <ValueCard key={item.title.text} {...item} />
        ))}
      </RootProvider>,
    );
    const titles = screen.getAllByRole("heading", { level: 3 });
    expect(titles.map((title) => title.getAttribute("lang"))).toEqual(
      titles.map((_, index) => (index === 1 ? "en" : null)),
    );
    expect(titles[1]).toHaveTextContent("Mission");
    expect(screen.getByText(/^Kuwa kituo kikuu/)).not.toHaveAttribute("lang");
  });

  it("marks a typed treatment title the twin leaves blank", () => {
    const twin = read("home.sw.yaml") as { rituals: { items: { title: string }[] } };
    twin.rituals.items[0]!.title = "  ";
    const { value } = translateContent(home.root.spec, read("home.yaml"), twin);
    const { rituals } = queried(home.root.spec, value) as {
      rituals: { items: Queries.TypedTreatmentFragment[] };
    };
    const { container } = render(
      <RootProvider>
        <TypedTreatmentList items={rituals.items} />
      </RootProvider>,
    );
    const titles = [...container.querySelectorAll("h3")];
    expect(titles[0]).toHaveAttribute("lang", "en");
    expect(titles.slice(1).some((title) => title.hasAttribute("lang"))).toBe(false);
  });
});

describe("a client's review, kept in their words", () => {
  const review = (language: string) =>
    ({
      name: "Wanjiru K.",
      service: { text: "Vipodozi vya harusi", lang: null },
      rating: 5,
      feedback: "I booked a trial two weeks before my wedding.",
      language,
      alt: { text: "Picha ya mchoro ya Wanjiru K.", lang: null },
      image: {
        childImageSharp: {
          gatsbyImageData: {
            layout: "fixed",
            width: 72,
            height: 72,
            images: { fallback: { src: "/wanjiru.jpg" }, sources: [] },
          },
        },
      },
    }) as Queries.TestimonialCardFragment;
  const page = (locale: Locale, language: string) =>
    render(
      <RootProvider>
        <PageLocaleContext.Provider
          value={{ locale, strings: UI_STRINGS[locale], pathname: "/", site: null! }}
        >
          <TestimonialCard testimonial={review(language)} />
        </PageLocaleContext.Provider>
      </RootProvider>,
    ).container.querySelector("blockquote")!;

  it("marks an English review lang=en on a Swahili page, and nothing on an English one", () => {
    expect(page("sw", "English")).toHaveAttribute("lang", "en");
    expect(page("en", "English")).not.toHaveAttribute("lang");
  });

  it("marks a review written in Kiswahili lang=sw on an English page", () => {
    expect(page("en", "Kiswahili")).toHaveAttribute("lang", "sw");
    expect(page("sw", "Kiswahili")).not.toHaveAttribute("lang");
  });
});

describe("English text in the booking panel and the map on a Swahili page", () => {
  const swahili = (children: ReactNode) =>
    render(
      <RootProvider>
        <PageLocaleContext.Provider
          value={{ locale: "sw", strings: UI_STRINGS.sw, pathname: "/sw/services/", site: null! }}
        >
          {children}
        </PageLocaleContext.Provider>
      </RootProvider>,
    ).container;

  it("marks a chosen treatment's untranslated name, shown and in its Remove button", () => {
    const container = swahili(
      <BookingItems
        chosen={[
          {
            slug: "manicure",
            name: { text: "Manicure", lang: "en" },
            duration: "PT45M",
            price: "1500",
          },
          {
            slug: "pedicure",
            name: { text: "Pedikyuri", lang: null },
            duration: "PT1H",
            price: "2000",
          },
        ]}
        onRemove={() => {}}
        removeRef={() => {}}
      />,
    );
    const [first, second] = [...container.querySelectorAll("li")];
    expect([...first!.querySelectorAll("[lang=en]")].map((node) => node.textContent)).toEqual([
      "Manicure",
      " Manicure",
    ]);
    expect(second!.querySelector("[lang]")).toBeNull();
  });

  it("marks the map frame's untranslated title, in the page and in its no-script copy", async () => {
    const title = { text: "Map showing Immeasure Beauty Spa", lang: "en" };
    const container = swahili(
      <ContactMap
        heading={{ text: "Ramani", lang: null }}
        linkText={{ text: "Fungua ramani", lang: null }}
        embedUrl="https://www.google.com/maps?q=Githunguri&output=embed"
        link="https://www.google.com/maps/search/?api=1&query=Githunguri"
        title={title}
      />,
    );
    // jsdom has no IntersectionObserver: the frame counts as near at once.
    await waitFor(() => expect(container.querySelector("iframe")).not.toBeNull());
    expect(container.querySelector("iframe")).toHaveAttribute("lang", "en");
    expect(mapFrameHtml("https://example.test/embed", title)).toContain(' lang="en" ');
    expect(mapFrameHtml("https://example.test/embed", { ...title, lang: null })).not.toContain(
      "lang=",
    );
  });
});
