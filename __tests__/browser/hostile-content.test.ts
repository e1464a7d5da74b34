import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import type { Browser } from "playwright-core";
import { startServer } from "../../scripts/static-server.mjs";
import { readMarkdownFile } from "../../gatsby/editor/reader";
import { launch, openPage, waitForHydration } from "./support/browser";
import { HOSTILE, scratchBuild } from "./support/scratch-site";
import { copySite } from "./support/site-copy";

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
  // its router read them. A link the rule refuses stops the build (below).
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
    const inEditor = twins.map((name) => {
      const { body } = readMarkdownFile(fs.readFileSync(path.join(folder, name), "utf8").trim());
      return { slug: name.replace(/\.sw\.md$/, ""), text: plain(String(body)) };
    });
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

describe("content the check refuses", () => {
  it(
    "stops the build naming each file and the rule, and front matter's code never runs",
    () => {
      const stopped = copySite();
      const marker = path.join(os.tmpdir(), `front-matter-ran-${process.pid}.txt`);
      const runs = `require("fs").appendFileSync(${JSON.stringify(marker)}, "ran " + process.pid)`;
      try {
        fs.writeFileSync(
          path.join(stopped, "content/treatments/pedicure.sw.md"),
          `---js\n{ name: (${runs}, "Pedicure SWJS") }\n---\n\nMaandishi.\n`,
        );
        const english = path.join(stopped, "content/treatments/manicure.md");
        fs.writeFileSync(
          english,
          fs
            .readFileSync(english, "utf8")
            .replace(/^---\n/, `---javascript\n({ x: ${runs} })\n---\n`),
        );
        // Languages gray-matter has no engine for, or parses without running: refused by the
        // check too, before gatsby-transformer-remark reads any of them.
        for (const [file, fence] of [
          ["content/treatments/eyelashes.md", "coffee"],
          ["content/treatments/training.sw.md", "json"],
        ] as const) {
          const target = path.join(stopped, file);
          fs.writeFileSync(
            target,
            fs.readFileSync(target, "utf8").replace(/^---\n/, `---${fence}\n`),
          );
        }
        // A header link that a page would write as another host's: on the English pages,
        // "/sw//evil.example/" without its "/sw" is "//evil.example/".
        const navigation = path.join(stopped, "content/navigation.yaml");
        fs.writeFileSync(
          navigation,
          fs
            .readFileSync(navigation, "utf8")
            .replace("link: /#about", 'link: "/sw//evil.example/#x"'),
        );
        const build = spawnSync("npx", ["gatsby", "build"], {
          cwd: stopped,
          env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CMS_EDITOR: "local" },
          encoding: "utf8",
        });
        const log = build.stdout + build.stderr;
        expect(build.status).not.toBe(0);
        expect(log).toMatch(/content\/treatments\/pedicure\.sw\.md[\s\S]*front-matter-language/);
        expect(log).toMatch(/content\/treatments\/manicure\.md[\s\S]*front-matter-language/);
        expect(log).toMatch(/content\/treatments\/eyelashes\.md[\s\S]*front-matter-language/);
        expect(log).toMatch(/content\/treatments\/training\.sw\.md[\s\S]*front-matter-language/);
        expect(log).toMatch(/content\/navigation\.yaml › items\[1\]\.link \(path-format\)/);
        // gatsby-transformer-remark's own failure ("Error processing Markdown file …: gray-matter
        // engine "coffee" is not registered") would mean it read the file first.
        expect(log).not.toMatch(/Error processing Markdown|gray-matter engine/);
        expect(fs.existsSync(marker)).toBe(false);
      } finally {
        fs.rmSync(stopped, { recursive: true, force: true });
        fs.rmSync(marker, { force: true });
      }
    },
    5 * 60_000,
  );
});
