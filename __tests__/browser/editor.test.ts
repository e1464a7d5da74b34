import { spawnSync } from "child_process";
import fs from "fs";
import net from "net";
import os from "os";
import path from "path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { parse, stringify } from "yaml";
import { describeContent } from "../../gatsby/content/describe";
import { startLocalBackend } from "../../scripts/local-backend.mjs";
import { startServer } from "../../scripts/static-server.mjs";
import { launch, openPage, type OpenedPage } from "./support/browser";
import { copySite, git } from "./support/site-copy";

// The owner's editor at /admin/, tried as the owner would, with nothing leaving this machine: the
// built site is served with its production headers; Decap's local backend (decap-server, on
// 127.0.0.1 and a free port) works on a copy of the site in a fresh Git repository and commits
// each publish there, as the GitHub backend commits to the real repository. The page reaches the
// backend on its own origin (this test's server forwards /api/v1), so the editor's production
// Content-Security-Policy applies unchanged; config.yml is the built one plus the local backend's
// address, which only a local run has.

const repoRoot = path.resolve(__dirname, "../..");
const publicDir = path.join(repoRoot, "public");

const COLLECT_VIOLATIONS = `
  window.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (event) => {
    window.__cspViolations.push(event.violatedDirective + " " + event.blockedURI);
  });
`;

let browser: Browser;
let copy: string;
let backend: { url: string; close: () => Promise<void> };
let server: { url: string; close: () => Promise<void> };

