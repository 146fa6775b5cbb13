// A route's "static twin": its own prerendered HTML with every script removed, served as a static
// file beside the same stylesheet, fonts and images. Lighthouse on the twin measures what the
// content costs (HTML, CSS, fonts, images, style and layout) without anything hydration adds.
import http from "node:http";
import { gzipSync } from "node:zlib";

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK_ELEMENT = /<link\b[^>]*>/gi;
const NOSCRIPT_ELEMENT = /<noscript\b[^>]*>([\s\S]*?)<\/noscript\s*>/gi;

/** A <link> that only exists to fetch a script early (Next's chunk preloads). */
function isScriptPreload(tag) {
  const rel = /\brel\s*=\s*["']?([^"'>\s]+)/i.exec(tag)?.[1]?.toLowerCase() ?? "";
  const as = /\bas\s*=\s*["']?([^"'>\s]+)/i.exec(tag)?.[1]?.toLowerCase() ?? "";
  return rel === "modulepreload" || (rel === "preload" && as === "script");
}

/**
 * The HTML a browser would build without scripts: every <script> element gone (the framework's
 * chunks, the inline RSC payload, the inline splash and reveal scripts, JSON-LD), script preloads
 * gone, and <noscript> content unwrapped, as a browser with scripting off would use it (the rule
 * that shows scroll-revealed sections).
 */
export function makeTwin(html) {
  return html
    .replace(SCRIPT_ELEMENT, "")
    .replace(LINK_ELEMENT, (tag) => (isScriptPreload(tag) ? "" : tag))
    .replace(NOSCRIPT_ELEMENT, "$1");
}

/**
 * Serves `pages` (path -> HTML) as static files, gzipped like Next's own responses; every other
 * request (stylesheets, fonts, images, icons) is passed byte for byte to `upstream`, so the twin
 * loads exactly the same assets with the same headers and compression.
 */
export function startTwinServer({ upstream, pages, port = 0 }) {
  const target = new URL(upstream);
  const bodies = new Map(
    [...pages].map(([pathname, html]) => {
      const raw = Buffer.from(html);
      return [pathname, { raw, gzip: gzipSync(raw) }];
    }),
  );
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://twin").pathname;
    const page = req.method === "GET" ? bodies.get(pathname) : undefined;
    if (page) {
      const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "cache-control": "no-store",
        vary: "Accept-Encoding",
        ...(gzip ? { "content-encoding": "gzip" } : {}),
      });
      res.end(gzip ? page.gzip : page.raw);
      return;
    }
    const proxied = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    proxied.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(proxied);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      const { port: actual } = server.address();
      resolve({
        baseUrl: `http://127.0.0.1:${actual}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** Fetches each route's HTML from the running app and makes its twin. */
export async function fetchTwins(baseUrl, routes) {
  const pages = new Map();
  for (const route of routes) {
    const response = await fetch(new URL(route, baseUrl));
    if (!response.ok)
      throw new Error(`${route}: ${response.status} while fetching its HTML for the twin`);
    pages.set(new URL(route, baseUrl).pathname, makeTwin(await response.text()));
  }
  return pages;
}
