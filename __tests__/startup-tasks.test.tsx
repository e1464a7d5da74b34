import { onClientEntry as siteClientEntry, wrapPageElement } from "../gatsby-browser";
import { onClientEntry as startupClientEntry } from "../plugins/gatsby-plugin-startup/gatsby-browser";
import { warmUpStyleSystem } from "../plugins/gatsby-plugin-startup/warm-up";
import { providedStyleSystem } from "../shared/lib/style-system";

// What happened, step by step. The mocks below record when each module's code is evaluated and
// when each step runs, so the test sees which task (timer) each falls in.
const mockSteps: string[] = [];

jest.mock("../plugins/gatsby-plugin-startup/startup-system", () => {
  mockSteps.push("style system's code evaluated");
  return {
    warmUpStyleSystem: () => mockSteps.push("small system created"),
    providerSystem: () => {
      mockSteps.push("site's system created");
      return "the site's system";
    },
  };
});
jest.mock("../src/components/layout/page-shell", () => {
  mockSteps.push("layout evaluated");
  return { wrapPage: () => "the page in its layout" };
});

/** Runs the next timer (one task) and what it sets off, and returns the steps it took. */
async function nextTask(): Promise<string[]> {
  const before = mockSteps.length;
  jest.runOnlyPendingTimers();
  // Microtasks (the imports' promises) finish within the same task.
  for (let i = 0; i < 10; i++) await Promise.resolve();
  return mockSteps.slice(before);
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const noArgs = {} as Parameters<NonNullable<typeof startupClientEntry>>[0];

describe("the start-up's tasks (gatsby-plugin-startup, then the site's gatsby-browser.tsx)", () => {
  it("leaves the style system to the first part that renders, and evaluates the layout in a task of its own", async () => {
    // Importing the two gatsby-browser files (as Gatsby's bundle does) evaluated neither.
    expect(mockSteps).toEqual([]);
    await startupClientEntry!(noArgs, { plugins: [] });
    // Nothing of the style system at start-up: it is handed over, to be made when needed.
    expect(mockSteps).toEqual([]);
    expect(providedStyleSystem()).toBeInstanceOf(Function);

    expect(() => wrapPageElement!({} as never, { plugins: [] })).toThrow(/before onClientEntry/);
    const site = Promise.resolve(siteClientEntry!(noArgs, { plugins: [] }));
    expect(await nextTask()).toEqual(["layout evaluated"]);
    await site;
    expect(wrapPageElement!({} as never, { plugins: [] })).toBe("the page in its layout");
  });

  it("makes the style system, when asked, in tasks of their own: its code, a small system, the site's", async () => {
    await startupClientEntry!(noArgs, { plugins: [] });
    mockSteps.length = 0;
    let system: unknown;
    void providedStyleSystem()!().then((made) => {
      system = made;
    });
    expect(await nextTask()).toEqual(["style system's code evaluated"]);
    expect(await nextTask()).toEqual(["small system created"]);
    expect(await nextTask()).toEqual(["site's system created"]);
    expect(system).toBeUndefined();
    await nextTask();
    expect(system).toBe("the site's system");
  });
});

describe("warmUpStyleSystem", () => {
  it("creates a small style system and writes a style with it", () => {
    expect(warmUpStyleSystem()).toMatchObject({
      color: "var(--chakra-colors-c)",
      padding: "var(--chakra-spacing-1)",
    });
  });
});
