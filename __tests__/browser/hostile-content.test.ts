import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import type { Browser } from "playwright-core";
import { startServer } from "../../scripts/static-server.mjs";
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

describe("front matter that would run as code", () => {
  it(
    "stops the build naming each file and the rule, and its code never runs",
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
