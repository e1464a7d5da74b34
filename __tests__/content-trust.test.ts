/** @jest-environment node */
// Content is untrusted: whoever can commit to content/ (the owner's editor session, a translator,
// a pull request) must not be able to run code in the build, hide content where no check reads it,
// or reach visitors with a link, an address or a file that the rules were meant to keep out.
import fs from "fs";
import os from "os";
import path from "path";
import matter from "gray-matter";
import sharp from "sharp";
import { contentModel } from "../plugins/gatsby-plugin-content/model";
import { ignoreUndeclared } from "../plugins/gatsby-plugin-content/model/content-files";
import { readTwin } from "../plugins/gatsby-plugin-content/model/content-reader";
import {
  FRONT_MATTER_ENGINES,
  parseContentYaml,
  readFrontMatter,
} from "../plugins/gatsby-plugin-content/model/yaml";
import { checkContent } from "../plugins/gatsby-plugin-content/check/index";
import { describeContent } from "../plugins/gatsby-plugin-content/model/describe";
import { RULES } from "../plugins/gatsby-plugin-content/model/rules";
import { editorCollection } from "../plugins/gatsby-plugin-editor/config";
import { LOCALES, localePath } from "../shared/lib/locale";
import { isSitePath, isValidEmail } from "./support/content-rules";

const repoRoot = path.resolve(__dirname, "..");

/** A module as `plugin` (a Gatsby plugin) loads it: the same copy the build runs. */
function requireFrom<T>(plugin: string, name: string): T {
  const from = path.dirname(require.resolve(`${plugin}/package.json`));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(require.resolve(name, { paths: [from] })) as T;
}
const realContent = path.join(repoRoot, "content");

