/** @jest-environment node */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { contentModel } from "../plugins/gatsby-plugin-content/model";
import { EXAMPLE_SITE_URL, siteUrlSetting } from "../gatsby/build-settings";
import { isWarning } from "../plugins/gatsby-plugin-content/check/errors";
import { loadContent } from "../plugins/gatsby-plugin-content/check/load";
import {
  formatMadeUp,
  goesLive,
  madeUpContent,
  madeUpFindings,
  madeUpSettings,
  placeholderPhotos,
  readPlaceholderManifest,
} from "../plugins/gatsby-plugin-content/check/made-up";

const repoRoot = path.resolve(__dirname, "..");
jest.setTimeout(30_000);

// A copy of the repository's content (and the manifest of drawn photos) to change one thing in.
function copyOfSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "made-up-"));
  cpSync(path.join(repoRoot, "content"), path.join(dir, "content"), { recursive: true });
  cpSync(path.join(repoRoot, "static"), path.join(dir, "static"), { recursive: true });
  mkdirSync(path.join(dir, "scripts"));
  cpSync(
    path.join(repoRoot, "scripts/placeholder-images.json"),
    path.join(dir, "scripts/placeholder-images.json"),
  );
  return dir;
}

const load = (root: string) => loadContent(contentModel, path.join(root, "content"), root);
const LIVE_ENV = { SITE_URL: "https://www.salon.co.ke" };

describe("what goes live", () => {
  it("is a production build with the GitHub editor; local, off and development builds are not", () => {
    expect(goesLive("github", true)).toBe(true);
    expect(goesLive("local", true)).toBe(false);
    expect(goesLive("off", true)).toBe(false);
    expect(goesLive("github", false)).toBe(false);
  });
});

