import { samePath, splitAnchor } from "../src/lib/anchor";
import { mailtoHref, telHref, whatsappHref } from "../shared/lib/contact-links";
import { listNumber } from "../src/lib/list-number";
import { priceAmount } from "../shared/lib/price";
import { uniqueKeys } from "../src/lib/unique-keys";

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

describe("listNumber", () => {
  it("numbers a place from 01, or on from another list", () => {
    expect([0, 1, 8].map((index) => listNumber(index))).toEqual(["01", "02", "09"]);
    expect(listNumber(0, 4)).toBe("04");
    expect(listNumber(9)).toBe("10");
  });
});

describe("uniqueKeys", () => {
  it("keeps keys as they are, and numbers a key's second and later uses", () => {
    expect(uniqueKeys(["all", "nails", "beauty"])).toEqual(["all", "nails", "beauty"]);
    expect(uniqueKeys(["nails", "beauty", "nails", "nails-2", "nails"])).toEqual([
      "nails",
      "beauty",
      "nails-2",
      "nails-2-2",
      "nails-3",
    ]);
  });
});