/** A copy of content/ in a temporary folder, changed by `change`; removed after the test. */
const copies: string[] = [];
function contentCopy(change: (dir: string) => void = () => {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-trust-"));
  copies.push(root);
  const dir = path.join(root, "content");
  fs.cpSync(realContent, dir, { recursive: true });
  change(dir);
  return dir;
}
afterAll(() => {
  for (const dir of copies) fs.rmSync(dir, { recursive: true, force: true });
});

const findingsOf = async (dir: string) =>
  (await checkContent(dir, path.dirname(dir))).findings.map(({ file, rule, severity }) => ({
    file,
    rule,
    ...(severity ? { severity } : {}),
  }));

// Code that leaves a mark when it runs: the file `marker` gets a line.
const marker = path.join(os.tmpdir(), `content-trust-ran-${process.pid}.txt`);
const RUNS = `require("fs").appendFileSync(${JSON.stringify(marker)}, "ran\\n")`;
const JS_FRONT_MATTER = (fence: string) =>
  `---${fence}\n{ name: (${RUNS}, "Pedicure SWJS") }\n---\n\nText.\n`;
afterEach(() => fs.rmSync(marker, { force: true }));

describe("front matter is YAML and nothing else", () => {
  it.each(["js", "javascript", "json", "coffee", " js"])(
    "refuses ---%s before reading any of it, naming the rule",
    (fence) => {
      expect(() => readFrontMatter(JS_FRONT_MATTER(fence))).toThrow(
        expect.objectContaining({ rule: "front-matter-language" }),
      );
      expect(fs.existsSync(marker)).toBe(false);
    },
  );

  it("gray-matter's own defaults would have run it (the hole this closes)", () => {
    // The same text through gray-matter without our engines: its code runs.
    matter(JS_FRONT_MATTER("js"), {});
    expect(fs.readFileSync(marker, "utf8")).toBe("ran\n");
  });

  it("gray-matter with the reader's engines refuses every language but YAML", () => {
    for (const fence of ["js", "javascript", "json"]) {
      expect(() => matter(JS_FRONT_MATTER(fence), { engines: FRONT_MATTER_ENGINES })).toThrow();
    }
    expect(fs.existsSync(marker)).toBe(false);
    expect(
      matter("---\nname: Manicure\n---\nText.", { engines: FRONT_MATTER_ENGINES }).data,
    ).toEqual({ name: "Manicure" });
  });

  it("the content check refuses a ---js twin by file and rule, and its code never runs", async () => {
    const dir = contentCopy((d) =>
      fs.writeFileSync(path.join(d, "treatments/pedicure.sw.md"), JS_FRONT_MATTER("js")),
    );
    expect(await findingsOf(dir)).toEqual([
      { file: "content/treatments/pedicure.sw.md", rule: "front-matter-language" },
    ]);
    // The Swahili pages' reader: the twin reads as no text, never as its code's result.
    expect(readTwin(path.join(dir, "treatments/pedicure.md"), "sw")).toBeUndefined();
    expect(fs.existsSync(marker)).toBe(false);
  });

  it.each(["treatments/manicure.md", "treatments/pedicure.sw.md"])(
    "under gatsby develop, %s changed after start-up is refused by file and rule",
    async (relative) => {
      // The content check runs once, before Gatsby starts; what Gatsby does with a file that
      // changes afterwards is its File node's onCreateNode.
      const plugin = await import("../plugins/gatsby-plugin-content/gatsby-node");
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "changed-markdown-"));
      const absolutePath = path.join(dir, relative);
      fs.mkdirSync(path.dirname(absolutePath), { recursive: true });
      // Saved again and again under `gatsby develop`: the reader reads each version.
      for (const fence of ["js", "json", "coffee"]) {
        fs.writeFileSync(absolutePath, JS_FRONT_MATTER(fence));
        const node = {
          id: relative,
          relativePath: relative,
          absolutePath,
          base: path.basename(relative),
          internal: { type: "File", mediaType: "text/markdown" },
        };
        const panics: string[] = [];
        const args = {
          node,
          reporter: { panicOnBuild: (message: string) => void panics.push(message) },
        } as never;
        expect(plugin.shouldOnCreateNode?.(args, {} as never)).toBe(true);
        await plugin.onCreateNode?.(args, {} as never, () => {});
        expect(panics).toEqual([
          expect.stringMatching(
            new RegExp(
              `content/${relative.replace(/\./g, "\\.")} › line 1 \\(front-matter-language\\)`,
            ),
          ),
        ]);
      }
      fs.rmSync(dir, { recursive: true, force: true });
      expect(fs.existsSync(marker)).toBe(false);
    },
  );

  it.each([
    ["site.yaml", "name: &n Salon\nshortName: *n\n", "line 1 \\(yaml-alias\\)"],
    ["home.sw.yaml", "hero:\n  title: !foo Karibu\n", "line 2 \\(yaml-tag\\)"],
    ["about.yaml", "title: [Unclosed\n", "line 2 \\(yaml-syntax\\)"],
  ])(
    "under gatsby develop, %s changed after start-up is refused by file and rule",
    async (relative, text, where) => {
      const plugin = await import("../plugins/gatsby-plugin-content/gatsby-node");
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "changed-yaml-"));
      const absolutePath = path.join(dir, relative);
      fs.writeFileSync(absolutePath, text);
      const node = {
        id: relative,
        relativePath: relative,
        absolutePath,
        base: relative,
        internal: { type: "File", mediaType: "text/yaml" },
      };
      const panics: string[] = [];
      const args = {
        node,
        reporter: { panicOnBuild: (message: string) => void panics.push(message) },
      } as never;
      expect(plugin.shouldOnCreateNode?.(args, {} as never)).toBe(true);
      await plugin.onCreateNode?.(args, {} as never, () => {});
      expect(panics).toEqual([
        expect.stringMatching(new RegExp(`content/${relative.replace(/\./g, "\\.")} › ${where}`)),
      ]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  );

  it.each([
    ["without a directive", ""],
    ["under %YAML 1.1", "%YAML 1.1\n---\n"],
  ])("a merge key is refused %s, by the check and by the pages' reader", async (_, directive) => {
    const dir = contentCopy((d) => {
      const file = path.join(d, "home.sw.yaml");
      fs.writeFileSync(file, `${directive}${fs.readFileSync(file, "utf8")}<<: {x: 1}\n`);
    });
    expect(readTwin(path.join(dir, "home.yaml"), "sw")).toBeUndefined();
    const rule = directive ? "yaml-directive" : "yaml-merge-key";
    expect(await findingsOf(dir)).toEqual([{ file: "content/home.sw.yaml", rule }]);
    expect(() => parseContentYaml(`${directive}a: 1\n<<: {name: 1}\n`)).toThrow(
      expect.objectContaining({ rule, line: directive ? 1 : 2 }),
    );
  });

  it("reads YAML 1.2 whatever a file asks for: no sexagesimal numbers, no other version", () => {
    expect(parseContentYaml("a: -1:03\n")).toEqual({ a: "-1:03" });
    for (const directive of [
      "%YAML 1.1",
      "%YAML 1.2",
      "%YAML 2.0",
      "%TAG !e! tag:e.example,2000:",
    ]) {
      expect(() => parseContentYaml(`${directive}\n---\na: -1:03\n`)).toThrow(
        expect.objectContaining({ rule: "yaml-directive", line: 1 }),
      );
    }
  });
});

