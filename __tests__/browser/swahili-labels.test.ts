import fs from "fs";
import path from "path";
import type { Page } from "playwright-core";
import { parse } from "yaml";
import { contentModel } from "../../plugins/gatsby-plugin-content/model";
import type { FieldSpec } from "../../plugins/gatsby-plugin-content/model/fields";
import { en } from "../../shared/i18n/en";
import { sw } from "../../shared/i18n/sw";
import {
  DESKTOP,
  PHONE,
  browserPerFile,
  openPage,
  waitForFrames,
  waitForHydration,
} from "./support/browser";
import { ENDPOINT, answerWith, interceptForm } from "./support/contact-form";
import { bringOnScreen, scrollThrough } from "./support/page-tools";

// What a screen reader with a Swahili voice reads on a /sw/ page that isn't shown as text: every
// aria-label, aria-roledescription, alt and title, on every Swahili page as it is used (scrolled
// through, the menu open, a treatment added to the booking, a contact-form toast showing). None
// may be English unless it is marked lang="en" (the clients' own words, a text still missing in
// Swahili).
//
// "English" is decided by the site's own sources, never by guessing at words: a value is English
// when the English page, used the same way, has it under one of those attributes (or it is one of
// the English interface words, shared/i18n/en/words.ts), and it isn't also Swahili (a word of
// shared/i18n/sw/words.ts or a twin's text, e.g. "WhatsApp") or one value for both languages by the
// content model (a field that is not translated: the salon's name, a client's name).

const browser = browserPerFile();
const repoRoot = path.resolve(__dirname, "../..");
const contentDir = path.join(repoRoot, "content");

const ATTRIBUTES = ["aria-label", "aria-roledescription", "alt", "title"] as const;

interface Labelled {
  attribute: string;
  value: string;
  /** The nearest lang attribute at or above the element. */
  lang: string | null;
  /** The element, for the failure message: tag, id or class. */
  element: string;
}

/** Every string in a value (an interface-words object, a parsed content file). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value.trim()];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The text values of a content file that the model declares one value for both languages. */
function untranslated(spec: FieldSpec, value: unknown): string[] {
  if (spec.translated) return [];
  if (spec.type === "object" && value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => {
      const field = spec.fields?.[key];
      return field ? untranslated(field, child) : [];
    });
  }
  if (spec.type === "list" && Array.isArray(value)) {
    return spec.item ? value.flatMap((item) => untranslated(spec.item!, item)) : [];
  }
  return typeof value === "string" ? [value.trim()] : [];
}

function contentFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? entry.name === "images"
          ? []
          : contentFiles(path.join(dir, entry.name))
        : /\.(ya?ml|md)$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    );
}

const frontmatter = (source: string) => /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? "";
const readData = (file: string) => {
  const source = fs.readFileSync(file, "utf8");
  return parse(file.endsWith(".md") ? frontmatter(source) : source) as unknown;
};

/** Swahili by the sources: the Swahili interface words and every twin's text. */
const SWAHILI = new Set([
  ...strings(sw),
  ...contentFiles(contentDir)
    .filter((file) => /\.sw\.(ya?ml|md)$/.test(file))
    .flatMap((file) => strings(readData(file))),
]);

/** One value for both languages, by the content model: names, numbers, addresses of links. */
const SHARED = new Set(
  contentModel.flatMap((type) => {
    const files =
      type.source.kind === "file"
        ? [path.join(contentDir, type.source.path)]
        : contentFiles(path.join(contentDir, type.source.path)).filter(
            (file) => !/\.sw\.md$/.test(file),
          );
    return files.flatMap((file) => untranslated(type.root.spec, readData(file)));
  }),
);

/** The English interface words that stand alone (those with "{…}" are on the English pages). */
const ENGLISH_WORDS = strings(en).filter((word) => !word.includes("{"));

async function labels(page: Page): Promise<Labelled[]> {
  return page.evaluate(
    (attributes) => {
      const selector = attributes.map((attribute) => `[${attribute}]`).join(",");
      return [...document.querySelectorAll(selector)].flatMap((element) =>
        attributes
          .filter((attribute) => element.hasAttribute(attribute))
          .map((attribute) => ({
            attribute,
            value: (element.getAttribute(attribute) ?? "").trim(),
            lang: element.closest("[lang]")?.getAttribute("lang") ?? null,
            element:
              element.tagName.toLowerCase() +
              (element.id ? `#${element.id}` : "") +
              (typeof element.className === "string" && element.className
                ? `.${element.className.split(/\s+/)[0]}`
                : ""),
          })),
      );
    },
    ATTRIBUTES as unknown as string[],
  );
}

