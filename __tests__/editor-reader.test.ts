/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import ts from "typescript";
import { readFrontMatter } from "../plugins/gatsby-plugin-content/model/yaml";
import { describeContent } from "../plugins/gatsby-plugin-content/model/describe";
import { EDITOR_SOURCES, removeOtherBundles } from "../plugins/gatsby-plugin-editor/bundle";
import { editorConfig } from "../plugins/gatsby-plugin-editor/config";
import {
  EDITOR_FORMATS,
  readMarkdownFile,
  readYamlFile,
  RefusedFile,
} from "../plugins/gatsby-plugin-editor/reader";
import { REFUSAL_WORDS, savingOffMessage } from "../plugins/gatsby-plugin-editor/refusals";

// The editor reads content with the site's own reader (plugins/gatsby-plugin-editor/reader.ts): it refuses what
// the content check refuses, in the check's words, and reads every other file as Sveltia CMS's own
// reading did, so opening and saving an entry unchanged writes the same text.

const repoRoot = path.resolve(__dirname, "..");

function refusal(read: () => unknown): RefusedFile {
  try {
    read();
  } catch (error) {
    if (error instanceof RefusedFile) return error;
    throw error;
  }
  throw new Error("The file was read");
}

describe("the editor's reading of a YAML file", () => {
  it("reads a content file as the check does", () => {
    const text = fs.readFileSync(path.join(repoRoot, "content/site.yaml"), "utf8").trim();
    expect(readYamlFile(text)).toMatchObject({ name: "Immeasure Beauty Spa" });
  });

  it("refuses an alias, an anchor alone and an alias bomb, with line, column and rule, expanding nothing", () => {
    expect(refusal(() => readYamlFile("name: &a Salon\nshortName: *a")).message).toBe(
      `The file can't be read on line 1, column 10: it uses a YAML anchor or alias ("&name" or "*name"), which content may not. Write the value out in full. (yaml-alias) The line reads: "name: &a Salon"`,
    );
    const second = refusal(() => readYamlFile("name: Salon\ntagline: &t Hi"));
    expect(second.error.line).toBe(2);
    expect(second.message).toMatch(/ The line reads: "tagline: &t Hi"$/);
    // A long line is quoted in part.
    const long = `tagline: &t ${"x".repeat(200)}`;
    expect(refusal(() => readYamlFile(long)).message).toMatch(
      new RegExp(` The line reads: "${long.slice(0, 80)}…"$`),
    );
    const bomb = ["a: &a [x, x, x, x, x, x, x, x, x]"];
    for (let level = 1; level < 9; level += 1) {
      const ref = String.fromCharCode(96 + level);
      bomb.push(
        `${String.fromCharCode(97 + level)}: &${String.fromCharCode(97 + level)} [${Array(9).fill(`*${ref}`).join(", ")}]`,
      );
    }
    const started = Date.now();
    expect(refusal(() => readYamlFile(bomb.join("\n"))).error.rule).toBe("yaml-alias");
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("refuses a YAML tag, naming it", () => {
    expect(refusal(() => readYamlFile("name: x\ntagline: !foo Text")).message).toBe(
      `The file can't be read on line 2, column 15: it marks a value with the YAML tag "!foo", which content may not. Remove the tag and keep the value. (yaml-tag) The line reads: "tagline: !foo Text"`,
    );
    expect(
      refusal(() => readMarkdownFile("---\nname: !!binary aGk=\n---\n\nBody")).message,
    ).toContain('the YAML tag "!!binary"');
  });

  it("refuses a duplicate key and broken YAML in the check's words", () => {
    expect(refusal(() => readYamlFile("name: A\nname: B")).message).toMatch(
      /^The file is not valid YAML on line 2, column 1: .*\(yaml-syntax\) The line reads: "name: B"$/,
    );
    expect(refusal(() => readYamlFile("services: [Nails")).error.rule).toBe("yaml-syntax");
  });
});

describe("the editor's reading of a Markdown file", () => {
  const treatments = path.join(repoRoot, "content/treatments");

  it.each(fs.readdirSync(treatments).filter((name) => name.endsWith(".md")))(
    "reads %s as the build does, its Markdown as the body without the blank line after the front matter",
    (name) => {
      // Sveltia CMS trims a file before handing it over.
      const text = fs.readFileSync(path.join(treatments, name), "utf8").trim();
      const { data, body } = readFrontMatter(text);
      const entry = readMarkdownFile(text);
      expect(entry).toEqual({ ...(data as object), body: body.replace(/^\n/, "") });
      // The body is the text below the closing fence and its blank line, as Sveltia CMS reads it.
      expect(text.endsWith(`---\n\n${entry.body as string}`)).toBe(true);
    },
  );

  it("refuses front matter in another language before any of it runs", () => {
    const ran = globalThis as { __editorFrontMatterRan?: boolean };
    for (const fence of ["---js", "---javascript", "---json", "---coffee", "---toml"]) {
      const text = `${fence}\n{ name: (globalThis.__editorFrontMatterRan = true, "X") }\n---\n\nBody`;
      const { error, message } = refusal(() => readMarkdownFile(text));
      expect(error.rule).toBe("front-matter-language");
      expect(message).toContain(`marked "${fence}"`);
    }
    expect(ran.__editorFrontMatterRan).toBeUndefined();
  });

  it('reads "{" and "+++" at the top as the build does: text, not JSON or TOML front matter', () => {
    // Sveltia CMS's own reading took them for JSON and TOML front matter.
    expect(readMarkdownFile('{"name": "X"}\n\nBody')).toEqual({ body: '{"name": "X"}\n\nBody' });
    expect(readMarkdownFile('+++\nname = "X"\n+++\n\nBody')).toEqual({
      body: '+++\nname = "X"\n+++\n\nBody',
    });
  });

  it("refuses an alias in front matter", () => {
    expect(refusal(() => readMarkdownFile("---\nname: &n Pedicure\n---\n\nBody")).error.rule).toBe(
      "yaml-alias",
    );
  });
});

describe("the editor's formats and bundle", () => {
  it("reads every format the editor's configuration names", () => {
    const formats = (
      editorConfig(describeContent(), { branch: "main", siteUrl: "https://salon.example" })
        .collections as { format?: string }[]
    ).map(({ format }) => format);
    expect(new Set(formats)).toEqual(new Set(Object.values(EDITOR_FORMATS)));
  });

  it("a refused save names why and each refusal", () => {
    const refused = [
      refusal(() => readYamlFile("a: &a 1")),
      refusal(() => readMarkdownFile("---js\n{}\n---")),
    ];
    expect(savingOffMessage(refused)).toBe(
      [REFUSAL_WORDS.savingOff, refused[0]!.message, refused[1]!.message].join(" "),
    );
  });

  it("is made again when any file of this repository it is made from changes", () => {
    // The repository's files the editor's script imports, followed through relative imports.
    const found = new Set<string>();
    const visit = (file: string) => {
      if (found.has(file)) return;
      found.add(file);
      const source = fs.readFileSync(path.join(repoRoot, file), "utf8");
      for (const { fileName } of ts.preProcessFile(source).importedFiles) {
        if (!fileName.startsWith(".")) continue;
        visit(path.posix.join(path.posix.dirname(file), `${fileName}.ts`));
      }
    };
    visit("plugins/gatsby-plugin-editor/start.ts");
    expect(
      [...found, "plugins/gatsby-plugin-editor/bundle.ts", "package-lock.json"].sort(),
    ).toEqual([...EDITOR_SOURCES].sort());
  });

  it("keeps only the bundle in use, and one still being made", () => {
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), "editor-bundle-"));
    const names = [
      "0.221.1-0123456789abcdef",
      "0.221.1-fedcba9876543210",
      "0.220.0-00000000aaaaaaaa",
      "0.221.1-aaaaaaaaaaaaaaaa.4242",
    ];
    for (const name of names) fs.mkdirSync(path.join(cache, name));
    removeOtherBundles(path.join(cache, names[0]!));
    expect(fs.readdirSync(cache).sort()).toEqual([names[0], names[3]].sort());
    fs.rmSync(cache, { recursive: true, force: true });
  });
});
