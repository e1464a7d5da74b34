import fs from "fs";
import path from "path";
import type { Browser } from "playwright-core";
import { startServer } from "../../scripts/static-server.mjs";
import { readMarkdownFile } from "../../plugins/gatsby-plugin-editor/reader";
import { isBehind, marksOf } from "../../plugins/gatsby-plugin-content/model/marks";
import { launch, openPage, waitForHydration } from "./support/browser";
import { CHECK_WARNING, HOSTILE, scratchBuild } from "./support/scratch-site";

// Content written by a careless or hostile editor, built in the run's shared copy
// (support/scratch-site.ts): every value that reaches the pages' JSON-LD <script> tries to close it,
// or to break its JSON, through the HTML entities Gatsby's Head handling decodes when it rebuilds
// the <head>.

let browser: Browser;
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  const root = scratchBuild().publicDir;
  server = await startServer({ root, headersFile: path.join(root, "_headers") });
  browser = await launch();
}, 45 * 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Text as read, whatever the line breaks and spaces between its words. */
const plain = (text: string) => text.replace(/\s+/g, " ").trim();

interface BeautySalon {
  description: string;
  address: { streetAddress: string };
  makesOffer: { itemOffered: { name: string; description: string } }[];
}

describe("hostile content in the page's structured data", () => {
  it.each(["/", "/services/"])(
    "%s runs no script from content, and its JSON-LD reads exactly what content says",
    async (route) => {
      const opened = await openPage(browser, route, { baseUrl: server.url });
      const { page, context, problems } = opened;
      const dialogs: string[] = [];
      page.on("dialog", (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await waitForHydration(page);

      // Before and after React took the <head> over: one JSON-LD script, no other script from it.
      for (const html of [
        await (await fetch(`${server.url}${route}`)).text(),
        await page.content(),
      ]) {
        expect(html.match(/<script type="application\/ld\+json"/g)).toHaveLength(1);
        expect(html).not.toMatch(/<script>alert/);
      }
      const scripts = await page.evaluate(() =>
        [...document.querySelectorAll("script")].map((script) => ({
          type: script.type,
          text: script.src ? "" : script.text,
        })),
      );
      expect(scripts.filter((script) => /alert\(/.test(script.text))).toEqual([
        { type: "application/ld+json", text: expect.any(String) },
      ]);

      const [jsonLd] = scripts.filter((script) => script.type === "application/ld+json");
      const data = JSON.parse(jsonLd!.text) as BeautySalon;
      expect(data.description).toBe(HOSTILE.description);
      expect(data.address.streetAddress).toBe(HOSTILE.street);
      const offer = data.makesOffer.find((item) => item.itemOffered.name.startsWith("Armpit"));
      expect(offer?.itemOffered.name).toBe(HOSTILE.name);
      expect(offer?.itemOffered.description).toBe(HOSTILE.body);

      expect(dialogs).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});

describe("header links written to lead to another host", () => {
  // The links of HOSTILE.links are the nearest the path-format rule lets through; each page writes
  // them in its own language (the English pages take "/sw" off), and the browser, Gatsby's Link and
  // its router read them. A link the rule refuses stops the build (build-start.test.ts).
  const host = () => new URL(server.url).host;

  it.each([
    ["/about/", true],
    ["/about/", false],
    ["/sw/about/", true],
    ["/sw/about/", false],
  ])("on %s (JavaScript: %s) each leads to this site", async (route, javaScriptEnabled) => {
    for (const [index] of HOSTILE.links.entries()) {
      const options = { baseUrl: server.url, javaScriptEnabled };
      const { page, context, blocked } = await openPage(browser, route, options);
      if (javaScriptEnabled) await waitForHydration(page);
      const nav = page.getByRole("banner").getByRole("navigation");
      const hrefs = await nav
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      expect(hrefs.map((href) => new URL(href).host)).toEqual(hrefs.map(() => host()));
      const before = page.url();
      await nav.getByRole("link", { name: `Away ${index + 1}` }).click();
      await page.waitForURL((url) => url.href !== before);
      await page.waitForLoadState("load");
      expect({ link: index, host: new URL(page.url()).host }).toEqual({
        link: index,
        host: host(),
      });
      expect(blocked.filter((url) => url.includes("evil.example"))).toEqual([]);
      await context.close();
    }
  });
});

describe("a Swahili description", () => {
  it("reads in the owner's editor as the built page shows it, for every treatment", async () => {
    const folder = path.join(scratchBuild().dir, "content/treatments");
    const twins = fs.readdirSync(folder).filter((name) => name.endsWith(".sw.md"));
    // Each twin as the editor opens it (Sveltia CMS hands its reader the file's text, trimmed).
    // A twin without a description (one the editor's tasks made), or with one behind an English
    // description changed since (the hostile one, written in English alone), shows the English
    // one instead.
    const read = (name: string) =>
      readMarkdownFile(fs.readFileSync(path.join(folder, name), "utf8").trim());
    const bodyOf = (name: string) => String(read(name).body);
    // The page shows a description's text, its entities read ("&quot;" is a quote).
    const shown = (markdown: string) =>
      markdown
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&amp;/g, "&");
    const behind: string[] = [];
    const inEditor = twins.map((name) => {
      const slug = name.replace(/\.sw\.md$/, "");
      const [english, swahili] = [bodyOf(`${slug}.md`), bodyOf(name)];
      if (isBehind(marksOf(read(name)).body, english, swahili)) behind.push(slug);
      return { slug, text: plain(swahili && !behind.includes(slug) ? swahili : shown(english)) };
    });
    // The hostile description's twin is behind (and those of descriptions the editor's tasks
    // changed in English alone).
    expect(behind).toContain("armpit-waxing");
    expect(inEditor.length).toBeGreaterThan(10);
    const { page, context } = await openPage(browser, "/sw/services/", { baseUrl: server.url });
    const onPage = await page.evaluate(
      (slugs) =>
        slugs.map((slug) => ({
          slug,
          text: document.getElementById(`treatment-${slug}-description`)?.textContent ?? null,
        })),
      inEditor.map(({ slug }) => slug),
    );
    expect(onPage.map(({ slug, text }) => ({ slug, text: plain(text ?? "") }))).toEqual(inEditor);
    await context.close();
  });
});

describe("the content check, in a real build", () => {
  // Content the check refuses stops the build at its start: front matter that would run as code,
  // a header link that a page would write as another host's, and, in a build that goes live, the
  // example facts. Each is build-start.test.ts's, through the same steps Gatsby runs at the start
  // (the site's onPreInit, gatsby-plugin-content's onPreBootstrap) with Gatsby's own reporter,
  // whose panic ends the process; a build started here only to see it stop would be a third
  // Gatsby process in one `npm test`. What only a real build shows is checked on the shared
  // copy's: Gatsby runs the check, prints its report, and does both before it reads a content file
  // (gatsby-transformer-remark reads front matter while Gatsby sources and transforms nodes).
  it("runs at the start, before Gatsby reads a content file, and prints its report", () => {
    const { log } = scratchBuild();
    const steps = [
      "success onPreInit",
      "Content warning(s): the site is built, but these would look better fixed:",
      `${CHECK_WARNING} (unknown-file):`,
      "success onPreBootstrap",
      "source and transform nodes",
    ];
    const found = steps.map((step) => ({ step, at: log.indexOf(step) }));
    expect(found.filter(({ at }) => at < 0)).toEqual([]);
    expect([...found].sort((a, b) => a.at - b.at).map(({ step }) => step)).toEqual(steps);
  });
});
