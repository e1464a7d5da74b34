// Every page the build wrote, in both languages, is valid HTML, and the CSS in it valid CSS: the
// W3C Nu HTML Checker (vnu-jar, run offline with Java) finds no error. Reads public/, so it runs
// after a build with the browser tests; it needs no browser of its own.
import { execFile } from "child_process";
import fs from "fs";
import path from "path";
import { ROUTES, SWAHILI_ROUTES } from "./support/browser";

const ROOT = path.resolve(__dirname, "../..");
const PUBLIC = path.join(ROOT, "public");
const VNU = path.join(ROOT, "node_modules/vnu-jar/build/dist/vnu.jar");

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/** Every page in public/: each folder's index.html and the host's 404.html, not Gatsby's data. */
function builtPages(dir = PUBLIC): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return ["page-data", "_gatsby", "static"].includes(entry.name) ? [] : builtPages(file);
    }
    const isPage = entry.name === "index.html" || (dir === PUBLIC && entry.name === "404.html");
    return isPage ? [file] : [];
  });
}

function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    const args = ["-jar", VNU, "--errors-only", "--format", "json", ...files];
    execFile("java", args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      // The checker exits 1 when it finds errors, and writes its report to stderr.
      const report = [stderr, stdout].find((text) => text.trim().startsWith("{"));
      if (!report) {
        const why = (error as NodeJS.ErrnoException | null)?.code === "ENOENT" ? "no `java`" : "";
        reject(new Error(`The Nu HTML Checker did not report (${why || stderr || error}).`));
        return;
      }
      resolve((JSON.parse(report) as { messages: VnuMessage[] }).messages);
    });
  });
}

const pageOf = (url = "") => path.relative(PUBLIC, decodeURIComponent(url.replace(/^file:/, "")));

describe("the built pages", () => {
  it("pass the Nu HTML Checker with no error, HTML and CSS, in both languages", async () => {
    const pages = builtPages();
    const addresses = pages.map((file) => path.relative(PUBLIC, file));
    const expected = [...ROUTES, ...SWAHILI_ROUTES, "/404/", "/sw/404/"].map((route) =>
      path.join(route.slice(1), "index.html"),
    );
    expect(addresses).toEqual(expect.arrayContaining([...expected, "404.html"]));

    const messages = await runVnu(pages);
    const errors = messages.filter((message) => message.type === "error");
    const report = errors.map(
      (error) =>
        `${pageOf(error.url)}:${error.lastLine ?? "?"}:${error.firstColumn ?? "?"} ` +
        `${error.message}\n    ${(error.extract ?? "").replace(/\s+/g, " ").slice(0, 160)}`,
    );
    if (report.length > 0) {
      throw new Error(
        `The Nu HTML Checker found ${report.length} errors in ${pages.length} pages:\n` +
          report.join("\n"),
      );
    }
    // Warnings and info are left out by --errors-only; anything else would be the checker's own.
    expect(messages.filter((message) => message.type !== "error")).toEqual([]);
  }, 240_000);
});
