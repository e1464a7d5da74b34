import fs from "fs";
import os from "os";
import path from "path";
import type { Browser, Page } from "playwright-core";
import { parse } from "yaml";
import { readContentYamlSync } from "../../plugins/gatsby-plugin-content/public";
import { writeEditor } from "../../plugins/gatsby-plugin-editor/write";
import { siteUrl } from "../../gatsby/build-settings";
import { startServer } from "../../scripts/static-server.mjs";
import { launch, openPage, PHONE } from "./support/browser";
import { pollUntil } from "./support/poll";
import {
  COLLECT_VIOLATIONS,
  expectFits,
  expectOnScreen,
  pageViolations,
  screenshot,
} from "./support/editor-phone";

// The production editor at /admin/, as the owner meets it on her phone before she has signed in:
// the GitHub backend (a build with CMS_GITHUB_REPO), at 390×844, under the production headers. No
// extra `gatsby build`: the build's own function writes /admin/ for that setting into a folder of
// this test's, beside the built site's _headers (the /admin/ policy) and pages. It is served at
// [::1], the loopback address the editor loads its configuration from as from https but does not
// take for "this computer" (it offers "Work with Local Repository" on 127.0.0.1 and localhost
// only), so it shows the choices it shows on the real host. Every request to another host is
// blocked and recorded.

const repoRoot = path.resolve(__dirname, "../..");
// The site facts, as the build hands them to the editor's writer (from the site's content node).
const siteFacts = readContentYamlSync(path.join(repoRoot, "content/site.yaml"), repoRoot) as Record<
  string,
  unknown
>;
const publicDir = path.join(repoRoot, "public");
const REPO = "salon-owner/immeasure-beauty-spa";
/** The Sveltia CMS Authenticator on Cloudflare Workers, as docs/publishing.md sets it up. */
const AUTHENTICATOR = "https://sveltia-cms-auth.salon-owner.workers.dev";
/** The editor's texts hold Unicode isolation marks around the words filled in ("with ⁨GitHub⁩"). */
const plain = (text: string) => text.replace(/[\u2068\u2069]/g, "").trim();
const SIGN_IN_WITH_GITHUB = /^Sign In with \u2068?GitHub\u2069?$/;

let browser: Browser;
/** The folders and servers each test made, removed at the end. */
const made: { root: string; server: { url: string; close: () => Promise<void> } }[] = [];

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  for (const { root, server } of made) {
    await server.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
});

/**
 * A folder holding the built site's pages and _headers and an /admin/ written as a production
 * build with these settings writes it, served at [::1] (the server reads its folder once, as
 * it starts). Returns its address and the editor's configuration.
 */
async function serveAdmin(
  env: Record<string, string>,
): Promise<{ url: string; config: Record<string, unknown> }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "admin-github-"));
  for (const file of ["index.html", "404.html", "_headers"]) {
    fs.copyFileSync(path.join(publicDir, file), path.join(root, file));
  }
  await expect(
    writeEditor(repoRoot, root, { CMS_GITHUB_REPO: REPO, ...env }, siteUrl, siteFacts),
  ).resolves.toBe("github");
  const server = await startServer({
    root,
    headersFile: path.join(root, "_headers"),
    host: "::1",
  });
  made.push({ root, server });
  const config = parse(fs.readFileSync(path.join(root, "admin/config.yml"), "utf8")) as Record<
    string,
    unknown
  >;
  return { url: server.url, config };
}

async function openSignIn(url: string) {
  const opened = await openPage(browser, "/admin/", {
    baseUrl: url,
    viewport: PHONE,
    deviceScaleFactor: 2,
    hasTouch: true,
    initScript: COLLECT_VIOLATIONS,
    // The test's own server is on [::1]: let it through (routes added here come first).
    beforeLoad: (context) => context.route(`${url}/**`, (route) => route.continue()),
  });
  await opened.page.getByRole("button", { name: SIGN_IN_WITH_GITHUB }).waitFor();
  return opened;
}

/** Taps "Sign In with GitHub" and returns the address its pop-up asked for (blocked here). */
async function signInPopup(page: Page, blocked: readonly string[]): Promise<URL> {
  const request = page
    .context()
    .waitForEvent("request", (request) => new URL(request.url()).pathname.endsWith("/auth"));
  await page.getByRole("button", { name: SIGN_IN_WITH_GITHUB }).click();
  const url = new URL((await request).url());
  // The harness records a blocked request in its route handler, a moment after the request event.
  await pollUntil(async () => blocked.includes(url.href), { within: 10_000 });
  return url;
}

