import "./support/text-encoding";
import fs from "fs";
import path from "path";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { BookingDetails } from "../src/components/services/booking-details";
import { wrapPage } from "../src/components/layout/page-shell";
import { PageLocaleContext } from "../src/hooks/use-strings";
import { LANGUAGES, type Language } from "../shared/i18n";
import type { UiStrings } from "../shared/i18n/strings";
import { RootProvider } from "../src/components/layout/root-provider";
import { bookingDayLimits, dayParts } from "../shared/lib/booking-days";
import { bookingChangeText } from "../shared/lib/booking-request";
import { formatDay } from "../shared/lib/day-names";
import type { Locale } from "../shared/lib/locale";
import { closedStatus } from "../shared/lib/opening-hours";
import { zoneOffsets } from "../plugins/gatsby-plugin-content/model/zone-offsets";
import NotFoundPage from "../src/pages/404";
import AboutPage from "../src/pages/about";
import ContactPage from "../src/pages/contact";
import HomePage from "../src/pages/index";
import ServicesPage from "../src/pages/services";
import { HOURS, pageData, TOKEN_LETTERS, TREATMENTS } from "./support/page-data";

// A third language needs no code of its own, only its folder in shared/i18n/ (and its entry in
// shared/lib/locale.ts's table of languages: code, name, Open Graph name): every word a page shows,
// and every word the formatters write (durations, prices, counts, days, times), comes from the
// language's words and clock. Here a made-up language, "xx", is built from the English words with
// each text replaced by a mark of its own ("[[xx12]]", its "{…}" placeholders kept), and every
// page and the booking's texts are rendered in it: each English text the English page shows has
// its mark on the made-up page, and no word of any registered language is left (a formatter that
// still writes "mins", "Uliza bei" or "Jumamosi" itself is caught). The header's switch offering
// every other language is tested in language-switch.test.tsx.

type Words = Record<string, unknown>;
let marks = 0;
/** The made-up language's words: the English ones, each text a mark, its placeholders kept. */
function madeUp(value: unknown): unknown {
  if (typeof value === "string") {
    const placeholders = value.match(/\{\w+\}/g) ?? [];
    return [`[[xx${(marks += 1)}]]`, ...placeholders].join(" ");
  }
  if (Array.isArray(value)) return value.map(madeUp);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, madeUp(item)]));
  }
  return value;
}

const english = LANGUAGES.en;
const xxWords = madeUp(english.words) as UiStrings;
// Content is written in English, not in this language: its durations are said in its words.
xxWords.formats.durations.asWritten = false;
const XX: Language = {
  words: xxWords,
  clock: {
    time: (minutes) => `[[xx-time]] ${minutes}`,
    dayPart: (name, from, to) => `${name} [[xx-time]] ${from} ${to}`,
  },
};
const XX_LOCALE = "xx" as Locale;

