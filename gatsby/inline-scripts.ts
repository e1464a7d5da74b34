/**
 * The inline scripts the built pages may hold, each known by name: where it comes from, how it is
 * marked, and what its text must be. The Content-Security-Policy allows these by hash and nothing
 * else, so text that reaches a page from content can never become a script the policy allows: the
 * build stops instead (gatsby/security-headers.ts).
 */
import { COLOR_MODE_SCRIPT, COLOR_MODE_SCRIPT_ID } from "../shared/lib/color-mode-script";
import { LOCALE_CHOICE_SCRIPT, LOCALE_CHOICE_SCRIPT_ID } from "../shared/lib/locale-choice";
import {
  COMPILATION_HASH,
  isPagePathScriptText,
  PAGE_PATH_ATTRIBUTE,
  PAGE_PATH_SCRIPT_ID,
} from "./page-path-script";
import { BUNDLE_LOADER, BUNDLE_LOADER_ID } from "../plugins/gatsby-plugin-startup/public";

export interface KnownInlineScript {
  name: string;
  /** The opening tag's attributes that mark it. */
  marked: (attributes: string) => boolean;
  /** Its text, checked as a whole. */
  text: (body: string) => boolean;
}

const hasAttribute = (pattern: RegExp) => (attributes: string) => pattern.test(attributes);

// Gatsby's chunk mapping is one JSON string holding a map of chunk names to script paths.
function isChunkMapping(body: string): boolean {
  const literal = /^\s*window\.___chunkMapping=("(?:[^"\\\n]|\\.)*");\s*$/.exec(body)?.[1];
  if (literal === undefined) return false;
  try {
    const mapping: unknown = JSON.parse(JSON.parse(literal) as string);
    return (
      typeof mapping === "object" &&
      mapping !== null &&
      Object.values(mapping).every(
        (paths) =>
          Array.isArray(paths) &&
          paths.every((item) => typeof item === "string" && /^\/[\w./-]+\.js$/.test(item)),
      )
    );
  } catch {
    return false;
  }
}

export const KNOWN_INLINE_SCRIPTS: readonly KnownInlineScript[] = [
  {
    name: "the colour-mode script (shared/lib/color-mode-script.ts)",
    marked: hasAttribute(new RegExp(`\\bid="${COLOR_MODE_SCRIPT_ID}"`)),
    text: (body) => body === COLOR_MODE_SCRIPT,
  },
  {
    name: "the language-choice script (shared/lib/locale-choice.ts)",
    marked: hasAttribute(new RegExp(`\\bid="${LOCALE_CHOICE_SCRIPT_ID}"`)),
    text: (body) => body === LOCALE_CHOICE_SCRIPT,
  },
  {
    // Written only while gatsby-plugin-startup is on.
    name: "the bundle loader (plugins/gatsby-plugin-startup/defer-bundles.ts)",
    marked: hasAttribute(new RegExp(`^\\s*id="${BUNDLE_LOADER_ID}" data-bundles="[^"<>]*"\\s*$`)),
    text: (body) => body === BUNDLE_LOADER,
  },
  {
    // Gatsby's, with the page's path in an attribute and one text on every page.
    name: "Gatsby's page path (gatsby/page-path-script.tsx)",
    marked: hasAttribute(
      new RegExp(`^\\s*id="${PAGE_PATH_SCRIPT_ID}" ${PAGE_PATH_ATTRIBUTE}="[\\w./%-]*"\\s*$`),
    ),
    text: isPagePathScriptText,
  },
  {
    name: "Gatsby's chunk mapping",
    marked: hasAttribute(/^\s*id="gatsby-chunk-mapping"\s*$/),
    text: isChunkMapping,
  },
  {
    name: "Gatsby's compilation hash",
    marked: hasAttribute(/^\s*$/),
    text: (body) => new RegExp(`^${COMPILATION_HASH}$`).test(body),
  },
];
