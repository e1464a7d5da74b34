/**
 * Nothing made up goes live. The site was written with example facts: a phone number, a contact
 * form address and a domain that belong to no one, a place (address, town, coordinates, map) no
 * one gave, and photos that are generated illustrations.
 * A build that goes live (a production build with the GitHub editor: what a host builds) stops
 * while any of those facts is left, naming the file and field; every other build lists them as
 * warnings. The photos are always a warning: the site works with them, they only aren't the salon.
 */
import crypto from "node:crypto";
import { readFile } from "node:fs/promises";
import * as path from "node:path";
import {
  editorModeFromEnv,
  EXAMPLE_SITE_URL,
  siteUrlSetting,
} from "../../../gatsby/build-settings";
import { parseCoordinates } from "../../../shared/lib/map-place";
import { formatFieldPath, quote, type ContentError, type PathSegment } from "./errors";
import { imageReferences } from "./images";
import { allDocuments, relativeFile, type LoadedContent, type LoadedDocument } from "./load";

/** The example contact form address content/site.yaml was written with. */
export const EXAMPLE_FORM_ENDPOINT = "https://formspree.io/f/immeasure-contact";

// The example number in any writing: "+254 700 000 000", "254700000000", "0700 000 000".
const EXAMPLE_PHONE = /(?:^|\D)(?:\+?254|0)700000000(?!\d)/;
// A host name under .example, which is reserved for examples (RFC 2606): no one can own one.
const EXAMPLE_HOST = /[a-z0-9-]+\.example(?![a-z0-9-])/i;

/**
 * The example place content/site.yaml was written with, by field (the Swahili address follows the
 * English one: the editor names it as behind when the English changes): the owner never gave it (a client reads the town as one side of Nairobi or the other), so each must be
 * hers before the site goes live. Coordinates are compared as numbers, the rest as written
 * (spaces and case aside).
 */
export const EXAMPLE_PLACE: Readonly<Record<string, { values: readonly string[]; what: string }>> =
  {
    "address.display": {
      values: ["Githunguri, Royal Hotel 2nd Floor, Room 3"],
      what: "the example address",
    },
    "address.streetAddress": { values: ["Rongai Supermarket"], what: "the example street address" },
    "address.locality": { values: ["Githunguri"], what: "the example town" },
    "address.coordinates": { values: ["-1.0575, 36.7756"], what: "the example coordinates" },
    "address.mapPlace": { values: ["Githunguri, Kenya"], what: "the example map place" },
  };

const SITE_FILE = /(?:^|\/)content\/site\.yaml$/;
const plain = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

function isExampleValue(field: string, value: string, example: string): boolean {
  if (field === "address.coordinates") {
    const [given, known] = [parseCoordinates(value), parseCoordinates(example)];
    return (
      given !== null &&
      known !== null &&
      given.latitude === known.latitude &&
      given.longitude === known.longitude
    );
  }
  return plain(value) === plain(example);
}

/** What the example place `value` of the site facts' `field` is, or null when it is the owner's. */
function examplePlace(file: string, field: string, value: string): string | null {
  const example = SITE_FILE.test(file) ? EXAMPLE_PLACE[field] : undefined;
  if (!example?.values.some((known) => isExampleValue(field, value, known))) return null;
  return example.what;
}

/** Does this build go live? A production build with the GitHub editor is what a host builds. */
export function goesLive(editorMode: string, production: boolean): boolean {
  return production && editorMode === "github";
}

/** Does the build these settings (CMS_EDITOR, gatsby/build-settings.ts) describe go live? */
export const buildGoesLive = (env: Record<string, string | undefined>, production: boolean) =>
  goesLive(editorModeFromEnv(env), production);

function strings(value: unknown, segments: PathSegment[] = []): [PathSegment[], string][] {
  if (typeof value === "string") return [[segments, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => strings(item, [...segments, index]));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, [...segments, key]));
  }
  return [];
}

function madeUpText(value: string): { rule: string; what: string } | null {
  if (EXAMPLE_PHONE.test(value.replace(/[\s().-]/g, ""))) {
    return { rule: "example-phone", what: "the example phone number, not the salon's" };
  }
  if (value.trim() === EXAMPLE_FORM_ENDPOINT) {
    return {
      rule: "example-form-endpoint",
      what:
        "the example contact form address, where messages reach no one; create the salon's form " +
        "(Formspree) and write its address here, or set GATSBY_CONTACT_FORM_ENDPOINT",
    };
  }
  if (EXAMPLE_HOST.test(value)) {
    return { rule: "example-address", what: "an example address (a name under .example)" };
  }
  return null;
}

