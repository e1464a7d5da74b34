import fs from "fs";
import path from "path";
import { startServer } from "../../../scripts/static-server.mjs";
import { buildSite, copySite, edit } from "./site-copy";

// The one build of the browser run besides the site's own: a copy of the site with everything the
// checks of other content need, built once as Netlify builds it, and read by
//   - hostile-content.test.ts: content written to break out of the pages' JSON-LD, and header links
//     written to lead to another host (HOSTILE), and the content check's report in the build's
//     log (CHECK_WARNING),
//   - editor.test.ts: everything the owner's editor saved in its tasks (it runs first: see
//     browser-order.js, and hands its files over with scratchBuild({ files })),
//   - netlify.test.ts: NETLIFY set, so Gatsby runs its Netlify adapter (gatsby/netlify-adapter.ts),
//   - content-reads.test.ts: how often each content file is read in the build,
//   - offline.test.ts: a price the owner changed (PRICE_CHANGE): the new build the offline
//     worker must not hide behind its store; an earlier build's script left in public/
//     (EARLIER_SCRIPT), which its store must not take,
//   - contact.test.ts: the map set by a Google Maps share link (SHARE_LINK_MAP) instead of a
//     typed address; contact.test.ts and booking.test.ts: a holiday and a day of other hours
//     (SPECIAL_DAYS), some days after the build; offers.test.ts: a treatment's offer (OFFER);
//     treatment-pages.test.ts: a treatment the owner deleted (REMOVED), which has no page.
// The three don't meet: the hostile content is in files the editor's tasks don't save, and what
// each checks of the pages is its own content. The first test that asks builds the copy; the rest
// read the same build. The copy's folder is named by global-setup.ts and removed by
// global-teardown.ts.

/** Content written by a careless or hostile editor (hostile-content.test.ts). */
export const HOSTILE = {
  name: "Armpit Waxing &lt;/script&gt;&lt;script&gt;alert(document.domain)&lt;/script&gt;",
  body: "Smooth &quot;underarms&quot;, Tom&#39;s &amp; &lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt; favourite.",
  description: 'A spa &quot;, "x": &#34;1 </script><script>alert(3)</script> in Rongai\u2028today.',
  street: "Rongai </script><!-- &lt;!-- Supermarket",
  /**
   * Header links as near to another host as the path-format rule lets them be: the pages take "/sw"
   * off and put it on ("/sw/sw//evil.example/" is "/sw//evil.example/" on an English page).
   */
  links: [
    "/sw/sw//evil.example/",
    "/sw?//evil.example/",
    "/sw#//evil.example",
    "/%2F/evil.example/",
  ],
};

/**
 * A file the content check only warns about (a file in the photos' folder that is no photo): its
 * line in the build's log shows that the check ran, and when (hostile-content.test.ts).
 */
export const CHECK_WARNING = "content/images/read-me.txt";
/** A price changed in the copy, in a file neither the editor's tasks nor HOSTILE change. */
export const PRICE_CHANGE = {
  file: "content/treatments/tweezing-threading.md",
  name: "Tweezing & Threading",
  before: "KES 100",
  after: "KES 150",
} as const;

/** The map as the owner pastes it from Google Maps (Share → Copy link), in the copy's site facts. */
export const SHARE_LINK_MAP = "https://maps.app.goo.gl/Ab12Cd34Ef56";

/** `day` ("YYYY-MM-DD") moved by `count` days. */
export function addDays(day: string, count: number): string {
  const value = new Date(`${day}T00:00:00Z`);
  value.setUTCDate(value.getUTCDate() + count);
  return value.toISOString().slice(0, 10);
}

/** A day on the salon's calendar (Nairobi, UTC+3), `ahead` days after today's. */
const dayAhead = (ahead: number): string =>
  addDays(new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10), ahead);

/**
 * The shared copy's built site, served with its production headers for the test file that calls
 * it (at its top level): started before its first test (building the copy if no test has yet),
 * closed after its last. Returns its address.
 */
export function scratchServerPerFile(): () => string {
  let server: { url: string; close: () => Promise<void> } | undefined;
  beforeAll(async () => {
    const root = scratchBuild().publicDir;
    server = await startServer({ root, headersFile: path.join(root, "_headers") });
  }, 45 * 60_000);
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error("The copy's server starts in beforeAll: use it inside a test.");
    return server.url;
  };
}

