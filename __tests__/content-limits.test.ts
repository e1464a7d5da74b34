/** @jest-environment node */
// No content file can stall the build or crash its check without naming itself: every reader
// bounds a file before parsing it (plugins/gatsby-plugin-content/model/limits.ts), and refuses it with the file, the
// line and the rule. The cases are a hostile review's reproductions.
import fs from "fs";
import os from "os";
import path from "path";
import { CONTENT_LIMITS } from "../plugins/gatsby-plugin-content/model/limits";
import { parseContentYaml, readFrontMatter } from "../plugins/gatsby-plugin-content/model/yaml";
import {
  readMarkdownFile,
  readYamlFile,
  RefusedFile,
} from "../plugins/gatsby-plugin-editor/reader";
import { checkContent } from "../plugins/gatsby-plugin-content/check/index";

const realContent = path.resolve(__dirname, "../content");
const copies: string[] = [];
afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

/** The check's findings on a copy of content/ with `files` written into it (relative to it). */
async function findingsWith(files: Record<string, string>) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-limits-"));
  copies.push(root);
  const dir = path.join(root, "content");
  fs.cpSync(realContent, dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, file), text);
  const started = Date.now();
  const { findings } = await checkContent(dir, root);
  return {
    // A warning says so: every case here must stop the build.
    findings: findings.map(({ file, field, rule, severity }) => ({
      file,
      field,
      rule,
      ...(severity ? { severity } : {}),
    })),
    seconds: (Date.now() - started) / 1000,
  };
}

const treatment = (body: string, front = "name: Pedicure\n") => `---\n${front}---\n\n${body}\n`;
const englishPedicure = () =>
  fs.readFileSync(path.join(realContent, "treatments/pedicure.md"), "utf8");

describe("a file too large, too long or too deep is refused quickly, naming file, line and rule", () => {
  it.each([
    ["a 1 MB description on one line", treatment("x".repeat(1_000_000)), "file-too-large", ""],
    ["a 200 kB description on one line", treatment("x".repeat(200_000)), "line-too-long", "line 5"],
    [
      "a description longer than the limit",
      treatment(`${"Maneno mengi. ".repeat(400)}\n\n`.repeat(3)),
      "text-too-long",
      "line 5",
    ],
    [
      "a list nested 500 deep",
      treatment(Array.from({ length: 500 }, (_, i) => `${"  ".repeat(i)}- x`).join("\n")),
      "nesting-too-deep",
      "line 21",
    ],
    [
      "a list nested 2,000 deep on one line",
      treatment(`${"- ".repeat(2000)}x`),
      "nesting-too-deep",
      "line 5",
    ],
    [
      "a quotation nested 5,000 deep",
      treatment(`${">".repeat(5000)} x`),
      "nesting-too-deep",
      "line 5",
    ],
    [
      "a byte-order mark before ---JSON",
      `\uFEFF---JSON\n{"name": "X"}\n---\n\nMaandishi.\n`,
      "front-matter-language",
      "line 1",
    ],
    [
      "a byte-order mark before ---yaml",
      `\uFEFF---yaml\nname: X\n---\n\nMaandishi.\n`,
      "front-matter-language",
      "line 1",
    ],
  ])("%s", async (_, text, rule, field) => {
    const { findings, seconds } = await findingsWith({ "treatments/pedicure.sw.md": text });
    expect(findings).toEqual([{ file: "content/treatments/pedicure.sw.md", field, rule }]);
    expect(seconds).toBeLessThan(10);
  });

  it("the same, in an English file and in YAML", async () => {
    const deepFlow = `name: Salon\ntagline: ${"[".repeat(1000)}${"]".repeat(1000)}\n`;
    const deepBlock = `items:\n${Array.from({ length: 300 }, (_, i) => `${" ".repeat(i + 1)}- x`).join("\n")}\n`;
    const site = fs.readFileSync(path.join(realContent, "site.yaml"), "utf8");
    const { findings, seconds } = await findingsWith({
      "treatments/pedicure.md": englishPedicure().replace(
        /\n---\n[\s\S]*$/,
        `\n---\n\n${"- ".repeat(2000)}x\n`,
      ),
      "navigation.yaml": deepBlock,
      "gallery.yaml": deepFlow,
      // A 20 MB tagline.
      "site.yaml": site.replace(/^tagline: .*$/m, `tagline: ${"x".repeat(20_000_000)}`),
      "home.sw.yaml": `hero:\n  heading: |\n${"    Karibu sana.\n".repeat(400)}`,
    });
    expect(findings).toEqual(
      expect.arrayContaining([
        { file: "content/gallery.yaml", field: "line 2", rule: "nesting-too-deep" },
        { file: "content/navigation.yaml", field: "line 32", rule: "nesting-too-deep" },
        { file: "content/site.yaml", field: "", rule: "file-too-large" },
        {
          file: "content/treatments/pedicure.md",
          field: expect.stringMatching(/^line \d+$/),
          rule: "nesting-too-deep",
        },
      ]),
    );
    expect(seconds).toBeLessThan(10);
    expect(() => parseContentYaml(`a: |\n${"  Karibu sana.\n".repeat(400)}`)).toThrow(
      expect.objectContaining({ rule: "text-too-long", line: 1 }),
    );
  });

  it("what real content holds is far inside every limit", () => {
    const text = fs.readFileSync(path.join(realContent, "site.yaml"), "utf8");
    expect(text.length * 10).toBeLessThan(CONTENT_LIMITS.fileChars);
    expect(() => parseContentYaml(text)).not.toThrow();
  });
});