/** Uses the page as a visitor would, the same way in each language, so every label is drawn. */
async function visitLikeAClient(page: Page, route: string, viewport: typeof PHONE): Promise<void> {
  await waitForHydration(page);
  await scrollThrough(page);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  if (viewport === PHONE) {
    await page.locator('button[popovertarget="site-menu"]').click();
    await page.locator("#site-menu").waitFor();
  }
  if (route.endsWith("/services/")) {
    await page.locator("[data-booking-toggle]").first().click();
    await page.locator("[data-booking-item]").first().waitFor({ state: "attached" });
    const more = page.locator("#booking-list li[data-treatment]:visible summary").first();
    await more.click();
  }
  if (route.endsWith("/contact/")) {
    await interceptForm(page, answerWith(500, "{}"));
    const form = page.locator("form").first();
    await form.locator('input[type="text"]:not([tabindex="-1"])').first().fill("Wanjiru Kamau");
    await form.locator('input[type="email"]').fill("wanjiru@example.com");
    await form.locator("select").selectOption({ index: 1 });
    await form.locator("textarea").fill("Do you do bridal makeup trials on Saturdays?");
    await form.locator('button[type="submit"]').click();
    // The toast, with its close button and its timer.
    await page.locator(".Toastify__toast [role=progressbar]").waitFor({ state: "attached" });
  }
  await waitForFrames(page);
}

async function labelsOf(route: string, viewport: typeof PHONE): Promise<Labelled[]> {
  const opened = await openPage(browser(), route, { viewport });
  try {
    await visitLikeAClient(opened.page, route, viewport);
    return await labels(opened.page);
  } finally {
    await opened.context.close();
  }
}

const PAGES = [
  ["/", "/sw/"],
  ["/about/", "/sw/about/"],
  ["/services/", "/sw/services/"],
  ["/contact/", "/sw/contact/"],
  ["/no-such-page/", "/sw/no-such-page/"],
] as const;

describe.each(PAGES)("what a screen reader reads on %s in Swahili", (englishRoute, route) => {
  it.each([
    ["a phone", PHONE],
    ["a computer", DESKTOP],
  ])("on %s: no English label, description or title unless marked lang=en", async (_, viewport) => {
    const english = await labelsOf(englishRoute, viewport);
    const swahili = await labelsOf(route, viewport);
    // Each page has such texts to check (the header's alone has several).
    expect(swahili.length).toBeGreaterThan(5);
    const englishValues = new Set([...english.map((item) => item.value), ...ENGLISH_WORDS]);
    const isEnglish = (value: string) =>
      value !== "" && englishValues.has(value) && !SWAHILI.has(value) && !SHARED.has(value);
    const unmarked = swahili
      .filter((item) => isEnglish(item.value) && item.lang !== "en")
      .map(({ attribute, value, element }) => `${element} ${attribute}="${value}"`);
    expect(unmarked).toEqual([]);
  });
});

it("reads the footer's address in Swahili on every Swahili page (its text is in site.sw.yaml)", async () => {
  const { address } = readData(path.join(contentDir, "site.sw.yaml")) as {
    address: { display: string };
  };
  for (const [, route] of PAGES) {
    const { page, context } = await openPage(browser(), route, { javaScriptEnabled: false });
    // Read on the screen: far below it, the browser renders nothing of the footer (innerText is
    // what it rendered).
    const footer = await bringOnScreen(page.locator("footer address"));
    await expect(footer.innerText()).resolves.toBe(address.display);
    await expect(footer.getAttribute("lang")).resolves.toBeNull();
    await context.close();
  }
});

it("tells English from Swahili by the site's sources", () => {
  // The endpoint the toast test answers is the form's own.
  expect(ENDPOINT).toMatch(/^https:\/\//);
  expect(SWAHILI.has(sw.carousel.slide)).toBe(true);
  expect(SHARED.has("Wanjiru K.")).toBe(true);
  expect(ENGLISH_WORDS).toContain(en.carousel.carousel);
});
