/** @jest-environment node */
import { renderToString } from "react-dom/server";
import { TypedTreatmentList } from "../src/components/home/typed-treatment-list";
import { RootProvider } from "../src/components/layout/root-provider";

const ITEMS = [
  { title: { text: "Nail Art & Extensions", lang: null } },
  { title: { text: "Facials & Skincare", lang: null } },
  { title: { text: "Professional Makeup Services", lang: null } },
  { title: { text: "Manicure & Pedicure", lang: null } },
];

describe("TypedTreatmentList in the static HTML", () => {
  it("holds every number (from its place, counting on from `first`) and full title, shown, with no typed copy", () => {
    const html = renderToString(
      <RootProvider>
        <TypedTreatmentList items={ITEMS} first={5} />
      </RootProvider>,
    );
    expect(html).not.toContain(">04<");
    for (const [index, { title }] of ITEMS.entries()) {
      expect(html).toContain(`>0${5 + index}<`);
      expect(html).toContain(`>${title.text.replace("&", "&amp;")}<`);
    }
    expect(html).not.toContain("data-typed");
    expect(html).not.toContain("aria-hidden");
    expect(html.match(/data-typing="static"/g)).toHaveLength(ITEMS.length);
  });
});