/**
 * Holidays and special hours in the copy's site facts, some days ahead of the build so that it
 * keeps them: a day closed with a note, and a day of shorter hours two days later.
 */
export const SPECIAL_DAYS = {
  closed: { day: dayAhead(10), note: "Public holiday" },
  shorter: { day: dayAhead(12), hours: "10:00-13:00" },
} as const;

/** A treatment's offer in the copy, ending some days after the build, in both languages. */
export const OFFER = {
  file: "content/treatments/facials-skincare.md",
  twin: "content/treatments/facials-skincare.sw.md",
  name: "Facials & Skincare",
  slug: "facials-skincare",
  normal: "KES 600",
  price: "KES 450",
  until: dayAhead(20),
  line: "Festive offer",
  lineSw: "Ofa ya sikukuu",
} as const;

/**
 * A treatment deleted in the copy (its file and its twin, as the editor deletes both), one no
 * other test of the copy reads or the editor's tasks save.
 */
export const REMOVED = {
  slug: "nail-art-stickons",
  files: ["content/treatments/nail-art-stickons.md", "content/treatments/nail-art-stickons.sw.md"],
} as const;

/**
 * An earlier build's script in the copy's public/, as a host that keeps public/ between builds
 * (Netlify: Gatsby's adapter restores it) brings it back; Gatsby leaves it there.
 */
export const EARLIER_SCRIPT = "public/app-0123456789abcdef0123.js";

/** The files HOSTILE goes into: none of them is one the editor's tasks save. */
export const HOSTILE_FILES = [
  "content/treatments/armpit-waxing.md",
  "content/site.yaml",
  "content/navigation.yaml",
  // And OFFER's.
  OFFER.file,
  OFFER.twin,
];

export interface ScratchBuild {
  /** The copy's folder. */
  dir: string;
  /** Its built site. */
  publicDir: string;
  /** The build's log, read as one line (Gatsby's reporter wraps long lines at spaces). */
  log: string;
  /** How long the build took, in seconds. */
  buildSeconds: number;
  /**
   * The reads of each content file in the build, one entry per Node.js process
   * (./count-content-reads.cjs): by file, by reader.
   */
  contentReads: ProcessReads[];
}

/** What one process of a build read of the content files (./count-content-reads.cjs). */
export interface ProcessReads {
  pid: number;
  /** Gatsby's worker id; null for the build's main process. */
  worker: string | null;
  reads: Record<string, Record<string, number>>;
}

/** The folder global-setup.ts named for the copy. */
function scratchDir(): string {
  const dir = process.env.SCRATCH_SITE_DIR;
  if (!dir) throw new Error("SCRATCH_SITE_DIR is not set: run the browser tests through jest.");
  return dir;
}

function writeHostile(dir: string): void {
  // A JSON string is a YAML double-quoted string; YAML reads "\u2028" as the escape it is.
  const yamlString = (value: string) => JSON.stringify(value).replace(/\u2028/g, "\\u2028");
  edit(dir, HOSTILE_FILES[0]!, (text) =>
    text
      .replace(/^name: .*$/m, `name: ${yamlString(HOSTILE.name)}`)
      .replace(/\n---\n[\s\S]*$/, `\n---\n\n${HOSTILE.body}\n`),
  );
  edit(dir, HOSTILE_FILES[1]!, (text) =>
    text
      // One line, or folded over several (the editor writes one; a person may write either).
      .replace(
        /^description: (?:[>|]-?\n(?: {2}.*\n)+|.*\n)/m,
        `description: ${yamlString(HOSTILE.description)}\n`,
      )
      .replace(/^( {2}streetAddress: ).*$/m, `$1${yamlString(HOSTILE.street)}`)
      .replace(/^( {2}mapPlace: ).*$/m, `$1${SHARE_LINK_MAP}`)
      .replace(
        /^( {2}label: .*)$/m,
        [
          "$1",
          "  special:",
          `    - from: ${SPECIAL_DAYS.closed.day}`,
          "      hours: closed",
          `      note: ${SPECIAL_DAYS.closed.note}`,
          `    - from: ${SPECIAL_DAYS.shorter.day}`,
          `      hours: ${SPECIAL_DAYS.shorter.hours}`,
        ].join("\n"),
      ),
  );
  edit(dir, OFFER.file, (text) =>
    text.replace(
      /\n---\n/,
      `\noffer:\n  price: ${OFFER.price}\n  until: ${OFFER.until}\n  line: ${OFFER.line}\n---\n`,
    ),
  );
  edit(dir, OFFER.twin, (text) =>
    text.replace(/\n---\n/, `\noffer:\n  line: ${OFFER.lineSw}\n---\n`),
  );
  edit(dir, HOSTILE_FILES[2]!, (text) =>
    HOSTILE.links.reduce(
      (written, link, index) =>
        `${written}  - name: Away ${index + 1}\n    link: ${yamlString(link)}\n    page: /\n`,
      text,
    ),
  );
}

