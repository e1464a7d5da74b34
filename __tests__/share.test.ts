import {
  plainDescription,
  PREVIEW_CHARS,
} from "../plugins/gatsby-plugin-page-head/plain-description";
import { listenForShares, shareInstead, shareLink, whatsappShareLink } from "../src/lib/share";
import { treatmentPath, treatmentSummary } from "../shared/lib/treatment-page";
import { en } from "../shared/i18n/en";
import { sw } from "../shared/i18n/sw";

// A treatment's own page and its Share control: the address, the one line that names it, and the
// choice between the phone's share sheet and WhatsApp's share link.

const SHARED = {
  title: "Micro-blading · 2 hrs · KES 10,000",
  text: "Micro-blading · 2 hrs · KES 10,000, at Salon",
  url: "https://salon.example/services/micro-blading/",
};

describe("a treatment's page", () => {
  it("lives under the services page, at its id", () => {
    expect(treatmentPath("micro-blading")).toBe("/services/micro-blading/");
  });

  it("is named by its name, duration and price in the page's words", () => {
    const treatment = {
      name: "Beauty Training",
      duration: "3 months",
      price: "Contact for pricing",
    };
    expect(treatmentSummary(treatment, en.formats)).toBe(
      "Beauty Training · 3 months · Contact for pricing",
    );
    expect(treatmentSummary({ ...treatment, name: "Mafunzo" }, sw.formats)).toBe(
      "Mafunzo · miezi 3 · Uliza bei",
    );
  });
});

describe("Share", () => {
  it("links to WhatsApp with the text and the address on the next line, encoded", () => {
    const link = whatsappShareLink({ ...SHARED, text: "Nails & more? 100%" });
    expect(link).toBe(
      "https://wa.me/?text=Nails%20%26%20more%3F%20100%25%0Ahttps%3A%2F%2Fsalon.example%2Fservices%2Fmicro-blading%2F",
    );
    expect(new URL(link).searchParams.get("text")).toBe(`Nails & more? 100%\n${SHARED.url}`);
  });

  it("opens the share sheet instead of the link where the browser has one", async () => {
    const event = { preventDefault: jest.fn() };
    const share = jest.fn(() => Promise.resolve());
    const open = jest.fn();
    shareInstead(event, SHARED, { share }, open);
    await Promise.resolve();
    expect(event.preventDefault).toHaveBeenCalled();
    expect(share).toHaveBeenCalledWith(SHARED);
    expect(open).not.toHaveBeenCalled();
  });

  it("follows the link where the browser has no share sheet", () => {
    const event = { preventDefault: jest.fn() };
    const open = jest.fn();
    shareInstead(event, SHARED, {}, open);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });

  it("does nothing more when the visitor closes the sheet, and opens the link when it fails", async () => {
    const open = jest.fn();
    const rejecting = (name: string) => ({
      share: () => Promise.reject(Object.assign(new Error(name), { name })),
    });
    shareInstead({ preventDefault: jest.fn() }, SHARED, rejecting("AbortError"), open);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(open).not.toHaveBeenCalled();
    shareInstead({ preventDefault: jest.fn() }, SHARED, rejecting("NotAllowedError"), open);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(open).toHaveBeenCalledWith(whatsappShareLink(SHARED));
  });
});

describe("a treatment's description in its link preview", () => {
  it("is its words without their Markdown, one paragraph after another", () => {
    expect(plainDescription("**Soft** hands, _neat_ nails.\n\n- Shape\n- Polish\n")).toBe(
      "Soft hands, neat nails. Shape Polish",
    );
  });

  it("is cut at a word, with an ellipsis, when longer than a preview shows", () => {
    const long = "word ".repeat(80).trim();
    const cut = plainDescription(long);
    expect(cut.length).toBeLessThanOrEqual(PREVIEW_CHARS);
    expect(cut).toMatch(/ word…$/);
  });
});

describe("the page's one listener for share links", () => {
  const page = () => {
    document.body.innerHTML = "";
    const link = document.createElement("a");
    for (const [name, value] of Object.entries(shareLink(SHARED))) link.setAttribute(name, value);
    link.innerHTML = "<span>Share</span>";
    // As React's root does for a click inside a section that has not hydrated.
    const root = document.createElement("div");
    root.addEventListener("click", (event) => event.stopPropagation());
    root.append(link);
    document.body.append(root);
    return link;
  };

  it("shares what the tapped link names, from a tap anywhere inside it, hydrated or not", () => {
    const share = jest.fn(() => Promise.resolve());
    listenForShares(document, { share }, jest.fn());
    const link = page();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    link.querySelector("span")!.dispatchEvent(click);
    expect(share).toHaveBeenCalledWith(SHARED);
    expect(click.defaultPrevented).toBe(true);
  });

  it("leaves a click meant for a new tab, and other links, to the browser", () => {
    const share = jest.fn(() => Promise.resolve());
    listenForShares(document, { share }, jest.fn());
    const link = page();
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    const other = document.createElement("a");
    other.href = "https://wa.me/254700000000";
    document.body.append(other);
    other.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(share).not.toHaveBeenCalled();
  });
});