describe("whatever stops a reader names the file", () => {
  it("an error that is not a refusal becomes the file's finding, with its rule", async () => {
    const yaml = await import("../plugins/gatsby-plugin-content/model/yaml");
    const failing = jest.spyOn(yaml, "readFrontMatter").mockImplementation(() => {
      throw new RangeError("Maximum call stack size exceeded");
    });
    try {
      const { findings } = await findingsWith({});
      expect(findings).toEqual(
        expect.arrayContaining([
          { file: "content/treatments/pedicure.md", field: "", rule: "unreadable" },
        ]),
      );
    } finally {
      failing.mockRestore();
    }
  });
});

describe("a twin holds only what the editor shows", () => {
  it('refuses a front-matter "body" beside the Markdown, in the check and in the editor', async () => {
    const twin = treatment(
      "Maandishi yanayoonekana kwenye ukurasa.",
      "name: Pedicure\nbody: Maandishi mengine.\n",
    );
    const { findings } = await findingsWith({ "treatments/pedicure.sw.md": twin });
    expect(findings).toEqual([
      { file: "content/treatments/pedicure.sw.md", field: "line 3", rule: "front-matter-body" },
    ]);
    expect(() => readMarkdownFile(twin)).toThrow(RefusedFile);
    expect(() => readFrontMatter(twin)).toThrow(
      expect.objectContaining({ rule: "front-matter-body" }),
    );
  });

  it("refuses a field the pages read from the English file, or one the model doesn't have", async () => {
    const { findings } = await findingsWith({
      "treatments/pedicure.sw.md": treatment(
        "Maandishi.",
        "name: Pedicure\nprice: KES 1\nnote: x\n",
      ),
    });
    expect(findings).toEqual([
      { file: "content/treatments/pedicure.sw.md", field: "price", rule: "twin-not-translated" },
      { file: "content/treatments/pedicure.sw.md", field: "note", rule: "twin-unknown-field" },
    ]);
  });
});

describe("one rule decides which files are content", () => {
  it("names a twin in a language the site doesn't have, or in capitals, like any unknown file", async () => {
    const { findings } = await findingsWith({
      "treatments/x.fr.md": treatment("Texte."),
      "treatments/x.SW.md": treatment("Maandishi."),
      "treatments/pedicure.SW.md": treatment("Maandishi."),
      "treatments/pedicure.en.md": treatment("Text."),
      "site.FR.yaml": "name: X\n",
    });
    expect(findings).toEqual([
      { file: "content/site.FR.yaml", field: "", rule: "twin-name" },
      { file: "content/treatments/pedicure.SW.md", field: "", rule: "twin-name" },
      { file: "content/treatments/pedicure.en.md", field: "", rule: "twin-name" },
      { file: "content/treatments/x.SW.md", field: "", rule: "twin-name" },
      { file: "content/treatments/x.fr.md", field: "", rule: "twin-name" },
    ]);
  });
});

describe("the editor refuses what the build refuses", () => {
  it.each([
    ["%YAML 2.0", "%YAML 2.0\n---\nname: Salon\n", "yaml-directive"],
    ["%YAML 1.1", "%YAML 1.1\n---\nname: Salon\n", "yaml-directive"],
    ["a merge key", "name: Salon\n<<: {tagline: X}\n", "yaml-merge-key"],
    ["a line past the limit", `name: ${"x".repeat(20_000)}\n`, "line-too-long"],
  ])("%s", (_, text, rule) => {
    expect(() => readYamlFile(text)).toThrow(RefusedFile);
    expect(() => readYamlFile(text)).toThrow(new RegExp(`\\(${rule}\\)`));
  });
});
