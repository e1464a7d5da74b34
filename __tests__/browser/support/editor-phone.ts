import fs from "fs";
import os from "os";
import path from "path";
import type { Browser, Locator, Page } from "playwright-core";
import { BEHIND_WORDS } from "../../../plugins/gatsby-plugin-editor/translation-notice";
import { PHONE, openPage, type OpenedPage } from "./browser";
import { pollUntil } from "./poll";

// The owner's editor (Sveltia CMS) on her phone, with the site's files on this machine. Sveltia
// edits a local folder through the File System Access API ("Work with Local Repository":
// window.showDirectoryPicker). A headless browser has no folder picker, so the page is handed a
// folder of the origin-private file system (navigator.storage.getDirectory()) filled with the
// site's content/ files; what the editor saves is read back out of it.

/** The editor's refusals of things nobody can fix here (see static/_headers, /admin/ block). */
export const EXPECTED_REFUSALS = [
  // GitHub's status page, asked before the owner logs in.
  /^connect-src https:\/\/www\.githubstatus\.com\//,
  // The stylesheet of its interface library (@sveltia/ui) declares its fonts on a public CDN. The
  // npm package adds the same faces from /admin/ (which draw the text and icons), yet Chromium
  // still asks for the stylesheet's ones first.
  /^font-src https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\//,
];

/** An init script that records every CSP violation the page reports (see pageViolations). */
export const COLLECT_VIOLATIONS = `
  window.__cspViolations = [];
  document.addEventListener("securitypolicyviolation", (event) => {
    window.__cspViolations.push(event.violatedDirective + " " + event.blockedURI);
  });
`;

/** Every file under `dir/sub`, as [path relative to dir, base64 content]. */
function filesUnder(dir: string, sub: string): [string, string][] {
  return fs.readdirSync(path.join(dir, sub), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(sub, entry.name);
    return entry.isDirectory()
      ? filesUnder(dir, rel)
      : [[rel, fs.readFileSync(path.join(dir, rel)).toString("base64")] as [string, string]];
  });
}

export interface PhoneEditor extends OpenedPage {
  /** A file in the folder the editor works on, or null when there is none. */
  readFile: (file: string) => Promise<Buffer | null>;
  /** The CSP violations the page reported, other than EXPECTED_REFUSALS. */
  violations: () => Promise<string[]>;
  /** Whether the editor has backed up an unsaved draft (Sveltia's draft backup, in IndexedDB). */
  hasDraftBackup: () => Promise<boolean>;
}

/**
 * A browser that can't encode WebP from a canvas, as Safari (the engine of every iPhone browser):
 * asked for WebP, the canvas gives PNG, which the specification says of any type it can't encode.
 */
export const NO_WEBP_ENCODING = `
  (() => {
    const png = (type) => (/^image\\/webp$/i.test(String(type)) ? "image/png" : type);
    const convertToBlob = OffscreenCanvas.prototype.convertToBlob;
    OffscreenCanvas.prototype.convertToBlob = function (options) {
      return convertToBlob.call(this, options ? { ...options, type: png(options.type) } : options);
    };
    const toBlob = HTMLCanvasElement.prototype.toBlob;
    HTMLCanvasElement.prototype.toBlob = function (callback, type, quality) {
      return toBlob.call(this, callback, png(type), quality);
    };
    const toDataURL = HTMLCanvasElement.prototype.toDataURL;
    HTMLCanvasElement.prototype.toDataURL = function (type, quality) {
      return toDataURL.call(this, png(type), quality);
    };
  })();
`;

/**
 * Opens /admin/ at 390×844 (touch, 2 device pixels per CSS pixel) on a copy of `siteDir`'s content.
 * `initScript` runs before the editor's own scripts (e.g. NO_WEBP_ENCODING).
 */
