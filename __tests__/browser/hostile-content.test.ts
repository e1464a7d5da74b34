import { spawnSync } from "child_process";
import fs from "fs";
import os from "os";
import path from "path";
import type { Browser } from "playwright-core";
import { startServer } from "../../scripts/static-server.mjs";
import { launch, openPage, waitForHydration } from "./support/browser";
import { buildSite, copySite } from "./support/site-copy";

// Content written by a careless or hostile editor, built in a copy of the site: every value that
// reaches the pages' JSON-LD <script> tries to close it, or to break its JSON, through the HTML
// entities Gatsby's Head handling decodes when it rebuilds the <head>.
const HOSTILE = {
  name: "Armpit Waxing &lt;/script&gt;&lt;script&gt;alert(document.domain)&lt;/script&gt;",
  body: "Smooth &quot;underarms&quot;, Tom&#39;s &amp; &lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt; favourite.",
  description: 'A spa &quot;, "x": &#34;1 </script><script>alert(3)</script> in Rongai\u2028today.',
  street: "Rongai </script><!-- &lt;!-- Supermarket",
};

let browser: Browser;
let copy: string;
let server: { url: string; close: () => Promise<void> };

function edit(file: string, change: (text: string) => string) {
  const full = path.join(copy, file);
  const before = fs.readFileSync(full, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`The fixture did not change ${file}`);
  fs.writeFileSync(full, after);
}

beforeAll(() => {
  copy = copySite();
  // A JSON string is a YAML double-quoted string; YAML reads "\u2028" as the escape it is.
  const yamlString = (value: string) => JSON.stringify(value).replace(/\u2028/g, "\\u2028");
  edit("content/treatments/armpit-waxing.md", (text) =>
    text
      .replace(/^name: .*$/m, `name: ${yamlString(HOSTILE.name)}`)
      .replace(/\n---\n[\s\S]*$/, `\n---\n\n${HOSTILE.body}\n`),
  );
  edit("content/site.yaml", (text) =>
    text
      .replace(
        /^description: >-\n(?: {2}.*\n)+/m,
        `description: ${yamlString(HOSTILE.description)}\n`,
      )
      .replace(/^( {2}streetAddress: ).*$/m, `$1${yamlString(HOSTILE.street)}`),
  );
  buildSite(copy);
}, 30 * 60_000);

beforeAll(async () => {
  const root = path.join(copy, "public");
  server = await startServer({ root, headersFile: path.join(root, "_headers") });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
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
        const build = spawnSync("npx", ["gatsby", "build"], {
          cwd: stopped,
          env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CMS_EDITOR: "local" },
          encoding: "utf8",
        });
        const log = build.stdout + build.stderr;
        expect(build.status).not.toBe(0);
        expect(log).toMatch(/content\/treatments\/pedicure\.sw\.md[\s\S]*front-matter-language/);
        expect(log).toMatch(/content\/treatments\/manicure\.md[\s\S]*front-matter-language/);
        expect(fs.existsSync(marker)).toBe(false);
      } finally {
        fs.rmSync(stopped, { recursive: true, force: true });
        fs.rmSync(marker, { force: true });
      }
    },
    5 * 60_000,
  );
});
