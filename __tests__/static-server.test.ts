/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import * as path from "node:path";
import { startServer } from "../scripts/static-server.mjs";

describe("the static server's 404s", () => {
  it("answer with the nearest 404.html up the path, as Cloudflare Pages does", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "static-server-"));
    mkdirSync(path.join(root, "sw"));
    writeFileSync(path.join(root, "index.html"), "home");
    writeFileSync(path.join(root, "404.html"), "english 404");
    writeFileSync(path.join(root, "sw/404.html"), "swahili 404");
    // Gatsby writes the Swahili 404's data in a folder named like the page.
    mkdirSync(path.join(root, "page-data/sw/404.html"), { recursive: true });
    const server = await startServer({ root });
    try {
      for (const [pathname, body] of [
        ["/nope/", "english 404"],
        ["/swahili/", "english 404"],
        ["/sw/nope/", "swahili 404"],
        ["/sw/a/b/c", "swahili 404"],
        ["/page-data/sw/nope/page-data.json", "english 404"],
      ] as const) {
        const response = await fetch(`${server.url}${pathname}`);
        expect([pathname, response.status, await response.text()]).toEqual([pathname, 404, body]);
      }
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the static server's redirects", () => {
  it("send a folder's address without its slash to the one with it, the query kept, as the hosts do", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "static-server-"));
    mkdirSync(path.join(root, "sw/about"), { recursive: true });
    writeFileSync(path.join(root, "index.html"), "home");
    writeFileSync(path.join(root, "404.html"), "english 404");
    writeFileSync(path.join(root, "sw/about/index.html"), "kuhusu");
    const server = await startServer({ root });
    try {
      for (const [address, location] of [
        ["/sw/about", "/sw/about/"],
        ["/sw/about?from=chat", "/sw/about/?from=chat"],
      ] as const) {
        const response = await fetch(`${server.url}${address}`, { redirect: "manual" });
        expect([address, response.status, response.headers.get("location")]).toEqual([
          address,
          301,
          location,
        ]);
      }
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("the static server's traffic", () => {
  it("counts the requests it answered and every byte it sent, headers and compressed bodies", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "static-server-"));
    writeFileSync(path.join(root, "index.html"), "home ".repeat(2000));
    writeFileSync(path.join(root, "404.html"), "english 404");
    const server = await startServer({ root, compress: true });
    try {
      expect(server.traffic()).toEqual({ bytes: 0, requests: 0 });
      const plain = await fetch(`${server.url}/`, { headers: { "Accept-Encoding": "identity" } });
      expect((await plain.text()).length).toBe(10_000);
      const afterPlain = server.traffic();
      expect(afterPlain.requests).toBe(1);
      // The body and its headers.
      expect(afterPlain.bytes).toBeGreaterThan(10_000);
      // The same page compressed: far fewer bytes went out for it.
      await (await fetch(`${server.url}/`, { headers: { "Accept-Encoding": "gzip" } })).text();
      const afterGzip = server.traffic();
      expect(afterGzip.requests).toBe(2);
      expect(afterGzip.bytes - afterPlain.bytes).toBeGreaterThan(0);
      expect(afterGzip.bytes - afterPlain.bytes).toBeLessThan(2_000);
    } finally {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});