export async function openPhoneEditor(
  browser: Browser,
  baseUrl: string,
  siteDir: string,
  { initScript = "" }: { initScript?: string } = {},
): Promise<PhoneEditor> {
  const opened = await openPage(browser, "/admin/", {
    baseUrl,
    viewport: PHONE,
    deviceScaleFactor: 2,
    hasTouch: true,
    initScript: COLLECT_VIOLATIONS + initScript,
  });
  const { page } = opened;
  page.on("dialog", (dialog) => void dialog.accept());
  await page.evaluate(
    async (files) => {
      const root = await navigator.storage.getDirectory();
      const site = await root.getDirectoryHandle("site", { create: true });
      await site.getDirectoryHandle(".git", { create: true });
      for (const [rel, base64] of files) {
        const parts = rel.split("/");
        let dir = site;
        for (const part of parts.slice(0, -1))
          dir = await dir.getDirectoryHandle(part, { create: true });
        const handle = await dir.getFileHandle(parts.at(-1)!, { create: true });
        const writable = await handle.createWritable();
        await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
        await writable.close();
      }
      (window as unknown as { showDirectoryPicker: () => Promise<unknown> }).showDirectoryPicker =
        async () => site;
    },
    filesUnder(siteDir, "content"),
  );
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await page.getByRole("treeitem", { name: "Treatments", exact: true }).waitFor();

  const readFile = async (file: string) => {
    const base64 = await page.evaluate(async (rel) => {
      let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle("site");
      const parts = rel.split("/");
      try {
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
        const blob = await (await dir.getFileHandle(parts.at(-1)!)).getFile();
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let binary = "";
        for (let i = 0; i < bytes.length; i += 0x8000) {
          binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        }
        return btoa(binary);
      } catch {
        return null;
      }
    }, file);
    return base64 === null ? null : Buffer.from(base64, "base64");
  };
  const violations = () => pageViolations(page);
  const hasDraftBackup = () =>
    page.evaluate(async () => {
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        try {
          if (!db.objectStoreNames.contains("draft-backups")) continue;
          const count = await new Promise<number>((resolve, reject) => {
            const request = db.transaction("draft-backups").objectStore("draft-backups").count();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
          if (count > 0) return true;
        } finally {
          db.close();
        }
      }
      return false;
    });
  return { ...opened, readFile, violations, hasDraftBackup };
}

/**
 * The CSP violations a page opened with COLLECT_VIOLATIONS reported ("<directive> <blocked URL>"),
 * other than EXPECTED_REFUSALS.
 */
export async function pageViolations(page: Page): Promise<string[]> {
  const all = await page.evaluate(
    () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
  );
  return all.filter((line) => !EXPECTED_REFUSALS.some((expected) => expected.test(line)));
}

/** Waits until `file` in the editor's folder reads differently from `before`; returns its text. */
export async function savedText(
  editor: PhoneEditor,
  file: string,
  before: string | null,
): Promise<string> {
  let now: string | null = null;
  const saved = async () => {
    now = (await editor.readFile(file))?.toString("utf8") ?? null;
    return now !== null && now !== before;
  };
  if (await pollUntil(saved, { within: 20_000 })) return now!;
  const shot = path.join(os.tmpdir(), `editor-not-saved-${path.basename(file)}.png`);
  await editor.page.screenshot({ path: shot });
  throw new Error(`${file} was not saved within 20 s (the screen: ${shot})`);
}

export interface FitReport {
  /** The document's width, which must not exceed the screen's. */
  scrollWidth: number;
  /** Visible controls smaller than 24×24 CSS px (WCAG 2.2 target size), or reaching off screen. */
  misfits: string[];
}

/**
 * What a phone shows now: whether the page scrolls sideways, and every visible control (button,
 * link, input, checkbox, option, …) that is under 24×24 CSS px or not wholly inside the screen's
 * width. Controls whose 24×24 circle around the centre overlaps no other control count as large
 * enough (WCAG 2.2's spacing exception) — e.g. an inline link in a hint.
 */
export async function fitOnPhone(page: Page): Promise<FitReport> {
  return page.evaluate(() => {
    const selector =
      'button, a[href], input:not([type="hidden"]), textarea, select, [role="button"], [role="checkbox"], [role="option"], [role="menuitem"], [role="tab"], [role="switch"], [role="combobox"], [contenteditable="true"]';
    const width = window.innerWidth;
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return (
        rect.width > 0 &&
        rect.height > 0 &&
        style.visibility !== "hidden" &&
        rect.bottom > 0 &&
        rect.top < window.innerHeight &&
        !element.closest('[aria-hidden="true"], [inert]')
      );
    });
    const rects = controls.map((element) => element.getBoundingClientRect());
    const name = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()}[${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30) ?? ""}]`;
    const misfits: string[] = [];
    controls.forEach((element, index) => {
      const rect = rects[index]!;
      if (rect.left < -1 || rect.right > width + 1) {
        misfits.push(
          `${name(element)} reaches off screen (${Math.round(rect.left)}–${Math.round(rect.right)})`,
        );
      }
      if (rect.width >= 24 && rect.height >= 24) return;
      const cx = rect.left + rect.width / 2;
      const cy = rect.top + rect.height / 2;
      const crowded = rects.some((other, j) => {
        if (j === index || controls[j]!.contains(element) || element.contains(controls[j]!))
          return false;
        const dx = Math.max(other.left - cx, 0, cx - other.right);
        const dy = Math.max(other.top - cy, 0, cy - other.bottom);
        return Math.hypot(dx, dy) < 12;
      });
      if (crowded)
        misfits.push(`${name(element)} is ${Math.round(rect.width)}×${Math.round(rect.height)}`);
    });
    return { scrollWidth: document.documentElement.scrollWidth, misfits };
  });
}

/**
 * The dialog a save opens before it is written when it would leave Swahili texts behind the
 * English ones it changed (plugins/gatsby-plugin-editor/translation-notice.ts).
 */
export const behindDialog = (page: Page): Locator =>
  page.getByRole("dialog", { name: BEHIND_WORDS.title });

/**
 * Answers that dialog "Save, Swahili later" if it opens within a moment of a tap on Save, as an
 * owner who writes the Swahili another day: the texts stay behind, and the save goes on.
 */
export async function saveSwahiliLater(page: Page): Promise<void> {
  const behind = behindDialog(page);
  if (await pollUntil(() => behind.isVisible(), { within: 1_500 })) {
    await behind.getByRole("button", { name: BEHIND_WORDS.later }).click();
  }
}

/** Fails with what does not fit, naming the view. */
export async function expectFits(page: Page, view: string): Promise<void> {
  const report = await fitOnPhone(page);
  expect({ view, ...report }).toEqual({ view, scrollWidth: PHONE.width, misfits: [] });
}

/**
 * With EDITOR_SCREENSHOTS=<folder>, saves what the phone shows as <folder>/<name>.png at CSS
 * pixels (docs/editing-content.md shows them: `EDITOR_SCREENSHOTS=docs/editor npx jest … editor`).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.EDITOR_SCREENSHOTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  // Transitions finished, as the eye sees the screen once they have run.
  await page.screenshot({
    path: path.join(folder, `${name}.png`),
    scale: "css",
    animations: "disabled",
  });
}

/** The element is wholly inside the screen's width (and rendered). */
export async function expectOnScreen(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
}

/**
 * Like fitOnPhone, for a whole form at once, scrolled or not: every rendered control in the page,
 * however far down, is measured, and every scrolling box (the editor scrolls its form inside a
 * pane) must not scroll sideways.
 */
export async function formFitsPhone(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const problems: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(element);
      if (
        /auto|scroll/.test(style.overflowX) &&
        element.scrollWidth > element.clientWidth + 1 &&
        element.clientWidth > 0
      ) {
        problems.push(
          `${element.tagName.toLowerCase()}.${element.className} scrolls sideways (${element.scrollWidth} > ${element.clientWidth})`,
        );
      }
    }
    const selector =
      'button, a[href], input:not([type="hidden"]), textarea, select, [role="button"], [role="checkbox"], [role="option"], [role="menuitem"], [role="switch"], [role="combobox"], [contenteditable="true"]';
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const rect = element.getBoundingClientRect();
      if (
        rect.width === 0 ||
        rect.height === 0 ||
        element.closest('[aria-hidden="true"], [inert]')
      ) {
        continue;
      }
      const name = `${element.tagName.toLowerCase()}[${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30) ?? ""}]`;
      if (rect.left < -1 || rect.right > width + 1) {
        problems.push(
          `${name} reaches off screen (${Math.round(rect.left)}–${Math.round(rect.right)})`,
        );
      }
      if (rect.width < 24 || rect.height < 24) {
        problems.push(`${name} is ${Math.round(rect.width)}×${Math.round(rect.height)}`);
      }
    }
    return problems;
  });
}