beforeAll(async () => {
  copy = copySite();
  backend = await startLocalBackend({ repoDir: copy, mode: "git" });
  server = await startServer({
    root: publicDir,
    headersFile: path.join(publicDir, "_headers"),
    proxy: { prefix: "/api/v1", target: backend.url },
  });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await backend?.close();
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

const headCommit = () => git(copy, "rev-parse", "HEAD").trim();
const readCopy = (file: string) => fs.readFileSync(path.join(copy, file), "utf8");

async function openEditor(): Promise<OpenedPage> {
  const opened = await openPage(browser, "/admin/", {
    baseUrl: server.url,
    initScript: COLLECT_VIOLATIONS,
    beforeLoad: async (context) => {
      await context.route("**/admin/config.yml", async (route) => {
        const response = await route.fetch();
        const config = parse(await response.text()) as Record<string, unknown>;
        config.local_backend = { url: `${server.url}/api/v1` };
        await route.fulfill({ response, body: stringify(config) });
      });
    },
  });
  // Leaving an entry with unsaved changes asks for confirmation; the owner says yes.
  opened.page.on("dialog", (dialog) => void dialog.accept());
  await opened.page.getByRole("button", { name: "Login" }).click();
  await opened.page.getByRole("link", { name: "Treatments" }).waitFor();
  return opened;
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

async function openTreatment(page: Page, id: string): Promise<void> {
  await page.getByRole("link", { name: "Treatments" }).click();
  await page.getByRole("link", { name: id, exact: true }).click();
  await page.getByLabel("Price", { exact: true }).waitFor();
}

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
}

/**
 * Publishes, waits for the local backend to answer the save (it commits before it answers), and
 * returns the new commit.
 */
async function publishCommit(page: Page, before: string): Promise<string> {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      new URL(response.url()).pathname === "/api/v1" &&
      (response.request().postData() ?? "").includes('"persistEntry"'),
    { timeout: 20_000 },
  );
  await publish(page);
  expect((await saved).ok()).toBe(true);
  const commit = headCommit();
  expect(commit).not.toBe(before);
  return commit;
}

describe("the editor's local backend", () => {
  it("listens on 127.0.0.1 only: it has no login", async () => {
    expect(new URL(backend.url).hostname).toBe("127.0.0.1");
    const port = Number(new URL(backend.url).port);
    const others = Object.values(os.networkInterfaces())
      .flat()
      .filter((address) => address && address.family === "IPv4" && !address.internal);
    for (const address of others) {
      const answered = await new Promise<boolean>((resolve) => {
        const socket = net.connect({ host: address!.address, port }, () => {
          socket.destroy();
          resolve(true);
        });
        socket.on("error", () => resolve(false));
      });
      expect({ address: address!.address, answered }).toEqual({
        address: address!.address,
        answered: false,
      });
    }
  });
});

describe("the owner's editor at /admin/", () => {
  it("is served as the editor, not indexed, with its own policy, and lists every kind of content", async () => {
    const response = await fetch(`${server.url}/admin/`);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    // The editor's own policy, after the one every path gets (which allows all the editor's does);
    // never a visitor page's strict one, which would forbid what the editor needs.
    const policies = response.headers.get("content-security-policy")!.split(/,\s*/);
    expect(policies).toHaveLength(2);
    expect(policies[1]).toMatch(/^default-src 'none'; script-src 'self' 'unsafe-eval';/);
    expect(policies[0]).toMatch(/script-src 'self' [^;]*'unsafe-eval'/);
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');

    const { page, context, problems, blocked } = await openEditor();
    const labels = describeContent().collections.map((collection) => collection.label);
    for (const label of labels) {
      await expect(page.getByRole("link", { name: label, exact: true }).count()).resolves.toBe(1);
    }
    expect(await violations(page)).toEqual([]);
    expect(blocked).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("refuses a price the build would refuse, with the rule's message, and leaves the file as it was", async () => {
    const { page, context, problems } = await openEditor();
    const file = "content/treatments/pedicure.md";
    const before = { commit: headCommit(), text: readCopy(file) };
    await openTreatment(page, "pedicure");
    const price = page.getByLabel("Price", { exact: true });
    await price.clear();
    await price.fill("KES 4OO");
    await publish(page);
    await expect(
      page
        .getByText(
          `Price didn't match the pattern: This is not a price. Write "KES <amount>" with digits and thousands commas (e.g. "KES 1,100"), or "Contact for pricing".`,
        )
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByText("Unsaved changes").isVisible()).resolves.toBe(true);
    expect(headCommit()).toBe(before.commit);
    expect(readCopy(file)).toBe(before.text);
    expect(await violations(page)).toEqual([]);
    // Decap rejects the publish promise with no reason when a field is invalid, and does not
    // handle it: one "Uncaught (in promise) undefined", after the message is shown.
    expect(problems).toEqual(["pageerror: undefined"]);
    await context.close();
  });

  it("publishes a new price: the treatment's file changes on that line only", async () => {
    const { page, context, problems } = await openEditor();
    const before = headCommit();
    await openTreatment(page, "manicure");
    const price = page.getByLabel("Price", { exact: true });
    expect(await price.inputValue()).toBe("KES 400");
    await price.clear();
    await price.fill("KES 450");
    expect(await price.inputValue()).toBe("KES 450");
    const commit = await publishCommit(page, before);

    expect(git(copy, "diff", "--numstat", before, commit)).toBe(
      "1\t1\tcontent/treatments/manicure.md\n",
    );
    const changed = git(copy, "diff", "--unified=0", before, commit)
      .split("\n")
      .filter((line) => /^[-+](?![-+])/.test(line));
    expect(changed).toEqual(["-price: KES 400", "+price: KES 450"]);
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("uploads a gallery photo with its alt text: the photo and its entry are committed", async () => {
    const { page, context, problems } = await openEditor();
    const before = headCommit();
    const photo = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "photo-")), "new-chair.jpg");
    await sharp({ create: { width: 1800, height: 1200, channels: 3, background: "#b45a8c" } })
      .jpeg()
      .toFile(photo);

    await page.getByRole("link", { name: "Gallery" }).click();
    await page.locator('a[href$="/collections/gallery/entries/gallery"]').click();
    await page.getByRole("button", { name: "Add items" }).click();
    // Every photo's fields are on the page (folded); the new entry is the last.
    await page.getByLabel("Id", { exact: true }).last().fill("salon-20");
    await page
      .getByLabel(/^Title/)
      .last()
      .fill("Our new chair");
    await page.getByRole("button", { name: "Choose an image" }).last().click();
    await page.locator('input[type="file"]').setInputFiles(photo);
    await page.getByRole("button", { name: "Choose selected" }).click();
    await page
      .getByLabel("Alt", { exact: true })
      .last()
      .fill("A pink treatment chair by the window");
    const commit = await publishCommit(page, before);
    fs.rmSync(path.dirname(photo), { recursive: true });

    expect(git(copy, "diff", "--name-status", before, commit).split("\n").sort()).toEqual([
      "",
      "A\tcontent/images/new-chair.jpg",
      "M\tcontent/gallery.yaml",
    ]);
    const { items } = parse(readCopy("content/gallery.yaml")) as {
      items: Record<string, string>[];
    };
    expect(items.at(-1)).toEqual({
      id: "salon-20",
      title: "Our new chair",
      image: "images/new-chair.jpg",
      alt: "A pink treatment chair by the window",
    });
    const size = await sharp(path.join(copy, "content/images/new-chair.jpg")).metadata();
    expect([size.width, size.height]).toEqual([1800, 1200]);
    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it(
    "a build of the edited copy shows the new price on /services/ and in its WhatsApp message",
    () => {
      const build = spawnSync("npx", ["gatsby", "build"], {
        cwd: copy,
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
      if (build.status !== 0) {
        throw new Error(`The copy's build failed:\n${(build.stdout + build.stderr).slice(-4000)}`);
      }
      const html = fs.readFileSync(path.join(copy, "public/services/index.html"), "utf8");
      const booking = (price: string) =>
        `https://wa.me/254700000000?text=Hello%2C%20I%20would%20like%20to%20book%20a%20Manicure%20(30%20mins%2C%20KES%20${price}).%20Please%20confirm%20availability.`;
      expect(html).toContain(">KES 450<");
      expect(html).toContain(booking("450"));
      expect(html).not.toContain(booking("400"));
      expect(html).toContain("A pink treatment chair by the window");
    },
    45 * 60_000,
  );
});
