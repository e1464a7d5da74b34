/** @jest-environment node */
// The site's facts as the content plugin's node holds them, in each language
// (plugins/gatsby-plugin-content/site-node.ts): what the build steps that run once the nodes exist
// read instead of content/site.yaml (the languages plugin's time zone, the page head's pictures and
// each language's salon name on a treatment's share picture, the editor's name and icon).
import type { Node } from "gatsby";
import { siteNode } from "../plugins/gatsby-plugin-content/public";

const nodes = [
  { id: "site en", locale: "en", name: "Immeasure Beauty Spa" },
  { id: "site sw", locale: "sw", name: "Immeasure Beauty Spa (sw)" },
] as unknown as Node[];
const byType = (type: string) => (type === "SiteYaml" ? nodes : []);

describe("siteNode", () => {
  it("is the English node unless a language is named, and that language's when one is", () => {
    expect(siteNode(byType).name).toBe("Immeasure Beauty Spa");
    expect(siteNode(byType, "sw").name).toBe("Immeasure Beauty Spa (sw)");
  });

  it("names the file, the type and the language when the node is not there yet", () => {
    expect(() => siteNode(() => [], "sw")).toThrow(
      /content\/site\.yaml\) have no SiteYaml node in "sw" yet/,
    );
  });
});
