import { render } from "@testing-library/react";
import { TreatmentRow } from "../src/components/services/treatment-row";
import { SCRIPTED_CLASS } from "../shared/lib/color-mode-script";
import { inPage } from "./support/in-page";

// Counts the Book Now link's renders: it is worked out (bookingLink) each time the link renders.
const mockBookingLink = jest.fn(() => "https://wa.me/254700000000");
jest.mock("../src/lib/booking-link", () => ({ bookingLink: () => mockBookingLink() }));

const TREATMENT = {
  id: "t1",
  slug: "manicure",
  name: { text: "Manicure", lang: null },
  duration: "45 min",
  price: "KES 1,500",
  descriptionHtml: { text: "<p>Hands.</p>", lang: null },
  offer: null,
};
const onBookingToggle = jest.fn();
const SHARING = { siteUrl: "https://salon.example", salon: "Salon" };

// In a list whose booking works (BOOKING_READY), unless `ready` is false.
const row = ({ added = false, hidden = false, ready = true } = {}) =>
  inPage(
    <div data-booking-ready={ready ? "" : undefined}>
      <ul>
        <TreatmentRow
          treatment={TREATMENT}
          hidden={hidden}
          inCategories="1 2"
          whatsapp="254700000000"
          sharing={SHARING}
          added={added}
          onBookingToggle={onBookingToggle}
        />
      </ul>
    </div>,
    "/services/",
  );
const addButton = { name: "Add to booking: Manicure" };

describe("TreatmentRow", () => {
  // The colour-mode script in <head> marks a page whose scripts run
  // (shared/lib/color-mode-script.ts); without the mark, a control that needs the script takes no
  // room at all.
  beforeAll(() => document.documentElement.classList.add(SCRIPTED_CLASS));
  afterAll(() => document.documentElement.classList.remove(SCRIPTED_CLASS));

  it("shows its toggle once its list says the booking works, without rendering again", () => {
    const { rerender, queryByRole, getByRole } = render(row({ ready: false }));
    // Invisible, so neither a Tab stop nor announced, until the booking works.
    expect(queryByRole("button", addButton)).toBeNull();
    const renders = mockBookingLink.mock.calls.length;
    rerender(row());
    expect(getByRole("button", addButton)).toBeVisible();
    expect(mockBookingLink).toHaveBeenCalledTimes(renders);
  });

  it("renders only its toggle again when its treatment is added", () => {
    mockBookingLink.mockClear();
    const { rerender, getByRole } = render(row());
    expect(mockBookingLink).toHaveBeenCalledTimes(1);

    rerender(row({ added: true }));
    expect(getByRole("button", addButton)).toHaveAttribute("aria-pressed", "true");
    // Its name, price, Book Now and description don't change, so they are not rendered again.
    expect(mockBookingLink).toHaveBeenCalledTimes(1);
    expect(getByRole("link", { name: /Book Now: Manicure/ })).toHaveAttribute(
      "href",
      "https://wa.me/254700000000",
    );
  });

  it("hides as its list says, and hands its treatment to the booking when its toggle is pressed", () => {
    const { getByRole, container, rerender } = render(row());
    expect(container.querySelector("li")).toBeVisible();
    getByRole("button", addButton).click();
    expect(onBookingToggle).toHaveBeenCalledWith(TREATMENT);
    mockBookingLink.mockClear();
    rerender(row({ hidden: true }));
    expect(container.querySelector("li")).not.toBeVisible();
    // Hiding a row renders none of its content again.
    expect(mockBookingLink).not.toHaveBeenCalled();
  });

  it("opens its description as a native disclosure, one of a group, with no render", () => {
    mockBookingLink.mockClear();
    const { container, getByText } = render(row());
    const details = container.querySelector("details")!;
    // The browser keeps one description of the group open at a time.
    expect(details).toHaveAttribute("name", "treatment-description");
    expect(details.querySelector("summary")).toHaveTextContent("Read More about Manicure");
    expect(details).not.toHaveAttribute("open");
    // jsdom toggles a <details> when its summary is clicked, as a browser does.
    getByText("Read More").click();
    expect(details).toHaveAttribute("open");
    expect(getByText("Hands.")).toBeInTheDocument();
    expect(mockBookingLink).toHaveBeenCalledTimes(1);
    expect(container.querySelector("li")).toHaveAttribute("data-categories", "1 2");
  });

  it("names its treatment with a link to the treatment's page, and shares that page", () => {
    const { getByRole } = render(row());
    expect(getByRole("heading", { name: "Manicure" })).toContainElement(
      getByRole("link", { name: "Manicure" }),
    );
    expect(getByRole("link", { name: "Manicure" })).toHaveAttribute("href", "/services/manicure/");
    const share = getByRole("link", { name: "Share Manicure" });
    const text = new URL(share.getAttribute("href")!).searchParams.get("text");
    expect(text).toBe(
      "Manicure · 45 min · KES 1,500, at Salon\nhttps://salon.example/services/manicure/",
    );
  });

  it("renders nothing again when the list renders again with the same props", () => {
    const { rerender } = render(row());
    mockBookingLink.mockClear();
    rerender(row());
    expect(mockBookingLink).not.toHaveBeenCalled();
  });
});
