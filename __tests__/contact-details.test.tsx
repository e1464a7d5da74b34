import { act, render, screen } from "@testing-library/react";
import { ContactDetails } from "../src/components/contact/contact-details";
import { inPage } from "./support/in-page";

const LABELS = {
  heading: { text: "Get in touch", lang: null },
  phoneLabel: { text: "Phone", lang: null },
  whatsappLabel: { text: "WhatsApp", lang: null },
  whatsappLink: { text: "Chat with us", lang: null },
  emailLabel: { text: "E-mail", lang: null },
  bookingsLabel: { text: "Bookings", lang: null },
  supportLabel: { text: "Support", lang: null },
  socialLabel: { text: "Follow us", lang: null },
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
          label: { text: "Monday - Sunday, 8am - 9pm EAT", lang: null },
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