/**
 * The shared copy, built: the first call copies the site, writes `files` (the editor's) and the
 * hostile content into it and builds it with NETLIFY set; later calls return that build. Files
 * handed over once the copy is built can't be in it: that is an error, not a silent pass.
 */
export function scratchBuild({ files }: { files?: Map<string, Buffer> } = {}): ScratchBuild {
  const dir = scratchDir();
  const marker = path.join(dir, ".scratch-build.json");
  if (fs.existsSync(marker)) {
    if (files?.size) {
      throw new Error(
        "The shared copy was built before the editor's files were handed over: editor.test.ts " +
          "must run before the other tests of the copy (browser-order.js puts it first).",
      );
    }
    return JSON.parse(fs.readFileSync(marker, "utf8")) as ScratchBuild;
  }
  // One build, whichever test asks first: a test run in parallel that asks meanwhile waits for it.
  const lock = `${dir}.lock`;
  try {
    fs.mkdirSync(lock);
  } catch {
    waitFor(() => fs.existsSync(marker) || !fs.existsSync(lock), 45 * 60_000);
    return scratchBuild({ files });
  }
  try {
    return buildScratch(dir, marker, files);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** Blocks (a test of the copy has nothing else to do) until `done()`, checking each second. */
function waitFor(done: () => boolean, timeoutMs: number): void {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("The shared copy's build did not end in time");
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
  }
}

function buildScratch(dir: string, marker: string, files?: Map<string, Buffer>): ScratchBuild {
  const started = Date.now();
  copySite(dir);
  for (const [file, bytes] of files ?? []) {
    if (HOSTILE_FILES.includes(file)) throw new Error(`${file} holds the hostile content`);
    fs.writeFileSync(path.join(dir, file), bytes);
  }
  writeHostile(dir);
  fs.writeFileSync(
    path.join(dir, CHECK_WARNING),
    "Notes on the photos, which the site never shows.\n",
  );
  for (const file of REMOVED.files) {
    if (files?.has(file)) throw new Error(`${file} is REMOVED's, not the editor's`);
    fs.rmSync(path.join(dir, file));
  }
  edit(dir, PRICE_CHANGE.file, (text) =>
    text.replace(`\nprice: ${PRICE_CHANGE.before}\n`, `\nprice: ${PRICE_CHANGE.after}\n`),
  );
  // NETLIFY_LOCAL, as Netlify's CLI sets it on a computer, keeps the adapter's build cache in the
  // copy (.netlify/) instead of /opt/build/cache, where Netlify's build servers keep it.
  fs.mkdirSync(path.join(dir, path.dirname(EARLIER_SCRIPT)), { recursive: true });
  fs.writeFileSync(path.join(dir, EARLIER_SCRIPT), "/* An earlier build's script. */\n");
  // Each process of the build counts its reads of the content files (content-reads.test.ts).
  const readsLog = path.join(dir, ".content-reads.jsonl");
  const counter = path.join(__dirname, "count-content-reads.cjs");
  const log = buildSite(dir, {
    NETLIFY: "true",
    NETLIFY_LOCAL: "true",
    CONTENT_READS_LOG: readsLog,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --require "${counter}"`.trim(),
  }).replace(/\s+/g, " ");
  const built: ScratchBuild = {
    dir,
    publicDir: path.join(dir, "public"),
    log,
    buildSeconds: Math.round((Date.now() - started) / 1000),
    contentReads: fs
      .readFileSync(readsLog, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as ProcessReads),
  };
  fs.writeFileSync(marker, JSON.stringify(built));
  return built;
}
