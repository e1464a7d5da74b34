/** @jest-environment node */
// The start of `gatsby build`, as Gatsby runs it but without starting Gatsby: the onPreInit of the
// editor's plugin (its setup) and the site's (the build's settings), then the content plugin's
// onPreBootstrap (the content check and the
// made-up facts), the steps Gatsby runs before it reads any content file, each given Gatsby's own
// reporter, whose panic prints the message and ends the process with code 1 (the test sees the
// exit instead). The content is that of the two builds the browser run used to start only to see
// them stop. That a real build calls the content plugin's onPreBootstrap before it reads a content
// file, and prints what it reports, is checked on the browser run's build of its shared copy
// (hostile-content.test.ts): so one `npm test` starts two Gatsby processes, and none is meant to
// stop.
import fs from "fs";
import os from "os";
import path from "path";
import * as site from "../gatsby-node";
import * as contentPlugin from "../plugins/gatsby-plugin-content/gatsby-node";
import * as editorPlugin from "../plugins/gatsby-plugin-editor/gatsby-node";
import { edit } from "./browser/support/site-copy";

const repoRoot = path.resolve(__dirname, "..");
jest.setTimeout(60_000);

/** Gatsby's own reporter, the copy Gatsby loads (reporter.panic prints and exits with code 1). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const reporter = require(
  require.resolve("gatsby-cli/lib/reporter", { paths: [require.resolve("gatsby/package.json")] }),
) as unknown;

/** The process's exit, which the test sees instead of the process ending. */
class Exited extends Error {
  constructor(readonly code: number | string | null | undefined) {
    super(`exit ${code}`);
  }
}

/**
 * Runs the start of a build in `dir` with `env` as the whole environment (plus NODE_ENV as
 * `gatsby build` sets it) and Gatsby's reporter; returns what it printed (as one line: Gatsby's
 * reporter wraps long lines at spaces in a terminal) and the exit code, if it ended the process.
 */
async function startBuild(dir: string, env: NodeJS.ProcessEnv) {
  const saved = process.env;
  process.env = { PATH: saved.PATH, ...env, NODE_ENV: "production" };
  const printed: string[] = [];
  const capture = (stream: NodeJS.WriteStream) =>
    jest.spyOn(stream, "write").mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
  const streams = [capture(process.stdout), capture(process.stderr)];
  const exit = jest.spyOn(process, "exit").mockImplementation((code) => {
    throw new Exited(code);
  });
  const args = { reporter };
  // Gatsby runs in the site's folder, and the plugins read it from there.
  const cwd = process.cwd();
  process.chdir(dir);
  let exitCode: Exited["code"];
  try {
    // In Gatsby's order: the plugins' in gatsby-config's order, the site's own last.
    await editorPlugin.onPreInit?.(args as never, {} as never, () => {});
    await site.onPreInit?.(args as never, {} as never, () => {});
    await contentPlugin.onPreBootstrap?.(args as never, {} as never, () => {});
  } catch (error) {
    if (!(error instanceof Exited)) throw error;
    exitCode = error.code;
  } finally {
    process.chdir(cwd);
    process.env = saved;
    for (const spy of [...streams, exit]) spy.mockRestore();
  }
  return { log: printed.join("").replace(/\s+/g, " "), exitCode };
}

// A copy of what the start of a build reads: content, the drawn photos' manifest, static/ and
// package.json (the Node.js version the site asks for).
const copies: string[] = [];
function copyOfSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "build-start-"));
  copies.push(dir);
  for (const part of ["content", "static", "scripts/placeholder-images.json", "package.json"]) {
    fs.cpSync(path.join(repoRoot, part), path.join(dir, part), { recursive: true });
  }
  return dir;
}
afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