/** Every text of an object of words, by its path ("booking.message.item"). */
function texts(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") {
    return Object.entries(value as Words).flatMap(([key, item]) =>
      texts(item, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

const ENGLISH_TEXTS = texts(english.words);
const XX_TEXTS = new Map(texts(xxWords));

// Every word of every registered language, with its clock's times: none may show in "xx".
const SAMPLE_TIMES = [0, 480, 510, 525, 720, 1020, 1260];
const LANGUAGE_WORDS = new Set(
  Object.values(LANGUAGES)
    .flatMap((language) => [
      ...texts(language.words).map(([, text]) => text),
      ...SAMPLE_TIMES.map(language.clock.time),
      language.clock.dayPart("", 480, 720),
    ])
    .flatMap((text) => text.toLowerCase().match(/\p{L}+/gu) ?? [])
    .filter((word) => word !== TOKEN_LETTERS),
);

const READ_ATTRIBUTES = ["aria-label", "title", "alt", "placeholder", "aria-roledescription"];

/**
 * What a visitor reads (or hears) on the rendered page, piece by piece: each text node, label and
 * line of a WhatsApp message.
 */
function readable(html: string): string[] {
  const body = new DOMParser().parseFromString(html, "text/html").body;
  body.querySelectorAll("style, script").forEach((element) => element.remove());
  const parts: string[] = [];
  const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? "");
  body.querySelectorAll("*").forEach((element) => {
    for (const name of READ_ATTRIBUTES) parts.push(element.getAttribute(name) ?? "");
    const href = element.getAttribute("href");
    if (href?.startsWith("https://wa.me/")) {
      parts.push(...(new URL(href).searchParams.get("text") ?? "").split("\n"));
    }
  });
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** Words of a registered language in `parts`, outside the marks. */
function leaks(parts: readonly string[]): string[] {
  const text = parts.join("\n").replace(/\[\[xx[\w-]*\]\]/g, " ");
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  return [...new Set(words.filter((word) => LANGUAGE_WORDS.has(word)))];
}

/** The English texts (no placeholders) the English page shows as a whole piece, whose mark `xx` lacks. */
function missingMarks(inEnglish: readonly string[], inXx: readonly string[]): string[] {
  const shown = new Set(inEnglish);
  const xx = inXx.join("\n");
  return ENGLISH_TEXTS.filter(([, text]) => !text.includes("{") && shown.has(text.trim()))
    .filter(([path]) => !xx.includes(XX_TEXTS.get(path)!))
    .map(([path]) => path);
}

type PageProps = Parameters<typeof wrapPage>[0]["props"];
type Page = ComponentType<PageProps>;
const PAGES: [string, Page][] = [
  ["/", HomePage as unknown as Page],
  ["/about/", AboutPage as unknown as Page],
  ["/services/", ServicesPage as unknown as Page],
  ["/contact/", ContactPage as unknown as Page],
  ["/404.html", NotFoundPage as unknown as Page],
];

/** A page as the build renders it in `language`: its words in its context, as gatsby-node.ts gives them. */
function renderPage(Page: Page, pathname: string, locale: Locale, language: Language): string {
  const data = pageData(language.words, language.clock);
  const pageContext = { locale, strings: language.words };
  const props = { data, pageContext, location: { pathname } } as unknown as PageProps;
  return renderToString(wrapPage({ element: <Page {...props} />, props }));
}

/** The booking panel's list, totals and WhatsApp request, with every treatment and detail chosen. */
function renderBooking(language: Language): string {
  const limits = bookingDayLimits(new Date(Date.UTC(2025, 10, 25, 9)), NAIROBI);
  const page = { locale: XX_LOCALE, strings: language.words, pathname: "/services/", site: null! };
  return renderToString(
    <RootProvider>
      <PageLocaleContext.Provider value={page}>
        <BookingDetails
          chosen={TREATMENTS}
          choices={{ day: "2025-11-29", timeOfDay: "morning", name: "Qv" }}
          parts={dayParts(HOURS, language.words.booking.dayParts, language.clock)}
          limits={limits}
          whatsapp="254700000000"
          headingId="booking-heading"
          onRemove={() => {}}
          removeRef={() => {}}
          onChoice={() => {}}
          onClear={() => {}}
        />
      </PageLocaleContext.Provider>
    </RootProvider>,
  );
}
const NAIROBI = zoneOffsets("Africa/Nairobi", Date.UTC(2025, 0, 1), Date.UTC(2035, 0, 1));

/** The texts the booking and the hours say apart from a page's HTML: announcements, lines, days. */
function spokenTexts(language: Language): string[] {
  const { words, clock } = language;
  return [
    bookingChangeText("added", "Qv", TREATMENTS, words.booking.changed, words.formats),
    bookingChangeText(
      "removed",
      "Qv",
      TREATMENTS.slice(0, 1),
      words.booking.changed,
      words.formats,
    ),
    bookingChangeText("removed", "Qv", [], words.booking.changed, words.formats),
    closedStatus(HOURS, words.contact.closedOpens, clock),
    closedStatus(HOURS, words.contact.closedOpensTomorrow, clock),
    ...dayParts(HOURS, words.booking.dayParts, clock).flatMap((part) => [part.label, part.text]),
    ...["2025-11-29", "2026-01-04"].map((day) => formatDay(day, words.formats.date)),
  ];
}

describe("a third language, added as a folder of words", () => {
  it.each(PAGES)("shows %s in its words only", (pathname, Page) => {
    const inEnglish = readable(renderPage(Page, pathname, "en", english));
    const inXx = readable(renderPage(Page, `/xx${pathname}`, XX_LOCALE, XX));
    expect(inXx.join("\n")).toContain("[[xx");
    expect(missingMarks(inEnglish, inXx)).toEqual([]);
    expect(leaks(inXx)).toEqual([]);
  });

  it("writes the booking's list, totals and WhatsApp request in its words only", () => {
    const inEnglish = readable(renderBooking(english));
    const inXx = readable(renderBooking(XX));
    // The request names each treatment's duration and price, the day and the part of the day.
    expect(inXx).toContain(XX_TEXTS.get("booking.message.hello"));
    expect(missingMarks(inEnglish, inXx)).toEqual([]);
    expect(leaks(inXx)).toEqual([]);
  });

  it("announces changes and says the hours and days in its words only", () => {
    const inXx = spokenTexts(XX);
    expect(inXx.join("\n")).toContain("[[xx-time]]");
    expect(leaks(inXx)).toEqual([]);
    // The same texts in English do hold English words: the check can see them.
    expect(leaks(spokenTexts(english)).length).toBeGreaterThan(5);
  });
});

// Words chosen by a language's name ("if (locale === \"sw\")") are what a new language's folder
// could not reach: outside shared/i18n/, no code compares a value with a language's code.
describe("code outside shared/i18n/", () => {
  const ROOT = path.resolve(__dirname, "..");
  const CODES = Object.keys(LANGUAGES).join("|");
  const BRANCH = new RegExp(
    `[=!]==?\\s*["'](${CODES})["']|["'](${CODES})["']\\s*[=!]==?|case\\s+["'](${CODES})["']`,
  );
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return full.endsWith(path.join("shared", "i18n")) ? [] : files(full);
      return /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [full] : [];
    });

  it("never chooses words by a language's code", () => {
    const sources = ["src", "shared", "gatsby", "plugins"].flatMap((dir) =>
      files(path.join(ROOT, dir)),
    );
    expect(sources.length).toBeGreaterThan(50);
    const branches = sources.flatMap((file) =>
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) =>
          BRANCH.test(line) ? [`${path.relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(branches).toEqual([]);
  });

  it("would see such a branch", () => {
    expect(BRANCH.test('  if (locale === "sw") {')).toBe(true);
    expect(BRANCH.test('return locale == "en" ? a : b;')).toBe(true);
    expect(BRANCH.test('  case "sw":')).toBe(true);
    expect(BRANCH.test('const LOCALES = ["en", "sw"] as const;')).toBe(false);
  });
});
