// The development server, as a developer and the owner start it: `npm run admin`, which is
// `npm start` (the install check, then `gatsby develop`) with the editor for this computer. One
// start for the whole file, in a copy of the site (the files Git keeps, sharing this checkout's
// node_modules), so that the development server's own page data never lands in the production
// build that the other browser tests read from public/. A page under `gatsby develop` has no
// server HTML: the browser renders it itself, so this is where a part that relies on the
// server's HTML shows whether it does anything harmful without it.
import { execFileSync, spawn, type ChildProcess } from "child_process";
import fs from "fs";
import net from "net";
import path from "path";
import type { Page } from "playwright-core";
import { browserPerFile, openPage, PHONE, type OpenedPage } from "./support/browser";
import { copySite } from "./support/site-copy";
import { pollUntil } from "./support/poll";

const repoRoot = path.resolve(__dirname, "../..");
/** How long the server may take to start: a cold `gatsby develop` on a busy 2-core machine. */
const START_WITHIN_MS = 300_000;

const browser = browserPerFile();

let copy: string;
let server: ChildProcess | undefined;
let log = "";
let base: string;

/** A port nothing listens on now, from the system. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function withoutNodeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { NODE_ENV: _test, ...rest } = env;
  return rest;
}

const portAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });

beforeAll(async () => {
  // The copy shares this node_modules: `npm start` there must find it installed (it would run
  // `npm ci` through the link otherwise).
  execFileSync("node", ["scripts/install-if-changed.mjs", "--check"], { cwd: repoRoot });
  copy = copySite();
  const port = await freePort();
  server = spawn("npm", ["run", "admin"], {
    cwd: copy,
    // As a person's shell has it: without Jest's NODE_ENV=test, under which Gatsby's Babel
    // loader reads only a test stage of its settings and compiles nothing.
    env: { ...withoutNodeEnv(process.env), PORT: String(port), GATSBY_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so that the stop below reaches npm, Gatsby and its workers.
    detached: true,
  });
  server.stdout!.setEncoding("utf8").on("data", (text: string) => (log += text));
  server.stderr!.setEncoding("utf8").on("data", (text: string) => (log += text));
  let exited: number | null = null;
  server.on("exit", (code) => (exited = code ?? -1));
  // `npm run admin` prints the editor's address once the server answers.
  const editor = `The editor: http://127.0.0.1:${port}/admin/`;
  const started = await pollUntil(async () => log.includes(editor) || exited !== null, {
    within: START_WITHIN_MS,
    every: 500,
  });
  if (!started || exited !== null) {
    throw new Error(
      `\`npm run admin\` did not start the site (${exited === null ? "no address printed" : `exit code ${exited}`}):\n${log.slice(-4000)}`,
    );
  }
  base = `http://127.0.0.1:${port}`;
}, START_WITHIN_MS + 60_000);

afterAll(async () => {
  if (server?.pid && server.exitCode === null) {
    // As Ctrl+C does: admin.mjs passes it on to the server's own process group.
    process.kill(-server.pid, "SIGINT");
    const port = Number(new URL(base).port);
    const stopped = await pollUntil(async () => !(await portAnswers(port)), { within: 30_000 });
    if (!stopped) process.kill(-server.pid, "SIGKILL");
  }
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
}, 60_000);

/** The page at 390x844 from the development server, every other host blocked. */
const open = (pathname: string) =>
  openPage(browser(), pathname, { baseUrl: base, viewport: PHONE, hasTouch: true });

/**
 * The page's main heading, its font (the theme's, so its styles are there) and text, once the
 * text shows `expected`: each section of a page the browser renders itself is drawn as its code
 * arrives, which the development server compiles when it is first asked for.
 */
async function shown(page: Page, expected?: RegExp) {
  const h1 = page.locator("h1");
  await h1.waitFor({ state: "visible" });
  if (expected) {
    await page
      .waitForFunction(
        ({ source, flags }) =>
          new RegExp(source, flags).test(document.querySelector("main")?.innerText ?? ""),
        { source: expected.source, flags: expected.flags },
        { timeout: 60_000 },
      )
      .catch(() => undefined); // The assertion below says what the page showed instead.
  }
  return {
    heading: (await h1.innerText()).trim(),
    headingFont: await h1.evaluate((element) => getComputedStyle(element).fontFamily),
    text: await page.locator("main").innerText(),
  };
}

/** What the browser logged and threw, once the page has had time to run its effects. */
async function problemsOf({ page, problems }: OpenedPage): Promise<string[]> {
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(resolve))),
  );
  return problems;
}

describe("npm run admin (npm start with the editor): the development server", () => {
  it("ran npm start's install check, which found the packages installed", () => {
    expect(log).toContain("Dependencies match package-lock.json: not reinstalling.");
  });

  it.each([
    ["/", /^Welcome to Immeasure Beauty Spa$/, /The Immeasure of beauty in excellence/],
    ["/services/", /^Our Services$/, /Manicure[\s\S]*KES 400/],
    ["/contact/", /^Contact Us$/, /We.d love to hear from you/],
    ["/sw/services/", /^Huduma zetu$/, /Manicure[\s\S]*KES 400/],
  ])("%s shows its heading and text, styled, with no error", async (route, heading, text) => {
    const opened = await open(route);
    const page = await shown(opened.page, text);
    expect(page.heading).toMatch(heading);
    expect(page.text).toMatch(text);
    // The theme's heading face: the page has the site's styles, global ones included.
    expect(page.headingFont).toMatch(/Playfair Display/);
    await expect(problemsOf(opened)).resolves.toEqual([]);
    await opened.context.close();
  });

  it("a tab and a Read More answer on /services/", async () => {
    const opened = await open("/services/");
    const { page } = opened;
    const nails = page.getByRole("tab", { name: "Nail Care" });
    await nails.tap();
    await expect(nails.getAttribute("aria-selected")).resolves.toBe("true");
    const list = page.getByRole("tabpanel", { name: "Nail Care" });
    const names = await list.locator("li[data-treatment]:visible h3").allInnerTexts();
    expect(names).toContain("Manicure");
    expect(names).not.toContain("Micro-blading");
    const readMore = list.locator("li[data-treatment]:visible summary").first();
    await readMore.tap();
    await expect(
      readMore.evaluate((summary) => summary.parentElement!.hasAttribute("open")),
    ).resolves.toBe(true);
    await expect(problemsOf(opened)).resolves.toEqual([]);
    await opened.context.close();
  });

  it("a link to another page shows it whole", async () => {
    const opened = await open("/contact/");
    const { page } = opened;
    await shown(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Services" }).tap();
    await page.waitForURL(/\/services\/$/);
    const next = await shown(page, /BOOK A TREATMENT[\s\S]*Micro-blading/);
    expect(next.heading).toBe("Our Services");
    expect(next.text).toMatch(/BOOK A TREATMENT[\s\S]*Micro-blading/);
    await expect(problemsOf(opened)).resolves.toEqual([]);
    await opened.context.close();
  });

  it("serves the owner's editor at /admin/", async () => {
    const opened = await open("/admin/");
    await opened.page
      .getByRole("button", { name: "Work with Local Repository" })
      .waitFor({ state: "visible", timeout: 60_000 });
    expect(opened.problems.filter((problem) => problem.startsWith("pageerror"))).toEqual([]);
    await opened.context.close();
  });
});
