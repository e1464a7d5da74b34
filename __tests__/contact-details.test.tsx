import { act, render, screen } from "@testing-library/react";
import { ContactDetails } from "../src/components/contact/contact-details";
import { inPage } from "./support/in-page";

const LABELS = {
  heading: "Get in touch",
  phoneLabel: "Phone",
  whatsappLabel: "WhatsApp",
  whatsappLink: "Chat with us",
  emailLabel: "E-mail",
  bookingsLabel: "Bookings",
  supportLabel: "Support",
  socialLabel: "Follow us",
  untranslated: null,
};

function renderDetails(offsets: { from: number[]; minutes: number[] } | null) {
  return render(
    inPage(
      <ContactDetails
        labels={LABELS}
        phone="+254 700 000 000"
        whatsapp="254700000000"
        email={{ bookings: "bookings@example.com", support: "help@example.com" }}
        hours={{
          opens: "08:00",
          closes: "21:00",
          label: "Monday - Sunday, 8am - 9pm EAT",
          closedStatus: "Closed, opens 8am",
          closedUntilTomorrow: "Closed, opens 8am",
          offsets,
        }}
        socials={[]}
      />,
      "/contact/",
    ),
  );
}

describe("ContactDetails: the open/closed line", () => {
  it("is shown when the build knew the salon's time zone", async () => {
    await act(async () => {
      renderDetails({ from: [0], minutes: [180] });
    });
    expect(screen.getByTestId("opening-status")).toHaveTextContent(
      /^(Open now|Closed, opens 8am)$/,
    );
  });

  it("is left out when it didn't (the build warned), and the hours still show", async () => {
    await act(async () => {
      renderDetails(null);
    });
    expect(screen.queryByTestId("opening-status")).toBeNull();
    expect(screen.getByText("Monday - Sunday, 8am - 9pm EAT")).toBeInTheDocument();
  });
});
