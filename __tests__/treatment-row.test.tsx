import { render } from "@testing-library/react";
import { TreatmentRow } from "../src/components/services/treatment-row";
import { inPage } from "./support/in-page";

// Counts the Book Now link's renders: it is worked out (bookingLink) each time the link renders.
const mockBookingLink = jest.fn(() => "https://wa.me/254700000000");
jest.mock("../src/lib/booking-link", () => ({ bookingLink: () => mockBookingLink() }));

const TREATMENT = {
  id: "t1",
  slug: "manicure",
  name: "Manicure",
  duration: "45 min",
  price: "KES 1,500",
  descriptionHtml: "<p>Hands.</p>",
  untranslated: [],
};
const onToggle = jest.fn();

const row = (ready: boolean) =>
  inPage(
    <ul>
      <TreatmentRow
        treatment={TREATMENT}
        whatsapp="254700000000"
        open={false}
        onToggle={onToggle}
        addControl={<button type="button" hidden={!ready} data-testid="add" />}
      />
    </ul>,
    "/services/",
  );

describe("TreatmentRow", () => {
  it("renders only its toggle again when the booking becomes ready", () => {
    const { rerender, getByTestId, getByRole } = render(row(false));
    expect(mockBookingLink).toHaveBeenCalledTimes(1);

    rerender(row(true));
    expect(getByTestId("add")).toBeVisible();
    // Every row renders again when the booking becomes ready (a transition after hydration);
    // its name, price, Book Now and description don't change, so they are not rendered again:
    // with them, the commit that shows the toggles rendered 738 components on /services/, not 400.
    expect(mockBookingLink).toHaveBeenCalledTimes(1);
    expect(getByRole("link", { name: /Book Now: Manicure/ })).toHaveAttribute(
      "href",
      "https://wa.me/254700000000",
    );
  });
});
