// Types for the first-view measurement the browser tests share with the bench.
import type { Page } from "playwright-core";

export const FIRST_VIEW_VIEWPORT: { width: number; height: number };
export const FIRST_VIEW_JS_BUDGET_BYTES: number;
export const LAZY_CODE: { name: string; file: RegExp; text: string | null }[];
export function firstLoadScripts(root: string, pagePath: string): string[];
export function lazyCodeIn(root: string, pathnames: string[]): string[];
export function firstViewScripts(
  page: Page,
  url: string,
  root: string,
): Promise<{ files: { path: string; bytes: number; gzipBytes: number }[]; gzipBytes: number }>;
