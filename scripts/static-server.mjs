// Serves the built site (public/) the way a static host does: clean URLs, the 404 page with status
// 404, and, when asked, the response headers written in static/_headers (Netlify/Cloudflare format).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";

/** Parses a `_headers` file: blocks of a path pattern followed by indented `Name: value` lines. */
export function parseHeadersFile(text) {
  const rules = [];
  let current = null;
  for (const raw of text.split(/\r?\n/)) {
    if (!raw.trim() || raw.trim().startsWith("#")) continue;
    if (!/^\s/.test(raw)) {
      current = { pattern: raw.trim(), headers: {} };
      rules.push(current);
    } else if (current) {
      const index = raw.indexOf(":");
      if (index > 0) current.headers[raw.slice(0, index).trim()] = raw.slice(index + 1).trim();
    }
  }
  return rules;
}

function matches(pattern, pathname) {
  const regex = new RegExp(
    `^${pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*")}$`,
  );
  return regex.test(pathname);
}

/**
 * The headers a path gets. Like the hosts, every matching block applies, and a header named in two
 * matching blocks is sent with both values, comma-separated (for a Content-Security-Policy that
 * means two policies, both enforced).
 */
export function headersFor(rules, pathname) {
  const headers = {};
  for (const rule of rules) {
    if (!matches(rule.pattern, pathname)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
    }
  }
  return headers;
}

/**
 * `compress: true` compresses text responses (brotli or gzip, as the browser asks) like real static
 * hosts do, so the benchmark sees realistic transfer sizes; off by default.
 * @param {{ root?: string, port?: number, host?: string, headersFile?: string | null, compress?: boolean }} options
 * @returns {Promise<{ url: string, traffic: () => { bytes: number, requests: number }, close: () => Promise<void> }>}
 */
export function startServer({
  root = "public",
  port = 0,
  host = "127.0.0.1",
  headersFile = null,
  compress = false,
} = {}) {
  const rootDir = path.resolve(root);
  if (!fs.existsSync(path.join(rootDir, "index.html"))) {
    throw new Error(`No built site in ${rootDir}: run \`npm run build\` first.`);
  }
  const rules =
    headersFile && fs.existsSync(headersFile)
      ? parseHeadersFile(fs.readFileSync(headersFile, "utf8"))
      : [];
  const assets = sirv(rootDir, { dev: false, etag: true, extensions: ["html"], gzip: false });
  // Like Cloudflare Pages (and netlify.toml's rule for /sw/): an unknown address gets the nearest
  // 404.html up its path, so one under /sw/ gets the Swahili 404 page, sw/404.html.
  const notFoundFor = (pathname) => {
    for (let dir = path.posix.dirname(`${pathname.replace(/\/+$/, "")}/x`); ;) {
      const file = path.join(rootDir, dir, "404.html");
      // A file: page-data/sw/404.html/ is a folder of Gatsby's (the page's data).
      const found = file.startsWith(rootDir) && fs.statSync(file, { throwIfNoEntry: false });
      if (found && found.isFile()) return fs.readFileSync(file);
      if (dir === "/") throw new Error(`No 404.html in ${rootDir}`);
      dir = path.posix.dirname(dir);
    }
  };
  notFoundFor("/");
  const compressor = compress ? compression() : null;

  const handle = (req, res) => {
    const { pathname, search } = new URL(req.url ?? "/", "http://localhost");
    const ruled = headersFor(rules, pathname);
    for (const [name, value] of Object.entries(ruled)) {
      res.setHeader(name, value);
    }
    // Like the hosts, a type given in _headers replaces the one guessed from the file's extension;
    // sirv passes its guess to writeHead, which would win.
    const type = ruled["Content-Type"];
    if (type) {
      const writeHead = res.writeHead.bind(res);
      res.writeHead = (status, ...rest) => {
        const headers = rest.find((item) => item && typeof item === "object");
        if (headers) headers["Content-Type"] = type;
        return writeHead(status, ...rest);
      };
    }
    // Like the hosts: "/about" redirects to "/about/", its query kept.
    const dir = path.join(rootDir, pathname);
    if (!pathname.endsWith("/") && fs.existsSync(path.join(dir, "index.html"))) {
      res.writeHead(301, { Location: `${pathname}/${search}` }).end();
      return;
    }
    assets(req, res, () => {
      res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" }).end(notFoundFor(pathname));
    });
  };
  const server = http.createServer(
    compressor ? (req, res) => compressor(req, res, () => handle(req, res)) : handle,
  );

  // What the server has sent: every byte written to its sockets (headers and bodies as they went,
  // compressed or not) and the number of requests.
  let closedBytes = 0;
  let requests = 0;
  const sockets = new Set();
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => {
      closedBytes += socket.bytesWritten;
      sockets.delete(socket);
    });
  });
  server.on("request", () => {
    requests += 1;
  });
  const traffic = () => {
    let bytes = closedBytes;
    for (const socket of sockets) bytes += socket.bytesWritten;
    return { bytes, requests };
  };

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        // An IPv6 address is written in brackets in a URL ("http://[::1]:9000").
        url: `http://${host.includes(":") ? `[${host}]` : host}:${address.port}`,
        traffic,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
