import { render } from "@testing-library/react";
import { TreatmentRow } from "../src/components/services/treatment-row";
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
};
const onToggle = jest.fn();
const onBookingToggle = jest.fn();

const row = (ready: boolean, { open = false, added = false, hidden = false } = {}) =>
  inPage(
    <ul>
      <TreatmentRow
        treatment={TREATMENT}
        hidden={hidden}
        whatsapp="254700000000"
        open={open}
        onToggle={onToggle}
        added={added}
        ready={ready}
        onBookingToggle={onBookingToggle}
      />
    </ul>,
    "/services/",
  );
const addButton = { name: "Add to booking: Manicure" };

describe("TreatmentRow", () => {
  it("renders only its toggle again when the booking becomes ready", () => {
    const { rerender, getByRole } = render(row(false));
    expect(mockBookingLink).toHaveBeenCalledTimes(1);

    rerender(row(true));
    expect(getByRole("button", addButton)).toBeVisible();
    // Every row renders again when the booking becomes ready (a transition after hydration);
    // its name, price, Book Now and description don't change, so they are not rendered again:
    // with them, the commit that shows the toggles rendered 738 components on /services/, not 400.
    expect(mockBookingLink).toHaveBeenCalledTimes(1);
    expect(getByRole("link", { name: /Book Now: Manicure/ })).toHaveAttribute(
      "href",
      "https://wa.me/254700000000",
    );
  });

  it("hides as its list says, and hands its treatment to the booking when its toggle is pressed", () => {
    const { getByRole, container, rerender } = render(row(true));
    expect(container.querySelector("li")).toBeVisible();
    getByRole("button", addButton).click();
    expect(onBookingToggle).toHaveBeenCalledWith(TREATMENT);
    mockBookingLink.mockClear();
    rerender(row(true, { hidden: true }));
    expect(container.querySelector("li")).not.toBeVisible();
    // Hiding a row renders none of its content again.
    expect(mockBookingLink).not.toHaveBeenCalled();
  });

  it("renders nothing again when the list renders again with the same props", () => {
    const { rerender } = render(row(true));
    mockBookingLink.mockClear();
    rerender(row(true));
    expect(mockBookingLink).not.toHaveBeenCalled();
  });
});