describe("the production editor's sign-in on a phone", () => {
  it("offers GitHub's sign-in and a token, not the local folder, within the /admin/ policy", async () => {
    const { url, config } = await serveAdmin({});
    // Netlify's OAuth provider: no base_url of its own.
    expect(config.backend).toEqual({ name: "github", branch: "main", repo: REPO });

    const response = await fetch(`${url}/admin/`);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    const policies = response.headers.get("content-security-policy")!.split(/,\s*/);
    expect(policies).toHaveLength(2);
    expect(policies[1]).toMatch(/^default-src 'none'; script-src 'self' 'wasm-unsafe-eval';/);

    const { page, context, blocked } = await openSignIn(url);
    const choices = await page
      .getByRole("button")
      .filter({ hasText: /sign in|local|mobile/i })
      .allInnerTexts();
    expect(choices.map(plain)).toEqual(["Sign In with GitHub", "Sign In Using Access Token"]);
    await expectFits(page, "sign-in page");
    await screenshot(page, "0-sign-in");

    // A token: the dialog says what it needs and links to GitHub's settings; Sign In waits for one.
    await page.getByRole("button", { name: "Sign In Using Access Token" }).click();
    const tokenBox = page.getByRole("textbox", { name: "Personal Access Token" });
    await tokenBox.waitFor();
    await page.getByText(/must have read\/write access to the repository content/).waitFor();
    const tokenPage = page.getByRole("link", { name: /GitHub\W* user settings page/ });
    await expect(tokenPage.getAttribute("href")).resolves.toMatch(/^https:\/\/github\.com\//);
    const signIn = page.getByRole("button", { name: "Sign In", exact: true });
    await expectOnScreen(signIn);
    await expect(signIn.isDisabled()).resolves.toBe(true);
    await expectFits(page, "token dialog");
    await screenshot(page, "0-sign-in-token");
    await page.getByRole("button", { name: "Cancel", exact: true }).click();
    await tokenBox.waitFor({ state: "hidden" });

    expect(await pageViolations(page)).toEqual([]);
    expect(blocked).toEqual([]);

    // GitHub's button opens Netlify's OAuth provider in a pop-up (blocked here, and recorded).
    const opened = await signInPopup(page, blocked);
    expect(`${opened.origin}${opened.pathname}`).toBe("https://api.netlify.com/auth");
    expect(opened.searchParams.get("provider")).toBe("github");
    expect(blocked.map((url) => new URL(url).origin)).toEqual(["https://api.netlify.com"]);
    expect(await pageViolations(page)).toEqual([]);
    await context.close();
  });

  it("carries the salon's name and icon, and links a help page for when signing in fails, in English and Swahili", async () => {
    const { url, config } = await serveAdmin({});
    const salon = (
      parse(fs.readFileSync(path.join(repoRoot, "content/site.yaml"), "utf8")) as { name: string }
    ).name;
    expect(config).toMatchObject({
      app_title: `${salon} editor`,
      logo: { src: "/admin/logo.png" },
    });
    const { page, context, blocked } = await openSignIn(url);
    // The title in the tab and on the screen, and the logo: the site's own icon, as served.
    await expect(page.title()).resolves.toBe(`${salon} editor`);
    await page.getByText(`${salon} editor`, { exact: true }).waitFor();
    const logo = page.locator('img[src="/admin/logo.png"]').first();
    await logo.waitFor();
    await expectOnScreen(logo);
    await expect(
      logo.evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).resolves.toBeGreaterThan(0);
    const served = Buffer.from(await (await fetch(`${url}/admin/logo.png`)).arrayBuffer());
    expect(served.equals(fs.readFileSync(path.join(repoRoot, "content/images/icon.png")))).toBe(
      true,
    );
    await expect(page.getByText("Sveltia CMS", { exact: true }).count()).resolves.toBe(0);
    // The help link, on screen beside the sign-in buttons and covering none of them.
    const help = page.getByRole("link", { name: "Can't sign in? · Huwezi kuingia?" });
    await expectOnScreen(help);
    const helpBox = (await help.boundingBox())!;
    for (const button of await page.getByRole("button").all()) {
      const box = await button.boundingBox();
      if (!box) continue;
      expect(box.y + box.height <= helpBox.y || box.y >= helpBox.y + helpBox.height).toBe(true);
    }
    await expectFits(page, "sign-in page");
    await screenshot(page, "0-sign-in-name");
    await help.click();
    // Plain words for each way signing in fails, in both languages.
    await page.getByRole("heading", { name: "Can't sign in?" }).waitFor();
    for (const words of [
      "Nothing opens, or the browser says it blocked a pop-up",
      "GitHub signs you in, but the editor says it can't open the site's files",
      "GitHub asks for two-factor authentication",
      "Huwezi kuingia?",
      "Hakuna kinachofunguka, au kivinjari kinasema kimezuia dirisha ibukizi (pop-up)",
    ]) {
      await expectOnScreen(page.getByRole("heading", { name: words }).first());
    }
    await expect(page.locator('section[lang="sw"]').count()).resolves.toBe(1);
    await expectFits(page, "sign-in help");
    await screenshot(page, "0-sign-in-help");
    expect(await pageViolations(page)).toEqual([]);
    expect(blocked).toEqual([]);
    await context.close();
  });

  it("with CMS_AUTH_BASE_URL, signs in through that authenticator (Cloudflare), nowhere else", async () => {
    const { url, config } = await serveAdmin({ CMS_AUTH_BASE_URL: AUTHENTICATOR });
    expect(config.backend).toEqual({
      name: "github",
      branch: "main",
      repo: REPO,
      base_url: AUTHENTICATOR,
    });
    const { page, context, blocked } = await openSignIn(url);
    const opened = await signInPopup(page, blocked);
    expect(`${opened.origin}${opened.pathname}`).toBe(`${AUTHENTICATOR}/auth`);
    expect(opened.searchParams.get("provider")).toBe("github");
    expect(blocked.map((url) => new URL(url).origin)).toEqual([AUTHENTICATOR]);
    expect(await pageViolations(page)).toEqual([]);
    await context.close();
  });
});
