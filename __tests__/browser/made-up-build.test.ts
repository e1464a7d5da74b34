import { spawnSync } from "child_process";
import fs from "fs";
import path from "path";
import { copySite } from "./support/site-copy";

// The check for made-up facts (gatsby/validate/made-up.ts) as a host runs it: `gatsby build` of a
// copy of the site with the GitHub editor, as Netlify or Cloudflare Pages would build it, with the
// content as it is now. It stops at the start, before anything is built, naming each item.

let copy = "";

afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

it(
  "a build that goes live stops on the example facts, naming each file and field",
  () => {
    copy = copySite();
    const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" };
    // Nothing of this computer's or a host's own settings: only what the test sets.
    for (const name of [
      "SITE_URL",
      "URL",
      "NETLIFY",
      "NETLIFY_LOCAL",
      "CF_PAGES",
      "CF_PAGES_URL",
      "GATSBY_CONTACT_FORM_ENDPOINT",
      "REPOSITORY_URL",
    ]) {
      delete env[name];
    }
    Object.assign(env, { CMS_EDITOR: "github", CMS_GITHUB_REPO: "salon-owner/immeasure-site" });
    const build = spawnSync("npx", ["gatsby", "build"], {
      cwd: copy,
      env,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    // Gatsby's reporter wraps long lines at spaces: read the log as one line.
    const log = (build.stdout + build.stderr).replace(/\s+/g, " ");
    expect(build.status).not.toBe(0);
    expect(log).toContain("Made-up facts would go live: this build stops until each is replaced:");
    for (const item of [
      'content/site.yaml › phone (example-phone): "+254 700 000 000"',
      'content/site.yaml › whatsapp (example-phone): "254700000000"',
      'content/site.yaml › email.bookings (example-address): "bookings@immeasurebeauty.example"',
      'content/site.yaml › formEndpoint (example-form-endpoint): "https://formspree.io/f/immeasure-contact"',
      "SITE_URL (site-url-missing):",
    ]) {
      expect(log).toContain(item);
    }
    // The generated photos are listed, as a warning.
    expect(log).toContain(
      "Made-up facts (examples and generated photos): replace them before the site goes live:",
    );
    expect(log).toContain(
      'content/gallery.yaml › items[0].image (placeholder-photo): "images/nail-art-01.jpg"',
    );
    expect(log).toContain("content/site.yaml › shareImage (placeholder-photo)");
    // Stopped before anything was built.
    expect(fs.existsSync(path.join(copy, "public/index.html"))).toBe(false);
  },
  10 * 60_000,
);
