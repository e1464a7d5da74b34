import fs from "fs";
import path from "path";
import { SITE_CONDITIONS, siteConfig } from "../shared/theme";

// The style system knows only the conditions in SITE_CONDITIONS. A style naming another one
// (`_active`, say) would not fail anywhere: Chakra writes it out as a selector no element matches,
// and the browser quietly never applies it. So every condition the site names must be on the list.

const known = new Set<string>(SITE_CONDITIONS);

function conditionsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (value && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      if (key.startsWith("_")) found.add(key.slice(1));
      conditionsIn(inner, found);
    }
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// `_hover={…}` as a prop, or `_hover: …` as a key of a style object.
const CONDITION_USE = /(?<![\w$])_([a-z][A-Za-z]*)(?==|\s*:\s*[{"'[\w])/g;
// Names that look like conditions but aren't styles: unused parameters, the form's honeypot, and a
// style system's own fields (shared/theme/provider-system.ts).
const NOT_STYLES = new Set(["props", "state", "gotcha", "global", "config"]);

describe("theme conditions", () => {
  it("has every condition the theme's recipes, global styles and tokens name", () => {
    const missing = [...conditionsIn(siteConfig)].filter((name) => !known.has(name));
    expect(missing).toEqual([]);
  });

  it("has every condition a component's style names", () => {
    const root = path.join(__dirname, "..");
    const files = ["src", "shared"].flatMap((dir) => sourceFiles(path.join(root, dir)));
    const missing = files.flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(CONDITION_USE)]
        .map((match) => match[1]!)
        .filter((name) => !known.has(name) && !NOT_STYLES.has(name))
        .map((name) => `${path.relative(root, file)}: _${name}`),
    );
    expect(missing).toEqual([]);
  });

  it("finds a condition in a prop and in a style object", () => {
    const sample = `<Box _active={{ bg: "red" }} css={{ _pressed: { color: "x" } }} />`;
    expect([...sample.matchAll(CONDITION_USE)].map((match) => match[1])).toEqual([
      "active",
      "pressed",
    ]);
  });
});