describe("YAML tags", () => {
  // One YAML reader reads an unknown tag as plain text where another stops on it, and "!!binary"
  // makes bytes: any tag stops the check, by file, line and rule, before the build reads the file.
  it.each([
    ["tagline: !foo Text", "!foo"],
    ["tagline: !!binary not base64 ~", "!!binary"],
    ["tagline: !!str Text", "!!str"],
  ])("%j stops the check with its tag named", async (line, tag) => {
    const dir = contentCopy((d) => {
      const site = path.join(d, "site.yaml");
      fs.writeFileSync(site, fs.readFileSync(site, "utf8").replace(/^tagline:.*$/m, line));
    });
    const { findings } = await checkContent(dir, path.dirname(dir));
    expect(findings).toContainEqual(
      expect.objectContaining({
        file: "content/site.yaml",
        field: "line 3",
        rule: "yaml-tag",
        message: expect.stringContaining(`the YAML tag "${tag}"`),
      }),
    );
  });
});

describe("YAML aliases", () => {
  const LAUGHS = [
    "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]",
    ...["b", "c", "d", "e", "f", "g", "h", "i"].map(
      (name, index) => `${name}: &${name} [${Array(9).fill(`*${"abcdefghi"[index]}`).join(", ")}]`,
    ),
  ].join("\n");

  it("are refused with their line, before anything is expanded", () => {
    const started = Date.now();
    expect(() => parseContentYaml(LAUGHS)).toThrow(
      expect.objectContaining({ rule: "yaml-alias", line: 1 }),
    );
    expect(Date.now() - started).toBeLessThan(1000);
    expect(() => parseContentYaml("a: 1\nb: &x 2\nc: *x\n")).toThrow(
      expect.objectContaining({ rule: "yaml-alias", line: 2 }),
    );
  });

  it("in a known file stop the check naming the file, the line and the rule", async () => {
    const dir = contentCopy((d) =>
      fs.appendFileSync(path.join(d, "social.yaml"), `\n${LAUGHS.replace(/^/gm, "# ")}\nx: &x 1\n`),
    );
    const { findings } = await checkContent(dir, path.dirname(dir));
    expect(findings).toEqual([
      expect.objectContaining({
        file: "content/social.yaml",
        rule: "yaml-alias",
        field: expect.stringMatching(/^line \d+$/),
      }),
    ]);
  });
});

