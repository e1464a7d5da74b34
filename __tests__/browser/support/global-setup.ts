import fs from "fs";
import os from "os";
import path from "path";
import { nodeVersionProblem } from "../../../gatsby/node-version";
import { chromiumPath } from "./chromium";
import { startCloudflarePages, type RunningHost } from "./cloudflare";

declare global {
  var __SITE_SERVER__: { close: () => Promise<void> } | undefined;
  var __CLOUDFLARE_PAGES__: RunningHost | undefined;
}

// Starts, for the whole browser run, the site's static server and Cloudflare Pages' own runtime
// on the same built site. Fails loudly (never skips) when Chromium, the built site or a supported
// Node.js is missing.
export default async function globalSetup(): Promise<void> {
  chromiumPath();
  const problem = nodeVersionProblem(
    process.version,
    (
      JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../package.json"), "utf8")) as {
        engines: { node: string };
      }
    ).engines.node,
  );
  if (problem) throw new Error(problem);
  const root = path.resolve(__dirname, "../../../public");
  if (!fs.existsSync(path.join(root, "index.html"))) {
    throw new Error("The browser tests need the built site: run `npm run build` first.");
  }
  const { startServer } = await import("../../../scripts/static-server.mjs");
  // Every page is tested under the production headers, Content-Security-Policy included.
  const server = await startServer({ root, headersFile: path.join(root, "_headers") });
  process.env.SITE_URL_UNDER_TEST = server.url;
  globalThis.__SITE_SERVER__ = server;
  // The headers, caching and 404 tests ask Cloudflare's runtime (__tests__/browser/hosts.test.ts).
  const cloudflare = await startCloudflarePages(root);
  process.env.CLOUDFLARE_URL_UNDER_TEST = cloudflare.url;
  globalThis.__CLOUDFLARE_PAGES__ = cloudflare;
  // Where the run's one extra build goes, made by the first test that needs it (scratch-site.ts).
  process.env.SCRATCH_SITE_DIR = path.join(os.tmpdir(), `scratch-site-${process.pid}`);
}
