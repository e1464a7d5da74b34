import { samePath, splitAnchor } from "../src/lib/anchor";
import { mailtoHref, telHref, whatsappHref } from "../src/lib/contact-links";
import { priceAmount } from "../src/lib/price";

describe("splitAnchor", () => {
  it("splits a link into its page and element id", () => {
    expect(splitAnchor("/#about")).toEqual({ path: "/", hash: "about" });
    expect(splitAnchor("/contact")).toEqual({ path: "/contact", hash: "" });
    expect(splitAnchor("#reviews")).toEqual({ path: "/", hash: "reviews" });
  });
});

describe("samePath", () => {
  it("treats trailing slashes and index.html as the same page", () => {
    expect(samePath("/", "/")).toBe(true);
    expect(samePath("/about/", "/about")).toBe(true);
    expect(samePath("/index.html", "/")).toBe(true);
    expect(samePath("/about/", "/")).toBe(false);
  });
});

describe("contact links", () => {
  it("builds tel:, mailto: and wa.me addresses", () => {
    expect(telHref("+254 700 000 000")).toBe("tel:+254700000000");
    expect(mailtoHref("bookings@immeasurebeauty.example")).toBe(
      "mailto:bookings@immeasurebeauty.example",
    );
    expect(whatsappHref("254700000000")).toBe("https://wa.me/254700000000");
    expect(whatsappHref("254700000000", "Hi there & hello")).toBe(
      "https://wa.me/254700000000?text=Hi%20there%20%26%20hello",
    );
  });
});

describe("priceAmount", () => {
  it("reads the KES amount, or null when the price is on request", () => {
    expect(priceAmount("KES 600")).toBe(600);
    expect(priceAmount("KES 10,000")).toBe(10000);
    expect(priceAmount("Contact for pricing")).toBeNull();
  });
});