describe("content the check refuses", () => {
  it("stops the build naming each file and the rule, and front matter's code never runs", async () => {
    const dir = copyOfSite();
    const marker = path.join(os.tmpdir(), `front-matter-ran-${process.pid}.txt`);
    const runs = `require("fs").appendFileSync(${JSON.stringify(marker)}, "ran " + process.pid)`;
    try {
      fs.writeFileSync(
        path.join(dir, "content/treatments/pedicure.sw.md"),
        `---js\n{ name: (${runs}, "Pedicure SWJS") }\n---\n\nMaandishi.\n`,
      );
      edit(dir, "content/treatments/manicure.md", (text) =>
        text.replace(/^---\n/, `---javascript\n({ x: ${runs} })\n---\n`),
      );
      // Languages gray-matter has no engine for, or parses without running.
      for (const [file, fence] of [
        ["content/treatments/eyelashes.md", "coffee"],
        ["content/treatments/training.sw.md", "json"],
      ] as const) {
        edit(dir, file, (text) => text.replace(/^---\n/, `---${fence}\n`));
      }
      // A header link that a page would write as another host's: on the English pages,
      // "/sw//evil.example/" without its "/sw" is "//evil.example/".
      edit(dir, "content/navigation.yaml", (text) =>
        text.replace("link: /#about", 'link: "/sw//evil.example/#x"'),
      );

      const { log, exitCode } = await startBuild(dir, { CMS_EDITOR: "local" });
      expect(exitCode).toBe(1);
      expect(log).toContain("Content error(s) found — fix these files and run the command again:");
      for (const file of [
        "content/treatments/pedicure.sw.md",
        "content/treatments/manicure.md",
        "content/treatments/eyelashes.md",
        "content/treatments/training.sw.md",
      ]) {
        expect(log).toContain(`${file} › line 1 (front-matter-language)`);
      }
      expect(log).toContain("content/navigation.yaml › items[1].link (path-format)");
      expect(fs.existsSync(marker)).toBe(false);
    } finally {
      fs.rmSync(marker, { force: true });
    }
  });
});

describe("the example facts with the GitHub editor", () => {
  it("stop a build that goes live, naming each file and field", async () => {
    // Nothing of this computer's or a host's own settings: only what the test sets.
    const { log, exitCode } = await startBuild(copyOfSite(), {
      CMS_EDITOR: "github",
      CMS_GITHUB_REPO: "salon-owner/immeasure-site",
    });
    expect(exitCode).toBe(1);
    expect(log).toContain("Made-up facts would go live: this build stops until each is replaced:");
    for (const item of [
      'content/site.yaml › phone (example-phone): "+254 700 000 000"',
      'content/site.yaml › whatsapp (example-phone): "254700000000"',
      'content/site.yaml › email.bookings (example-address): "bookings@immeasurebeauty.example"',
      'content/site.yaml › formEndpoint (example-form-endpoint): "https://formspree.io/f/immeasure-contact"',
      // The place no one gave: the address, the coordinates and the map.
      'content/site.yaml › address.display (example-place): "Githunguri, Royal Hotel 2nd Floor, Room 3" is the example address',
      'content/site.yaml › address.streetAddress (example-place): "Rongai Supermarket"',
      'content/site.yaml › address.locality (example-place): "Githunguri"',
      'content/site.yaml › address.coordinates (example-place): "-1.0575, 36.7756" is the example coordinates',
      'content/site.yaml › address.mapPlace (example-place): "Githunguri, Kenya" is the example map place',
      "SITE_URL (site-url-missing):",
    ]) {
      expect(log).toContain(item);
    }
    // The generated photos are listed, as a warning, before it stops.
    expect(log).toContain(
      "Made-up facts (examples and generated photos): replace them before the site goes live:",
    );
    expect(log).toContain(
      'content/gallery.yaml › items[0].image (placeholder-photo): "images/nail-art-01.jpg"',
    );
    expect(log).toContain("content/site.yaml › shareImage (placeholder-photo)");
    expect(log).toContain("content/site.yaml › icon (placeholder-photo)");
  });

  it("with the editor for this computer, only lists them and goes on", async () => {
    // The same content and settings but the editor: the control that the stop above is the
    // GitHub editor's, not a side effect of this test's copy.
    const { log, exitCode } = await startBuild(copyOfSite(), { CMS_EDITOR: "local" });
    expect(exitCode).toBeUndefined();
    expect(log).toContain("content/site.yaml › phone (example-phone)");
    expect(log).not.toContain("this build stops");
  });
});
