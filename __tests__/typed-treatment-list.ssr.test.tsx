/** @jest-environment node */
import { renderToString } from "react-dom/server";
import { TypedTreatmentList } from "../src/components/home/typed-treatment-list";
import { RootProvider } from "../src/components/layout/root-provider";

const ITEMS = [
  { title: "Nail Art & Extensions", untranslated: null },
  { title: "Facials & Skincare", untranslated: null },
  { title: "Professional Makeup Services", untranslated: null },
  { title: "Manicure & Pedicure", untranslated: null },
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
      expect(html).toContain(`>${title.replace("&", "&amp;")}<`);
    }
    expect(html).not.toContain("data-typed");
    expect(html).not.toContain("aria-hidden");
    expect(html.match(/data-typing="static"/g)).toHaveLength(ITEMS.length);
  });
});
