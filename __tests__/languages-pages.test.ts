/** @jest-environment node */
// The language layer's onCreatePage (plugins/gatsby-plugin-languages): every page in each
// language, with the day of the prices in the salon's time zone, which it takes from the site's
// content node and not by reading content/site.yaml again for each page.
import fs from "fs";
import type { Node } from "gatsby";

// 12:00 UTC: 7 December in Nairobi (content/site.yaml's zone), already 8 December at UTC+14.
const BUILD_TIME = new Date("2026-12-07T12:00:00Z");

type OnCreatePage = typeof import("../plugins/gatsby-plugin-languages/gatsby-node").onCreatePage;

async function languagesPlugin(): Promise<NonNullable<OnCreatePage>> {
  jest.useFakeTimers({ now: BUILD_TIME });
  let onCreatePage: OnCreatePage;
  await jest.isolateModulesAsync(async () => {
    ({ onCreatePage } = await import("../plugins/gatsby-plugin-languages/gatsby-node"));
  });
  jest.useRealTimers();
  return onCreatePage!;
}

const siteNode = (locale: string, timeZone: string) =>
  ({ id: `site ${locale}`, locale, hours: { timeZone } }) as unknown as Node;

function makePages(onCreatePage: NonNullable<OnCreatePage>, nodes: Node[]) {
  const created: { path: string; context: Record<string, unknown> }[] = [];
  const args = {
    page: { path: "/services/", component: "/x/services.tsx", context: {} },
    actions: {
      createPage: (page: (typeof created)[number]) => created.push(page),
      deletePage: jest.fn(),
    },
    getNodesByType: (type: string) => (type === "SiteYaml" ? nodes : []),
  };
  (onCreatePage as (a: unknown) => void)(args);
  return created;
}

describe("the language layer's pages", () => {
  it("take the prices' day from the site's node, in its time zone, and read no file", async () => {
    const onCreatePage = await languagesPlugin();
    const reads = jest.spyOn(fs, "readFileSync");
    const created = makePages(onCreatePage, [
      siteNode("sw", "Africa/Nairobi"),
      siteNode("en", "Pacific/Kiritimati"),
    ]);
    expect(created.map(({ path, context }) => [path, context.locale, context.pricesAsOf])).toEqual([
      ["/services/", "en", "8 December 2026"],
      ["/sw/services/", "sw", "8 Desemba 2026"],
    ]);
    expect(reads.mock.calls.map(([file]) => String(file)).filter((f) => /content/.test(f))).toEqual(
      [],
    );
    reads.mockRestore();
  });

  it("stop with a message naming content/site.yaml when its node is not there", async () => {
    const onCreatePage = await languagesPlugin();
    expect(() => makePages(onCreatePage, [])).toThrow(
      'The site\'s facts (content/site.yaml) have no SiteYaml node in "en" yet',
    );
  });
});