describe("example facts in content", () => {
  it("names the example phone, WhatsApp number, e-mail addresses, place and form address, by field", async () => {
    const findings = madeUpContent(await load(repoRoot), LIVE_ENV);
    expect(findings.map(({ file, field, rule }) => `${file} › ${field} (${rule})`)).toEqual([
      "content/site.yaml › phone (example-phone)",
      "content/site.yaml › whatsapp (example-phone)",
      "content/site.yaml › email.bookings (example-address)",
      "content/site.yaml › email.support (example-address)",
      "content/site.yaml › address.display (example-place)",
      "content/site.yaml › address.streetAddress (example-place)",
      "content/site.yaml › address.locality (example-place)",
      "content/site.yaml › address.coordinates (example-place)",
      "content/site.yaml › address.mapPlace (example-place)",
      "content/site.yaml › formEndpoint (example-form-endpoint)",
    ]);
    expect(findings.find((f) => f.field === "address.coordinates")!.message).toBe(
      '"-1.0575, 36.7756" is the example coordinates, not the salon\'s. Write the real one before the site goes live.',
    );
    expect(findings[0]!.message).toBe(
      '"+254 700 000 000" is the example phone number, not the salon\'s. Write the real one before the site goes live.',
    );
  });

  it("finds the example number however it is written, in a treatment's text too", async () => {
    const dir = copyOfSite();
    try {
      const file = path.join(dir, "content/treatments/manicure.md");
      writeFileSync(file, `${readFileSync(file, "utf8")}\nCall 0700 000-000 to book.\n`);
      const site = path.join(dir, "content/site.yaml");
      writeFileSync(
        site,
        readFileSync(site, "utf8")
          .replace("phone: +254 700 000 000", "phone: +254 712 345 678")
          .replace("'254700000000'", "'254712345678'"),
      );
      const phones = madeUpContent(await load(dir), LIVE_ENV).filter(
        (finding) => finding.rule === "example-phone",
      );
      expect(phones.map(({ file, field }) => `${file} › ${field}`)).toEqual([
        "content/treatments/manicure.md › body",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("knows the example place however its coordinates and spaces are written, and only the example", async () => {
    const dir = copyOfSite();
    try {
      const site = path.join(dir, "content/site.yaml");
      writeFileSync(
        site,
        readFileSync(site, "utf8")
          .replace("coordinates: -1.0575, 36.7756", "coordinates: -1.05750,36.7756")
          .replace("mapPlace: Githunguri, Kenya", "mapPlace: https://maps.app.goo.gl/Ab12Cd34")
          .replace("locality: Githunguri", "locality: Ongata Rongai"),
      );
      const place = madeUpContent(await load(dir), LIVE_ENV).filter(
        (finding) => finding.rule === "example-place",
      );
      expect(place.map(({ field }) => field)).toEqual([
        "address.display",
        "address.streetAddress",
        "address.coordinates",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("leaves the form address alone when the build is given another one", async () => {
    const env = { ...LIVE_ENV, GATSBY_CONTACT_FORM_ENDPOINT: "https://formspree.io/f/xyzabcd" };
    const rules = madeUpContent(await load(repoRoot), env).map((finding) => finding.rule);
    expect(rules).not.toContain("example-form-endpoint");
    expect(madeUpSettings(env)).toEqual([]);
    expect(
      madeUpSettings({
        ...LIVE_ENV,
        GATSBY_CONTACT_FORM_ENDPOINT: "https://formspree.io/f/immeasure-contact",
      }).map((finding) => `${finding.file} (${finding.rule})`),
    ).toEqual(["GATSBY_CONTACT_FORM_ENDPOINT (example-form-endpoint)"]);
  });
});

describe("the site's address", () => {
  it("is SITE_URL, or on Netlify its URL, or on Cloudflare Pages its CF_PAGES_URL", () => {
    expect(
      siteUrlSetting({
        SITE_URL: "https://a.co.ke",
        URL: "https://b.netlify.app",
        NETLIFY: "true",
      }),
    ).toEqual({ name: "SITE_URL", value: "https://a.co.ke" });
    expect(siteUrlSetting({ URL: "https://b.netlify.app", NETLIFY: "true" })).toEqual({
      name: "URL",
      value: "https://b.netlify.app",
    });
    expect(siteUrlSetting({ CF_PAGES_URL: "https://c.pages.dev", CF_PAGES: "1" })).toEqual({
      name: "CF_PAGES_URL",
      value: "https://c.pages.dev",
    });
    // Another program's URL, off Netlify, is not the site's address.
    expect(siteUrlSetting({ URL: "https://elsewhere.test" })).toBeNull();
  });

  it("must be set, and not the example domain", () => {
    expect(madeUpSettings({}).map((finding) => `${finding.file} (${finding.rule})`)).toEqual([
      "SITE_URL (site-url-missing)",
    ]);
    expect(madeUpSettings({}).at(0)?.message).toContain(EXAMPLE_SITE_URL);
    expect(
      madeUpSettings({ SITE_URL: EXAMPLE_SITE_URL }).map((f) => `${f.file} (${f.rule})`),
    ).toEqual(["SITE_URL (example-address)"]);
    expect(madeUpSettings({ URL: "https://immeasure.netlify.app", NETLIFY: "true" })).toEqual([]);
  });
});

describe("generated photos", () => {
  it("are recognised by their content, whatever their name, and only warned about", async () => {
    const dir = copyOfSite();
    try {
      const manifest = await readPlaceholderManifest(dir);
      const images = path.join(dir, "content/images");
      // A real photo saved over one illustration; another illustration saved under a new name.
      writeFileSync(
        path.join(images, "hero.jpg"),
        Buffer.from("a real photo, as far as hashes go"),
      );
      cpSync(path.join(images, "team.jpg"), path.join(images, "team-photo.jpg"));
      const home = path.join(dir, "content/home.yaml");
      writeFileSync(
        home,
        readFileSync(home, "utf8").replace("images/team.jpg", "images/team-photo.jpg"),
      );
      const findings = await placeholderPhotos(await load(dir), dir, manifest);
      expect(findings.every(isWarning)).toBe(true);
      const where = findings.map(({ file, field }) => (field ? `${file} › ${field}` : file));
      expect(where.some((item) => item.startsWith("content/home.yaml › hero"))).toBe(false);
      expect(where).toContain("content/home.yaml › team.image");
      expect(findings.find((f) => f.field === "team.image")?.message).toMatch(
        /^"images\/team-photo\.jpg" is a placeholder illustration/,
      );
      // The share picture and the icon, named as the site facts' fields the editor replaces them in.
      expect(where).toEqual(
        expect.arrayContaining(["content/site.yaml › shareImage", "content/site.yaml › icon"]),
      );
      expect(where).not.toEqual(
        expect.arrayContaining([expect.stringMatching(/^content\/images\/(?:share|icon)\./)]),
      );
      // Every illustration is listed once.
      expect(new Set(where).size).toBe(where.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the build's report", () => {
  it("stops a build that goes live on the facts, and only warns otherwise", async () => {
    const content = await load(repoRoot);
    const live = await madeUpFindings(content, { env: {}, repoRoot, live: true });
    const stops = live.filter((finding) => !isWarning(finding));
    expect(stops.map((finding) => finding.rule)).toEqual([
      "example-phone",
      "example-phone",
      "example-address",
      "example-address",
      "example-place",
      "example-place",
      "example-place",
      "example-place",
      "example-place",
      "example-form-endpoint",
      "site-url-missing",
    ]);
    expect(live.filter(isWarning).every((finding) => finding.rule === "placeholder-photo")).toBe(
      true,
    );
    const local = await madeUpFindings(content, { env: {}, repoRoot, live: false });
    expect(local.every(isWarning)).toBe(true);
    expect(local).toHaveLength(live.length);
    expect(formatMadeUp(stops, true).split("\n").slice(0, 2)).toEqual([
      "Made-up facts would go live: this build stops until each is replaced:",
      '  content/site.yaml › phone (example-phone): "+254 700 000 000" is the example phone number, not the salon\'s. Write the real one before the site goes live.',
    ]);
  });
});