/** The example facts left in content: each text field (and treatment description) holding one. */
export function madeUpContent(
  content: LoadedContent,
  env: Record<string, string | undefined>,
): ContentError[] {
  const overridden = Boolean(env.GATSBY_CONTACT_FORM_ENDPOINT);
  return allDocuments(content).flatMap((doc: LoadedDocument) => {
    const body = "body" in doc ? [[["body"], String(doc.body)] as [PathSegment[], string]] : [];
    return [...strings(doc.data), ...body].flatMap(([segments, value]) => {
      const place = examplePlace(doc.file, formatFieldPath(segments), value);
      const found = place
        ? { rule: "example-place", what: `${place}, not the salon's` }
        : madeUpText(value);
      // The form address the build is given instead is checked below, not the one it replaces.
      if (!found || (found.rule === "example-form-endpoint" && overridden)) return [];
      const field =
        segments[0] === "body" && segments.length === 1 ? "body" : formatFieldPath(segments);
      return [
        {
          file: doc.file,
          field,
          rule: found.rule,
          message: `${quote(value)} is ${found.what}. Write the real one before the site goes live.`,
        },
      ];
    });
  });
}

/** The build settings that would publish a made-up address. */
export function madeUpSettings(env: Record<string, string | undefined>): ContentError[] {
  const findings: ContentError[] = [];
  const setting = siteUrlSetting(env);
  if (!setting) {
    findings.push({
      file: "SITE_URL",
      field: "",
      rule: "site-url-missing",
      message:
        "No address is set for the site (nor a host's own: Netlify's URL, Cloudflare Pages' " +
        `CF_PAGES_URL), so canonical links, the sitemap and share previews would name ${EXAMPLE_SITE_URL}. Set ` +
        "SITE_URL to the site's address in the host's build settings.",
    });
  } else if (EXAMPLE_HOST.test(setting.value)) {
    findings.push({
      file: setting.name,
      field: "",
      rule: "example-address",
      message: `${quote(setting.value)} is an example address (a name under .example). Set SITE_URL to the site's own address.`,
    });
  }
  const endpoint = env.GATSBY_CONTACT_FORM_ENDPOINT;
  if (endpoint) {
    const found = madeUpText(endpoint);
    if (found) {
      findings.push({
        file: "GATSBY_CONTACT_FORM_ENDPOINT",
        field: "",
        rule: found.rule,
        message: `${quote(endpoint)} is ${found.what}.`,
      });
    }
  }
  return findings;
}

/** The SHA-256 of each placeholder illustration in the repository, by file (scripts/README.md). */
export async function readPlaceholderManifest(repoRoot: string): Promise<Map<string, string>> {
  const file = path.join(repoRoot, "scripts/placeholder-images.json");
  const { files } = JSON.parse(await readFile(file, "utf8")) as { files: Record<string, string> };
  return new Map(Object.entries(files));
}

async function sha256(file: string): Promise<string | null> {
  try {
    return crypto
      .createHash("sha256")
      .update(await readFile(file))
      .digest("hex");
  } catch {
    return null; // A missing photo is the content check's error (image-missing).
  }
}

/**
 * The photos that are still generated illustrations, recognised by content (a file whose hash
 * scripts/placeholder-images.json lists), whatever their name: each content field showing one,
 * then the drawn files outside content's fields (the share image, the icon) still as they were
 * drawn.
 */
export async function placeholderPhotos(
  content: LoadedContent,
  repoRoot: string,
  manifest: ReadonlyMap<string, string>,
): Promise<ContentError[]> {
  const drawn = new Set(manifest.values());
  const seen = new Set<string>();
  const findings: ContentError[] = [];
  const message = (shown: string) =>
    `${shown} is a placeholder illustration, not a photo of the salon.`;
  for (const { doc, field, value } of allDocuments(content).flatMap(imageReferences)) {
    const absolute = path.resolve(doc.dir, value);
    seen.add(relativeFile(repoRoot, absolute));
    const hash = await sha256(absolute);
    if (hash && drawn.has(hash)) {
      findings.push({
        file: doc.file,
        field,
        rule: "placeholder-photo",
        message: message(quote(value)),
        severity: "warning",
      });
    }
  }
  for (const [file, hash] of manifest) {
    if (seen.has(file) || (await sha256(path.join(repoRoot, file))) !== hash) continue;
    findings.push({
      file,
      field: "",
      rule: "placeholder-photo",
      message: message("This file"),
      severity: "warning",
    });
  }
  return findings;
}

/** Everything made up that a build would publish: errors if it goes live, otherwise warnings. */
export async function madeUpFindings(
  content: LoadedContent,
  options: { env: Record<string, string | undefined>; repoRoot: string; live: boolean },
): Promise<ContentError[]> {
  const facts = [...madeUpContent(content, options.env), ...madeUpSettings(options.env)].map(
    (finding): ContentError => (options.live ? finding : { ...finding, severity: "warning" }),
  );
  const manifest = await readPlaceholderManifest(options.repoRoot);
  return [...facts, ...(await placeholderPhotos(content, options.repoRoot, manifest))];
}

export function formatMadeUp(findings: readonly ContentError[], live: boolean): string {
  const lines = findings.map(({ file, field, rule, message }) => {
    const where = field === "" ? file : `${file} › ${field}`;
    return `  ${where} (${rule}): ${message}`;
  });
  const heading = live
    ? "Made-up facts would go live: this build stops until each is replaced:"
    : "Made-up facts (examples and generated photos): replace them before the site goes live:";
  return [heading, ...lines].join("\n");
}
