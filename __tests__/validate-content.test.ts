/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import sharp from "sharp";
import { isHttpsUrl } from "../plugins/gatsby-plugin-content/model/rules";
import {
  formatContentErrors,
  isWarning,
  type ContentError,
} from "../plugins/gatsby-plugin-content/check/index";
import { findRawHtml } from "../plugins/gatsby-plugin-content/check/markdown-body";
import { isValidPrice } from "../shared/lib/price";
import {
  isSitePath,
  isValidDuration,
  isValidEmail,
  isValidRating,
  isWhatsappNumber,
  validateContent,
} from "./support/content-rules";
import { environmentAddressProblem } from "../gatsby/environment-addresses";

const repoRoot = path.resolve(__dirname, "..");
const realContent = path.join(repoRoot, "content");

// Copying the real content keeps these tests honest: each one breaks exactly one thing in a
// tree that is otherwise known to be valid (see the last test).
jest.setTimeout(30_000);

describe("isValidPrice", () => {
  it.each([
    "KES 600",
    "KES 1,100",
    "KES 10,000",
    "KES 100",
    "KES 1,000,000",
    "Contact for pricing",
  ])("accepts %p", (value) => expect(isValidPrice(value)).toBe(true));

  it.each([
    "KES 1100",
    "KES 1,10",
    "KES 10,00",
    "KES ,100",
    "Ksh 600",
    "KES",
    "KES ",
    "600",
    "KES 6OO",
    "KES 0",
    "KES 0600",
    "KES  600",
    "kes 600",
    "KES 600.00",
    "contact for pricing",
    "",
  ])("rejects %p", (value) => expect(isValidPrice(value)).toBe(false));

  it("rejects values that are not text", () => {
    expect(isValidPrice(600)).toBe(false);
    expect(isValidPrice(undefined)).toBe(false);
  });
});

describe("isValidDuration", () => {
  it.each([
    "45 mins",
    "30 mins",
    "1 min",
    "1 hr",
    "2 hrs",
    "1.5 hrs",
    "1 month",
    "3 months",
    "15 mins",
  ])("accepts %p", (value) => expect(isValidDuration(value)).toBe(true));

  it.each([
    "forty mins",
    "45",
    "45 minutes",
    "2 hours",
    "1 hrs",
    "2 hr",
    "1 mins",
    "3 month",
    "0 mins",
    "-5 mins",
    "45mins",
    "45  mins",
    "1 hr 30 mins",
    "3 weeks",
    "",
  ])("rejects %p", (value) => expect(isValidDuration(value)).toBe(false));

  it("rejects values that are not text", () => expect(isValidDuration(45)).toBe(false));
});

describe("isValidRating", () => {
  it.each([1, 2, 3, 4, 5])("accepts %p", (value) => expect(isValidRating(value)).toBe(true));

  it.each([0, 6, 4.5, -1, Number.NaN, "5", null])("rejects %p", (value) =>
    expect(isValidRating(value)).toBe(false),
  );
});

