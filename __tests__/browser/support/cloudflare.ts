import { spawn } from "child_process";
import fs from "fs";
import net from "net";
import os from "os";
import path from "path";

// Cloudflare Pages' own runtime on this computer: `wrangler pages dev` serves a folder the way a
// Pages deployment does (its _headers, _redirects, pretty URLs and the nearest 404.html up an
// unknown path) through workerd, the runtime Cloudflare runs. It works offline. It needs Node
// 22.12 or newer: the one in node_modules (the `node` devDependency) that npm runs the tests on.

export interface RunningHost {
  url: string;
  /** The requests wrangler tried to send to other hosts (all refused), by request line. */
  outsideAttempts: () => string[];
  close: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Every request wrangler makes to another host (its update check, the `Request.cf` data) goes
 * through this "proxy", which notes its first line and hangs up: nothing leaves the computer.
 */
async function refusingProxy(): Promise<{
  url: string;
  attempts: () => string[];
  close: () => void;
}> {
  const attempts: string[] = [];
  const server = net.createServer((socket) => {
    // The request line names the host ("CONNECT registry.npmjs.org:443 HTTP/1.1").
    socket.once("data", (data) => {
      attempts.push(data.toString("latin1").split("\r\n")[0] ?? "");
      socket.destroy();
    });
    socket.on("error", () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    attempts: () => [...attempts],
    close: () => server.close(),
  };
}

/** wrangler's command-line entry, as its package.json names it. */
function wranglerBin(): string {
  const manifest = require.resolve("wrangler/package.json");
  const { bin } = JSON.parse(fs.readFileSync(manifest, "utf8")) as { bin: Record<string, string> };
  return path.join(path.dirname(manifest), bin.wrangler!);
}

/** Starts `wrangler pages dev <root>` on 127.0.0.1 and resolves once it says it is ready. */
export async function startCloudflarePages(root: string): Promise<RunningHost> {
  const port = await freePort();
  const proxy = await refusingProxy();
  // Its own working folder: wrangler keeps state and logs there, not in the checkout.
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "wrangler-"));
  // Its output goes to a file, not a pipe this process must keep reading: tests block this
  // process for minutes at a time (a build of a copy, run with spawnSync).
  const logFile = path.join(work, "wrangler.log");
  const output = fs.openSync(logFile, "a");
  const child = spawn(
    process.execPath,
    [
      wranglerBin(),
      "pages",
      "dev",
      path.resolve(root),
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
    ],
    {
      cwd: work,
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: "false",
        // No banner, so no check for a newer wrangler on the npm registry (it is pinned).
        WRANGLER_HIDE_BANNER: "true",
        WRANGLER_LOG_PATH: path.join(work, "logs"),
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
        HTTPS_PROXY: proxy.url,
        HTTP_PROXY: proxy.url,
        NO_PROXY: "127.0.0.1,localhost",
        NO_COLOR: "1",
      },
      stdio: ["ignore", output, output],
    },
  );
  fs.closeSync(output);
  const log = () => fs.readFileSync(logFile, "utf8");
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    // Only a stop for a wrangler that hangs: it is ready in a few seconds.
    const stop = setTimeout(() => {
      watcher.close();
      child.kill("SIGTERM");
      reject(new Error(`wrangler pages dev was not ready after 2 minutes:\n${log()}`));
    }, 120_000);
    const watcher = fs.watch(logFile, () => check());
    const check = () => {
      if (!log().includes(`Ready on ${url}`)) return;
      clearTimeout(stop);
      watcher.close();
      resolve();
    };
    check();
    void exited.then((code) => {
      clearTimeout(stop);
      watcher.close();
      reject(new Error(`wrangler pages dev exited (${code}) before it was ready:\n${log()}`));
    });
  });
  return {
    url,
    outsideAttempts: proxy.attempts,
    close: async () => {
      child.kill("SIGTERM");
      await exited;
      proxy.close();
      fs.rmSync(work, { recursive: true, force: true });
    },
  };
}
