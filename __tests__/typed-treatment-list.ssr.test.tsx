/** @jest-environment node */
import { renderToString } from "react-dom/server";
import { TypedTreatmentList } from "../src/components/home/typed-treatment-list";
import { RootProvider } from "../src/components/layout/root-provider";

const ITEMS = [
  { number: "01", title: "Nail Art & Extensions" },
  { number: "02", title: "Facials & Skincare" },
  { number: "03", title: "Professional Makeup Services" },
  { number: "04", title: "Manicure & Pedicure" },
];

describe("TypedTreatmentList in the static HTML", () => {
  it("holds every number and full title, shown, with no typed copy", () => {
    const html = renderToString(
      <RootProvider>
        <TypedTreatmentList items={ITEMS} />
      </RootProvider>,
    );
    for (const { number, title } of ITEMS) {
      expect(html).toContain(`>${number}<`);
      expect(html).toContain(`>${title.replace("&", "&amp;")}<`);
    }
    expect(html).not.toContain("data-typed");
    expect(html).not.toContain("aria-hidden");
    expect(html.match(/data-typing="static"/g)).toHaveLength(ITEMS.length);
  });
});
