import fs from "fs";
import path from "path";
import { chromiumPath } from "./chromium";

declare global {
  var __SITE_SERVER__: { close: () => Promise<void> } | undefined;
}

// Starts one static server for the whole browser run. Fails loudly (never skips) when Chromium or
// the built site is missing.
export default async function globalSetup(): Promise<void> {
  chromiumPath();
  const root = path.resolve(__dirname, "../../../public");
  if (!fs.existsSync(path.join(root, "index.html"))) {
    throw new Error("The browser tests need the built site: run `npm run build` first.");
  }
  const { startServer } = await import("../../../scripts/static-server.mjs");
  // Every page is tested under the production headers, Content-Security-Policy included.
  const server = await startServer({ root, headersFile: path.join(root, "_headers") });
  process.env.SITE_URL_UNDER_TEST = server.url;
  globalThis.__SITE_SERVER__ = server;
}