describe("other rule helpers", () => {
  it("checks e-mail addresses", () => {
    expect(isValidEmail("bookings@immeasurebeauty.example")).toBe(true);
    expect(isValidEmail("bookings at immeasurebeauty.example")).toBe(false);
    expect(isValidEmail("bookings@localhost")).toBe(false);
  });

  it("accepts only https URLs", () => {
    expect(isHttpsUrl("https://formspree.io/f/abc")).toBe(true);
    expect(isHttpsUrl("http://formspree.io/f/abc")).toBe(false);
    expect(isHttpsUrl("formspree.io/f/abc")).toBe(false);
  });

  it.each([
    "https://formspree.io/f/abc",
    "https://www.google.com/maps?q=Githunguri%2C%20Kenya&output=embed",
    "https://www.google.com/maps/search/?api=1&query=Githunguri%2C%20Kenya",
    "https://www.tiktok.com/@immeasurebeautyspa",
    "https://example.com:8443/path#part",
    "https://x.com",
  ])("accepts the whole web address %s, whose origin is its plain host", (address) => {
    expect(isHttpsUrl(address)).toBe(true);
    const url = new URL(address);
    expect(url.origin).toBe(`https://${url.host}`);
    expect(url.username + url.password).toBe("");
  });

  // Each of these once reached the site's headers or pages: a ";" or "," ends a CSP source or a
  // header value, quotes and "<" break out of attributes and scripts.
  it.each([
    ["a ';' that would start a new CSP directive", "https://www.google.com;x-injected/maps?q=1"],
    ["a ';' in the path", "https://www.google.com/maps;sandbox"],
    ["a ',' that would start a second policy", "https://formspree.io/f/a,b"],
    ["an entity in the path", "https://www.facebook.com/&lt;script&gt;"],
    ["a '<'", "https://www.facebook.com/<script>"],
    ["a double quote", 'https://www.facebook.com/"x'],
    ["a single quote", "https://www.facebook.com/'x"],
    ["a space", "https://www.facebook.com/a b"],
    ["a tab", "https://www.facebook.com/a\tb"],
    ["a line break", "https://www.facebook.com/a\nContent-Security-Policy: x"],
    ["a control character", "https://www.facebook.com/a\u0000"],
    ["a user name", "https://user@formspree.io/f/abc"],
    ["a host with an underscore", "https://form_spree.io/f/abc"],
    ["a host with no dot", "https://localhost/f/abc"],
    ["an IP address", "https://127.0.0.1/f/abc"],
    ["a backslash", "https://formspree.io\\@evil.example/"],
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["no host", "https:///path"],
  ])("refuses an address with %s", (_what, address) => {
    expect(isHttpsUrl(address)).toBe(false);
  });

  it("checks the addresses the build takes from its environment by the same rule", () => {
    expect(environmentAddressProblem("SITE_URL", undefined)).toBeNull();
    expect(environmentAddressProblem("SITE_URL", "https://salon.example")).toBeNull();
    expect(environmentAddressProblem("SITE_URL", "https://salon.example/")).toBeNull();
    expect(environmentAddressProblem("SITE_URL", "https://salon.example/shop")).toMatch(
      /^SITE_URL "https:\/\/salon\.example\/shop" \(rule https-url\) must be the site's root/,
    );
    expect(
      environmentAddressProblem("GATSBY_CONTACT_FORM_ENDPOINT", "https://formspree.io/f/x"),
    ).toBeNull();
    expect(
      environmentAddressProblem("GATSBY_CONTACT_FORM_ENDPOINT", "https://formspree.io;sandbox/f/x"),
    ).toMatch(/^GATSBY_CONTACT_FORM_ENDPOINT ".*" \(rule https-url\) is not a whole web address/);
    expect(environmentAddressProblem("SITE_URL", "https://salon.example/<b>")).not.toBeNull();
  });

  it("accepts only paths on this site", () => {
    expect(isSitePath("/")).toBe(true);
    expect(isSitePath("/#services")).toBe(true);
    expect(isSitePath("/contact")).toBe(true);
    expect(isSitePath("contact")).toBe(false);
    expect(isSitePath("//evil.example")).toBe(false);
    expect(isSitePath("https://example.com/")).toBe(false);
  });

  it("accepts only wa.me numbers", () => {
    expect(isWhatsappNumber("254700000000")).toBe(true);
    expect(isWhatsappNumber("+254700000000")).toBe(false);
    expect(isWhatsappNumber("0700000000")).toBe(false);
    expect(isWhatsappNumber("254 700 000 000")).toBe(false);
  });

  it("finds raw HTML but not Markdown autolinks or code", () => {
    expect(findRawHtml("Soft hands. <b>Book early!</b>")).toBe("<b>");
    expect(findRawHtml("Line one<br/>line two")).toBe("<br/>");
    expect(findRawHtml('<img src="x.jpg" alt="">')).toBe('<img src="x.jpg" alt="">');
    expect(findRawHtml("Hidden <!-- note -->")).toBe("<!-- note -->");
    expect(findRawHtml("See <https://example.com> or write to <a@b.example>.")).toBeNull();
    expect(findRawHtml("Use `<b>` for bold, and 3 < 5 > 2.")).toBeNull();
  });
});