describe("only the model's files are content", () => {
  it("refuses YAML and Markdown the model doesn't know, wherever they are", async () => {
    const dir = contentCopy((d) => {
      fs.copyFileSync(path.join(d, "site.yaml"), path.join(d, "images/site.yaml"));
      fs.writeFileSync(path.join(d, "images/lol.yml"), "a: 1\n");
      fs.mkdirSync(path.join(d, "extra"));
      fs.writeFileSync(path.join(d, "extra/notes.md"), "---\nname: x\n---\n");
      fs.writeFileSync(path.join(d, "images/notes.txt"), "not a photo");
    });
    expect(await findingsOf(dir)).toEqual([
      { file: "content/extra/notes.md", rule: "unknown-file" },
      { file: "content/images/lol.yml", rule: "unknown-file" },
      { file: "content/images/notes.txt", rule: "unknown-file", severity: "warning" },
      { file: "content/images/site.yaml", rule: "unknown-file" },
    ]);
  });

  it("refuses hidden files and folders and undeclared Markdown directly in content/", async () => {
    const dir = contentCopy((d) => {
      fs.copyFileSync(path.join(d, "site.yaml"), path.join(d, ".x.yaml"));
      fs.copyFileSync(path.join(d, "treatments/manicure.md"), path.join(d, "treatments/.x.md"));
      fs.mkdirSync(path.join(d, "..x"));
      fs.copyFileSync(path.join(d, "site.yaml"), path.join(d, "..x/site.yaml"));
      fs.mkdirSync(path.join(d, ".hidden"));
      fs.writeFileSync(path.join(d, ".hidden/notes.txt"), "x");
      fs.writeFileSync(path.join(d, "notes.md"), "---\nname: x\n---\n");
      fs.writeFileSync(path.join(d, "notes.markdown"), "---\nname: x\n---\n");
    });
    expect(await findingsOf(dir)).toEqual([
      { file: "content/..x/site.yaml", rule: "unknown-file" },
      { file: "content/.hidden/notes.txt", rule: "unknown-file", severity: "warning" },
      { file: "content/.x.yaml", rule: "unknown-file" },
      { file: "content/notes.markdown", rule: "unknown-file" },
      { file: "content/notes.md", rule: "unknown-file" },
      { file: "content/treatments/.x.md", rule: "unknown-file" },
    ]);
  });

  it("refuses a misnamed twin, saying what its name should be", async () => {
    const dir = contentCopy((d) => {
      fs.renameSync(path.join(d, "navigation.sw.yaml"), path.join(d, "navigation.sw.yml"));
      fs.writeFileSync(path.join(d, "treatments/manicur.sw.md"), "---\nname: X\n---\n");
    });
    const { findings } = await checkContent(dir, path.dirname(dir));
    const names = findings.filter((finding) => finding.rule === "twin-name");
    expect(names.map((finding) => finding.file)).toEqual([
      "content/navigation.sw.yml",
      "content/treatments/manicur.sw.md",
    ]);
    expect(names[0]?.message).toContain('"navigation.sw.yaml"');
  });

  it("refuses every symbolic link, to a file or to a folder", async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), "outside-"));
    copies.push(outside);
    fs.writeFileSync(path.join(outside, "secret.md"), "---\nname: x\n---\n");
    fs.copyFileSync(path.join(realContent, "images/hero.jpg"), path.join(outside, "photo.jpg"));
    const dir = contentCopy((d) => {
      fs.symlinkSync(path.join(outside, "photo.jpg"), path.join(d, "images/linked.jpg"));
      fs.symlinkSync(outside, path.join(d, "treatments/more"));
    });
    expect(await findingsOf(dir)).toEqual([
      { file: "content/images/linked.jpg", rule: "symlink" },
      { file: "content/treatments/more", rule: "symlink" },
    ]);
  });

  it("the source plugin's watcher reads only declared paths and follows no link", async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), "outside-"));
    copies.push(outside);
    fs.writeFileSync(path.join(outside, "secret.md"), "---\nname: x\n---\n");
    const dir = contentCopy((d) => {
      fs.copyFileSync(path.join(d, "site.yaml"), path.join(d, "images/site.yaml"));
      fs.symlinkSync(outside, path.join(d, "treatments/more"));
      fs.symlinkSync(path.join(d, "images/hero.jpg"), path.join(d, "images/linked.jpg"));
      fs.writeFileSync(path.join(d, "navigation.sw.yml"), "items: []\n");
      fs.mkdirSync(path.join(d, "..x"));
      fs.copyFileSync(path.join(d, "site.yaml"), path.join(d, "..x/site.yaml"));
      fs.copyFileSync(path.join(d, "site.yaml"), path.join(d, ".x.yaml"));
      fs.copyFileSync(path.join(d, "treatments/manicure.md"), path.join(d, "treatments/.x.md"));
    });
    // gatsby-source-filesystem hands its `ignore` to chokidar's `ignored`: its own chokidar here.
    const chokidar = requireFrom<typeof import("chokidar")>("gatsby-source-filesystem", "chokidar");
    const watcher = chokidar.watch(dir, { ignored: [ignoreUndeclared(contentModel, dir)] });
    const added: string[] = [];
    watcher.on("add", (file: string) => added.push(path.relative(dir, file)));
    await new Promise<void>((resolve) => watcher.on("ready", () => resolve()));
    await watcher.close();
    expect(added.sort()).toEqual(
      expect.arrayContaining([
        "site.yaml",
        "site.sw.yaml",
        "treatments/manicure.md",
        "treatments/manicure.sw.md",
      ]),
    );
    expect(added).toContain("images/hero.jpg");
    for (const hidden of [
      "images/site.yaml",
      "images/linked.jpg",
      "treatments/more/secret.md",
      "navigation.sw.yml",
      "..x/site.yaml",
      ".x.yaml",
      "treatments/.x.md",
    ]) {
      expect(added).not.toContain(hidden);
    }
  });
});

