import React from "react";
import type { ReactElement } from "react";

// Gatsby ends every built page with `<script id="gatsby-script-loader">`, whose text names the page:
// `window.pagePath="/services/manicure/";window.___webpackCompilationHash="…";`. The
// Content-Security-Policy allows the site's inline scripts by hash, and one host header holds
// them for every page (Cloudflare Pages reads at most 2,000 characters a line), so a text that
// differs on each page would add a hash per page: with a page per treatment in each language, the
// policy outgrew the line. Gatsby's onPreRenderHTML (its documented way to change the components
// around the page) swaps the script for one whose text is the same on every page and reads the
// path from its own attribute, which React escapes like any attribute. Gatsby's browser code reads
// `window.pagePath` once, at start-up (cache-dir/production-app.js), after this script has run.

/** The attribute that holds the page's path. */
export const PAGE_PATH_ATTRIBUTE = "data-page-path";

/** Gatsby's id for the script, which the policy step knows it by (gatsby/inline-scripts.ts). */
export const PAGE_PATH_SCRIPT_ID = "gatsby-script-loader";

/** Gatsby's compilation hash statement, as a pattern (gatsby/inline-scripts.ts knows it too). */
export const COMPILATION_HASH = String.raw`window\.___webpackCompilationHash="[0-9a-f]+";`;
const GATSBY_TEXT = new RegExp(
  String.raw`^/\*<!\[CDATA\[\*/window\.pagePath=("(?:[^"\\]|\\.)*");(${COMPILATION_HASH})?/\*\]\]>\*/$`,
);

/** The script's text, the same on every page of a build. */
export function pagePathScriptText(compilationHash: string): string {
  return `/*<![CDATA[*/window.pagePath=document.currentScript.getAttribute("${PAGE_PATH_ATTRIBUTE}");${compilationHash}/*]]>*/`;
}

/** Whether `body` is the script's text (any build's compilation hash). */
export function isPagePathScriptText(body: string): boolean {
  const hash = new RegExp(String.raw`${COMPILATION_HASH}(?=/\*\]\]>\*/$)`).exec(body)?.[0];
  return body === pagePathScriptText(hash ?? "");
}

type Component = ReactElement<{ id?: string; dangerouslySetInnerHTML?: { __html?: unknown } }>;

/**
 * `components` with Gatsby's page-path script replaced by the one with the same text on every page.
 * Unchanged when there is none (`gatsby develop` writes none); throws when its text is not the one
 * Gatsby is known to write, so a Gatsby that changed it stops the build instead of shipping a page
 * without its path.
 */
export function withSamePagePathScript(components: readonly React.ReactNode[]): React.ReactNode[] {
  return components.map((component) => {
    if (!React.isValidElement(component)) return component;
    const element = component as Component;
    if (element.props.id !== PAGE_PATH_SCRIPT_ID) return component;
    const text = element.props.dangerouslySetInnerHTML?.__html;
    const match = typeof text === "string" ? GATSBY_TEXT.exec(text) : null;
    if (!match) {
      throw new Error(
        `Gatsby's page-path script (id="${PAGE_PATH_SCRIPT_ID}") is not the one gatsby/page-path-script.tsx knows: ${JSON.stringify(text)}`,
      );
    }
    const pagePath = JSON.parse(match[1]!) as string;
    return (
      <script
        key={element.key ?? PAGE_PATH_SCRIPT_ID}
        id={PAGE_PATH_SCRIPT_ID}
        {...{ [PAGE_PATH_ATTRIBUTE]: pagePath }}
        dangerouslySetInnerHTML={{ __html: pagePathScriptText(match[2] ?? "") }}
      />
    );
  });
}