describe("validateContent", () => {
  let workDir = "";
  const contentPath = (relative: string) => path.join(workDir, "content", relative);

  beforeEach(() => {
    workDir = mkdtempSync(path.join(tmpdir(), "validate-content-"));
    cpSync(realContent, path.join(workDir, "content"), { recursive: true });
  });

  afterEach(() => {
    rmSync(workDir, { recursive: true, force: true });
  });

  function edit(relative: string, change: (source: string) => string): void {
    const before = readFileSync(contentPath(relative), "utf8");
    const after = change(before);
    // A replace that silently matched nothing would make the test pass for the wrong reason.
    if (after === before) throw new Error(`The edit of ${relative} changed nothing`);
    writeFileSync(contentPath(relative), after);
  }

  function lineOf(relative: string, text: string): number {
    const lines = readFileSync(contentPath(relative), "utf8").split("\n");
    const index = lines.findIndex((line) => line.includes(text));
    if (index < 0) throw new Error(`"${text}" is not in ${relative}`);
    return index + 1;
  }

  const run = () => validateContent(path.join(workDir, "content"), workDir);

  const where = (errors: readonly ContentError[]) =>
    errors.map(({ file, field, rule }) => ({ file, field, rule }));

  async function expectOnly(file: string, field: string, rule: string): Promise<ContentError> {
    const errors = await run();
    expect(where(errors)).toEqual([{ file, field, rule }]);
    const [error] = errors;
    if (!error) throw new Error("unreachable");
    expect(error.message.length).toBeGreaterThan(20);
    return error;
  }

  it("flags a malformed price and quotes it", async () => {
    edit("treatments/manicure.md", (s) => s.replace("price: KES 400", "price: KES 4OO"));
    const error = await expectOnly("content/treatments/manicure.md", "price", "price-format");
    expect(error.message).toContain('"KES 4OO"');

    const report = formatContentErrors([error]);
    expect(report).toContain("Content error(s) found");
    expect(report).toContain("content/treatments/manicure.md › price (price-format):");
  });

  it("flags a price without thousands commas", async () => {
    edit("treatments/micro-blading.md", (s) => s.replace("KES 10,000", "KES 10000"));
    await expectOnly("content/treatments/micro-blading.md", "price", "price-format");
  });

  it("flags a price written as a number", async () => {
    edit("treatments/manicure.md", (s) => s.replace("price: KES 400", "price: 400"));
    await expectOnly("content/treatments/manicure.md", "price", "type");
  });

  it("flags a malformed duration", async () => {
    edit("treatments/pedicure.md", (s) => s.replace("duration: 45 mins", "duration: 45 minutes"));
    const error = await expectOnly("content/treatments/pedicure.md", "duration", "duration-format");
    expect(error.message).toContain('"45 minutes"');
  });

  it.each([
    ["6", 0],
    ["4.5", 2],
  ])("flags a rating of %s", async (value, index) => {
    edit("testimonials.yaml", (s) => {
      const ratings = [...s.matchAll(/rating: \d/g)];
      const match = ratings[index];
      if (!match || match.index === undefined) throw new Error("rating not found");
      return `${s.slice(0, match.index)}rating: ${value}${s.slice(match.index + match[0].length)}`;
    });
    const error = await expectOnly(
      "content/testimonials.yaml",
      `items[${index}].rating`,
      "rating-range",
    );
    expect(error.message).toContain(value);
  });

  it("flags a treatment without a name", async () => {
    edit("treatments/eyelashes.md", (s) => s.replace("name: Eyelashes\n", ""));
    const error = await expectOnly("content/treatments/eyelashes.md", "name", "required");
    expect(error.message).toContain('"name"');
  });

  it("flags a missing nested field in a yaml file", async () => {
    edit("home.yaml", (s) => s.replace("  welcome: Welcome to\n", ""));
    await expectOnly("content/home.yaml", "hero.welcome", "required");
  });

  it("flags a misspelt field", async () => {
    edit("site.yaml", (s) => s.replace("priceRange:", "pricerange:"));
    const errors = await run();
    expect(where(errors)).toEqual([
      { file: "content/site.yaml", field: "priceRange", rule: "required" },
      { file: "content/site.yaml", field: "pricerange", rule: "unknown-field" },
    ]);
  });

  it("flags an empty treatment description", async () => {
    edit("treatments/manicure.md", (s) => s.slice(0, s.lastIndexOf("---") + 4));
    await expectOnly("content/treatments/manicure.md", "body", "required");
  });

  // Each slipped past the text search the build used before, and the sanitizer then dropped it
  // from the page without a word.
  it.each([
    [
      "escaped backticks around a tag",
      "Escaped \\`<script>alert(3)</script>\\` ticks.",
      "raw-html",
      "<script>",
    ],
    [
      "a processing instruction",
      "Price list <?php echo 1; ?> here.",
      "raw-html",
      "<?php echo 1; ?>",
    ],
    ["an HTML comment", "Hidden <!-- note --> text.", "raw-html", "<!-- note -->"],
    [
      "a javascript: autolink",
      "Click <javascript:alert(1)> now.",
      "unsafe-link",
      "javascript:alert(1)",
    ],
    [
      "a javascript: link",
      "Click [here](javascript:alert(1)) now.",
      "unsafe-link",
      "javascript:alert(1)",
    ],
    [
      "a link with a hidden scheme",
      "Click [here](JaVa&#x09;ScRiPt:alert(1)) now.",
      "unsafe-link",
      "ScRiPt:alert(1)",
    ],
    ["a data: link", "Click [here](data:text/html,hi) now.", "unsafe-link", "data:text/html,hi"],
    ["a data: picture", "![x](data:image/png;base64,AAAA)", "unsafe-link", "data:image/png"],
    [
      "a web link the page would drop",
      "Book on [our page](https://example.com).",
      "markdown-format",
      "a link",
    ],
    ["a heading", "\n\n# Big title\n\nText.", "markdown-format", "a heading"],
    ["code formatting", "Use `this` wax.", "markdown-format", "code formatting"],
    ["crossed-out text", "Now ~~KES 900~~ only.", "markdown-format", "crossed-out text"],
  ])("flags %s in a treatment description", async (_what, text, rule, named) => {
    edit("treatments/manicure.md", (s) => `${s.trimEnd()} ${text}\n`);
    const error = await expectOnly("content/treatments/manicure.md", "body", rule);
    expect(error.message).toContain(named);
  });

  it("accepts a web or e-mail address typed as text, which the page shows as the same text", async () => {
    edit(
      "treatments/manicure.md",
      (s) =>
        `${s.trimEnd()} See www.example.com or https://example.com/a or write to a@b.example.\n`,
    );
    await expect(validateContent(path.join(workDir, "content"), workDir)).resolves.toEqual([]);
  });

  it("accepts the formatting the page shows: bold, italics, lists and line breaks", async () => {
    edit(
      "treatments/manicure.md",
      (s) =>
        `${s.trimEnd()} **Bold** and _italic_ text,  \nthen a list:\n\n- one\n- two\n\n1. first\n`,
    );
    await expect(validateContent(path.join(workDir, "content"), workDir)).resolves.toEqual([]);
  });

  it("flags raw HTML in a treatment description", async () => {
    edit("treatments/manicure.md", (s) => `${s.trimEnd()} <b>Book early!</b>\n`);
    const error = await expectOnly("content/treatments/manicure.md", "body", "raw-html");
    expect(error.message).toContain("<b>");
  });

  it("flags an image path that points at no file, naming where it looked", async () => {
    edit("testimonials.yaml", (s) => s.replace("images/amina.jpg", "images/amina-portrait.jpg"));
    const error = await expectOnly("content/testimonials.yaml", "items[1].image", "image-missing");
    expect(error.message).toContain("content/images/amina-portrait.jpg");
  });

  it("flags a deleted photo", async () => {
    unlinkSync(contentPath("images/hero.jpg"));
    await expectOnly("content/home.yaml", "hero.image", "image-missing");
  });

  it("flags an image path outside the content folder", async () => {
    edit("about.yaml", (s) => s.replace("images/about-wide.jpg", "../../secret.jpg"));
    await expectOnly("content/about.yaml", "wideImage.image", "image-path");
  });

  it("flags a gallery photo under 1200 px on its long side", async () => {
    const small = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#c98a8a" },
    })
      .jpeg()
      .toBuffer();
    writeFileSync(contentPath("images/nail-art-03.jpg"), small);
    const error = await expectOnly("content/gallery.yaml", "items[2].image", "image-too-small");
    // A warning, not an error: the editor cannot measure a photo, so the build must not fail.
    expect(error.severity).toBe("warning");
    expect(error.message).toContain("800x600");
    expect(error.message).toContain("1200");
  });

  it("allows 800 px photos outside the gallery but not smaller ones", async () => {
    const photo = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: "#8a6a5a" } })
        .jpeg()
        .toBuffer();
    writeFileSync(contentPath("images/team.jpg"), await photo(800, 600));
    expect(await run()).toEqual([]);

    writeFileSync(contentPath("images/team.jpg"), await photo(600, 400));
    await expectOnly("content/home.yaml", "team.image", "image-too-small");
  });

  it("flags a file that is not an image", async () => {
    writeFileSync(contentPath("images/signature.jpg"), "not a jpeg");
    await expectOnly("content/services.yaml", "signature.image", "image-unreadable");
  });

  it.each([
    ["gallery.yaml", "  - title: Nail Art\n", "  - id: nail-art-01\n    title: Nail Art\n"],
    ["navigation.yaml", "  - name: Home\n", "  - id: home\n    name: Home\n"],
  ])("refuses an id in %s, which entries no longer have", async (file, from, to) => {
    edit(file, (s) => s.replace(from, to));
    const errors = await run();
    expect(where(errors)).toEqual([
      expect.objectContaining({ file: `content/${file}`, rule: "unknown-field" }),
    ]);
  });

  it("warns about two category tabs with one short name; both are shown, listing the same treatments", async () => {
    edit("categories.yaml", (s) =>
      s.replace("id: training\n    name: Beauty Training", "id: beauty\n    name: Beauty Training"),
    );
    const warnings = await run();
    // Training's category no longer exists, so its treatment is named too.
    expect(where(warnings)).toEqual([
      // Changed in the English file alone (the editor copies it to the Swahili side): the
      // Swahili "training" tab goes with no English one, so it is named and not shown.
      { file: "content/categories.sw.yaml", field: "items[3]", rule: "twin-entry-unmatched" },
      { file: "content/categories.yaml", field: "items[3].id", rule: "duplicate-id" },
      { file: "content/treatments/training.md", field: "categories[0]", rule: "unknown-category" },
    ]);
    expect(warnings.every(isWarning)).toBe(true);
    expect(warnings[1]!.message).toContain("items[2]");
  });

  it("takes a treatment's id from its file name: a file added by hand needs a plain name", async () => {
    const manicure = readFileSync(contentPath("treatments/manicure.md"), "utf8");
    writeFileSync(contentPath("treatments/manicure-deluxe.md"), manicure);
    expect(await run()).toEqual([]);
    writeFileSync(contentPath("treatments/Manicure Deluxe.md"), manicure);
    const error = await expectOnly("content/treatments/Manicure Deluxe.md", "", "file-name");
    expect(error.message).toContain('"Manicure Deluxe.md"');
  });

  it("refuses an id in a treatment's file, which is its file name", async () => {
    edit("treatments/eyelashes.md", (s) =>
      s.replace("name: Eyelashes", "id: lashes\nname: Eyelashes"),
    );
    await expectOnly("content/treatments/eyelashes.md", "id", "unknown-field");
  });

  it("accepts two treatments in the same place in the list (the site lists them by name)", async () => {
    edit("treatments/pedicure.md", (s) => s.replace("order: 8", "order: 7"));
    expect(await run()).toEqual([]);
  });

  it("warns about a treatment in a category that is gone (renamed or removed in the categories)", async () => {
    edit("treatments/manicure.md", (s) => s.replace("  - nails", "  - nail"));
    const error = await expectOnly(
      "content/treatments/manicure.md",
      "categories[0]",
      "unknown-category",
    );
    expect(error.message).toContain('"nail"');
    expect(error.severity).toBe("warning");
  });

  it.each([
    ["no tab", (s: string) => s.replace("    showsAll: true\n", ""), /No tab/],
    [
      "two tabs",
      (s: string) =>
        s.replace("name: Nail Care\n    showsAll: false", "name: Nail Care\n    showsAll: true"),
      /2 tabs/,
    ],
  ])(
    "warns when %s shows every treatment (each such tab lists them all)",
    async (_what, change, said) => {
      edit("categories.yaml", change);
      const warnings = await run();
      expect(warnings.every(isWarning)).toBe(true);
      const warning = warnings.find(({ rule }) => rule === "shows-all");
      expect(warning).toMatchObject({ file: "content/categories.yaml", field: "items" });
      expect(warning!.message).toMatch(said);
    },
  );

  it("accepts a treatment that also lists the All Services tab (the editor offers every tab)", async () => {
    edit("treatments/manicure.md", (s) => s.replace("  - nails", "  - nails\n  - all"));
    expect(await run()).toEqual([]);
  });

  it("warns about a category no treatment belongs to, without failing the build", async () => {
    edit("treatments/training.md", (s) => s.replace("  - training", "  - beauty"));
    const warning = await expectOnly("content/categories.yaml", "items[3].id", "empty-category");
    expect(warning.severity).toBe("warning");
  });

  it("flags a YAML syntax error with its line", async () => {
    const line = lineOf("contact.yaml", "heading: Contact Us");
    edit("contact.yaml", (s) => s.replace("heading: Contact Us", "heading: Contact: Us"));
    const error = await expectOnly("content/contact.yaml", `line ${line}`, "yaml-syntax");
    expect(error.message).toContain(`line ${line}`);
    expect(formatContentErrors([error])).toContain(
      `content/contact.yaml › line ${line} (yaml-syntax)`,
    );
  });

  it("flags a YAML syntax error in treatment frontmatter with its line in the file", async () => {
    const line = lineOf("treatments/manicure.md", "name: Manicure");
    edit("treatments/manicure.md", (s) => s.replace("name: Manicure", "name: Manicure: Classic"));
    await expectOnly("content/treatments/manicure.md", `line ${line}`, "yaml-syntax");
  });

  it("flags a page's title and description written by hand under another name", async () => {
    edit("page-meta.yaml", (s) => s.replace("contact:\n", "contacts:\n"));
    const errors = await run();
    expect(where(errors)).toEqual([
      { file: "content/page-meta.yaml", field: "contact", rule: "required" },
      { file: "content/page-meta.yaml", field: "contacts", rule: "unknown-field" },
    ]);
  });

  it("flags a yaml file the site does not read", async () => {
    writeFileSync(contentPath("testimonial.yaml"), "- id: extra\n");
    const error = await expectOnly("content/testimonial.yaml", "", "unknown-file");
    expect(error.message).toContain("testimonials.yaml");
  });

  it("flags a missing content file", async () => {
    unlinkSync(contentPath("contact.yaml"));
    await expectOnly("content/contact.yaml", "", "file-missing");
  });

  it.each([
    ["whatsapp", "whatsapp: '254700000000'", "whatsapp: '+254700000000'", "whatsapp-format"],
    ["whatsapp", "whatsapp: '254700000000'", "whatsapp: '0700000000'", "whatsapp-format"],
    ["email.support", "support: support@", "support: support-at-", "email-format"],
    ["formEndpoint", "formEndpoint: https://", "formEndpoint: http://", "https-url"],
    [
      "address.mapPlace",
      "mapPlace: Githunguri, Kenya",
      "mapPlace: https://www.google.com.evil.example/maps",
      "map-place",
    ],
    [
      "address.mapPlace",
      "mapPlace: Githunguri, Kenya",
      'mapPlace: Githunguri"><script>',
      "map-place",
    ],
    // A latitude that lost its minus stays in Kenya; two numbers swapped don't.
    [
      "address.coordinates",
      "coordinates: -1.0575, 36.7756",
      "coordinates: 36.7756, -1.0575",
      "coordinates-in-kenya",
    ],
    [
      "formEndpoint",
      "formEndpoint: https://formspree.io/",
      "formEndpoint: https://formspree.io,x/",
      "https-url",
    ],
  ])("flags a bad site.yaml %s", async (field, from, to, rule) => {
    edit("site.yaml", (s) => s.replace(from, to));
    await expectOnly("content/site.yaml", field, rule);
  });

  it("flags a social profile address with an entity in it", async () => {
    edit("social.yaml", (s) =>
      s.replace(
        "https://www.facebook.com/immeasurebeautyspa",
        "https://www.facebook.com/&lt;x&gt;",
      ),
    );
    const error = await expectOnly("content/social.yaml", "items[0].url", "https-url");
    expect(error.message).toContain('can\'t contain spaces, quotes, ";" or ","');
  });

  it("flags a navigation link that is not a path on the site", async () => {
    edit("navigation.yaml", (s) => s.replace("link: /contact", "link: contact"));
    await expectOnly("content/navigation.yaml", "items[3].link", "path-format");
  });

  it("refuses a number written in the home treatment list: numbers come from places", async () => {
    edit("home.yaml", (s) =>
      s.replace("- title: Manicure & Pedicure", '- number: "04"\n      title: Manicure & Pedicure'),
    );
    await expectOnly("content/home.yaml", "rituals.items[3].number", "unknown-field");
  });

  it("flags an empty title in the home treatment list", async () => {
    edit("home.yaml", (s) => s.replace("title: Manicure & Pedicure", 'title: ""'));
    await expectOnly("content/home.yaml", "rituals.items[3].title", "required");
  });

  it("reports every problem at once, grouped by file, in a readable report", async () => {
    edit("treatments/manicure.md", (s) => s.replace("price: KES 400", "price: KES 4OO"));
    edit("testimonials.yaml", (s) => s.replace("rating: 4", "rating: 6"));
    const errors = await run();
    expect(where(errors)).toEqual([
      { file: "content/testimonials.yaml", field: "items[2].rating", rule: "rating-range" },
      { file: "content/treatments/manicure.md", field: "price", rule: "price-format" },
    ]);
    const report = formatContentErrors(errors).split("\n");
    expect(report).toHaveLength(3);
    expect(report[1]).toMatch(
      /^ {2}content\/testimonials\.yaml › items\[2\]\.rating \(rating-range\): /,
    );
    expect(report[2]).toMatch(/^ {2}content\/treatments\/manicure\.md › price \(price-format\): /);
  });

  describe("a Swahili twin (plugins/gatsby-plugin-content/check/twins.ts)", () => {
    it("stops the build on a text of the wrong kind, naming the twin, the field and the rule", async () => {
      edit("about.sw.yaml", (s) =>
        s.replace("  heading: SALUNI YETU\n", "  heading: [SALUNI, YETU]\n"),
      );
      await expectOnly("content/about.sw.yaml", "hero.heading", "type");
    });

    it("checks a list entry's text by place", async () => {
      edit("about.sw.yaml", (s) => s.replace("- title: TIMU BORA YA WATAALAMU", "- title: 2024"));
      await expectOnly("content/about.sw.yaml", "apart.items[0].title", "type");
    });

    it("checks a Markdown twin's frontmatter and its text by the English file's rules", async () => {
      edit("treatments/manicure.sw.md", (s) => s.replace("name: Manicure", "name: 42"));
      await expectOnly("content/treatments/manicure.sw.md", "name", "type");
      edit("treatments/manicure.sw.md", (s) => s.replace("name: 42", "name: Manicure"));
      edit("treatments/manicure.sw.md", (s) => `${s}\n<script>alert(1)</script>\n`);
      await expectOnly("content/treatments/manicure.sw.md", "body", "raw-html");
    });

    it("stops the build on a twin that is not valid YAML", async () => {
      edit("site.sw.yaml", (s) => s.replace("tagline: ", "tagline: [unclosed "));
      // The parser finds the unclosed list where the next line starts.
      await expectOnly("content/site.sw.yaml", "line 2", "yaml-syntax");
    });

    it("refuses a field that is not translated, or a misspelt one: a twin holds only what the model says it may", async () => {
      edit("site.sw.yaml", (s) => `${s}phone: "+254 700 000 000"\ntaglin: Karibu\n`);
      const findings = await run();
      expect(findings.some(isWarning)).toBe(false);
      expect(where(findings)).toEqual([
        { file: "content/site.sw.yaml", field: "phone", rule: "twin-not-translated" },
        { file: "content/site.sw.yaml", field: "taglin", rule: "twin-unknown-field" },
      ]);
      expect(findings[0]!.message).toContain("site.yaml");
    });

    it("accepts a twin with texts left out (they fall back to English, with a warning elsewhere)", async () => {
      edit("about.sw.yaml", (s) => s.replace("  heading: SALUNI YETU\n", ""));
      unlinkSync(contentPath("treatments/manicure.sw.md"));
      await expect(run()).resolves.toEqual([]);
    });

    it("warns of a Swahili entry whose English one is gone (it is not shown), and of a list paired by place out of step", async () => {
      edit("about.yaml", (s) => s.replace(/^ {4}- title: Vision\n(?: {6}.*\n)+/m, ""));
      edit("about.sw.yaml", (s) =>
        s.replace(/^ {4}- title: TIMU BORA YA WATAALAMU\n(?: {6}.*\n)+/m, ""),
      );
      const findings = await run();
      expect(findings.every(isWarning)).toBe(true);
      expect(where(findings)).toEqual([
        { file: "content/about.sw.yaml", field: "apart.items", rule: "twin-list-length" },
        { file: "content/about.sw.yaml", field: "values.items[0]", rule: "twin-entry-unmatched" },
      ]);
      expect(findings[1]!.message).toContain('"eye"');
    });
  });
});

describe("the real content", () => {
  it("validates without errors", async () => {
    const errors = await validateContent(realContent, repoRoot);
    // The formatted report makes a failure here readable.
    expect(formatContentErrors(errors)).toBe(formatContentErrors([]));
    expect(errors).toEqual([]);
  });
});