describe("rules that mean what they say", () => {
  const site = "https://salon.example/";

  it("a path on this site never leads to another host, as a browser reads it", () => {
    const hostile = [
      "/\\evil.example/phish",
      "/\\/evil.example",
      "//evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\\\\evil.example",
      "/ /x",
    ];
    for (const value of hostile)
      expect({ value, ok: isSitePath(value) }).toEqual({ value, ok: false });
    for (const value of ["/", "/#services", "/contact", "/sw/services/#nails", "/a/b?c=d"]) {
      expect({ value, ok: isSitePath(value) }).toEqual({ value, ok: true });
      expect(new URL(value, site).host).toBe("salon.example");
    }
  });

  // Every form of a link the pages write: the header shows `localePath(link, locale)` in each
  // language, and the browser resolves it against the page it is on.
  const asBuilt = (value: string) =>
    LOCALES.flatMap((locale) =>
      ["https://salon.example/", "https://salon.example/sw/about/"].map(
        (page) => new URL(localePath(value, locale), page).host,
      ),
    );

  it("a path the pages rewrite per language still never leads to another host", () => {
    // The review's reproductions: "/sw" taken off leaves "//evil.example/".
    const hostile = [
      "/sw//evil.example",
      "/sw//evil.example/",
      "/sw//evil.example/#x",
      "/sw//evil.example?x",
      "/sw//evil.example/?x#y",
      "/sw/\\evil.example",
      "/sw/\\/evil.example",
    ];
    for (const value of hostile) {
      // Without the rule, the English page links to the other host.
      expect(asBuilt(value)).toContain("evil.example");
      expect({ value, ok: isSitePath(value) }).toEqual({ value, ok: false });
    }
    // Each such piece, in every order of up to four: what the rule accepts stays on the site.
    const pieces = ["/", "sw", "\\", "?", "#", "evil.example", "%2F", ".", "SW"];
    let values = [""];
    for (let length = 0; length < 4; length += 1) {
      values = [...values, ...values.flatMap((value) => pieces.map((piece) => value + piece))];
    }
    const accepted = [...new Set(values)].filter((value) => isSitePath(value));
    expect(accepted).toEqual(expect.arrayContaining(["/sw", "/sw/", "/sw/evil.example"]));
    for (const value of accepted) {
      expect({ value, hosts: [...new Set(asBuilt(value))] }).toEqual({
        value,
        hosts: ["salon.example"],
      });
    }
  });

  it("the check stops on such a menu link naming the file, the field and the rule", async () => {
    const dir = contentCopy((d) => {
      const file = path.join(d, "navigation.yaml");
      fs.writeFileSync(
        file,
        fs.readFileSync(file, "utf8").replace("link: /contact", "link: /sw//evil.example/#x"),
      );
    });
    const { findings } = await checkContent(dir, path.dirname(dir));
    expect(findings.filter((finding) => finding.rule === "path-format")).toEqual([
      expect.objectContaining({ file: "content/navigation.yaml", field: "items[3].link" }),
    ]);
  });

  it("the editor's field refuses it with the same expression", () => {
    const collection = describeContent().collections.find(({ name }) => name === "navigation");
    const written = JSON.stringify(editorCollection(collection!, describeContent()));
    // The pattern of the links' "Goes to" field, as config.yml holds it.
    const { pattern } = JSON.parse(/\{"name":"link"[^{}]*\}/.exec(written)?.[0] ?? "{}") as {
      pattern?: [string, string];
    };
    const regex = new RegExp(pattern?.[0] ?? "");
    expect(regex.source).toBe(RULES.sitePath.regex.source);
    expect(regex.test("/sw//evil.example")).toBe(false);
    expect(regex.test("/sw/services/")).toBe(true);
  });

  it("an e-mail address is an address and nothing after it", () => {
    for (const value of [
      "bookings@x.example?cc=attacker%40evil.example&body=hi",
      "bookings@x.example&cc=a@b.example",
      "a?b@x.example",
      "bookings@x.example/path",
      "bookings@x.example#x",
    ]) {
      expect({ value, ok: isValidEmail(value) }).toEqual({ value, ok: false });
    }
    for (const value of ["bookings@immeasurebeauty.example", "first.last+spa@mail.co.ke"]) {
      expect({ value, ok: isValidEmail(value) }).toEqual({ value, ok: true });
    }
  });

  it("an image too large to decode is refused saying so, with its size", async () => {
    const dir = contentCopy();
    await sharp({
      create: { width: 20000, height: 20000, channels: 3, background: "#fff" },
      limitInputPixels: false,
    })
      .png()
      .toFile(path.join(dir, "images/team.png"));
    const about = path.join(dir, "about.yaml");
    fs.writeFileSync(
      about,
      fs.readFileSync(about, "utf8").replace("images/about-wide.jpg", "images/team.png"),
    );
    const { findings } = await checkContent(dir, path.dirname(dir));
    expect(findings).toEqual([
      expect.objectContaining({
        file: "content/about.yaml",
        rule: "image-too-large",
        message: expect.stringContaining("20000x20000 px (400 megapixels)"),
      }),
    ]);
  }, 60_000);
});
