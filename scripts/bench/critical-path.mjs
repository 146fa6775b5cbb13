// What a browser must fetch before it can paint a page's first content, in gzip bytes: the HTML up
// to the first text or image of the body, the stylesheets that block rendering, and the fonts the
// page preloads (they share the same narrow link). Counted from the served files, so it does not
// move between runs the way a timing does.
import { gzipSync } from "node:zlib";

import { Parser } from "htmlparser2";

// Nothing inside these is painted as content.
const HIDDEN = new Set(["head", "script", "style", "noscript", "template", "title"]);
// Elements that are content in themselves, without text.
const REPLACED = new Set(["img", "svg", "video", "canvas", "input", "textarea", "select"]);

/**
 * Where the first content of a document ends: the end of its first non-blank text outside <head>,
 * scripts, styles and templates, or of its first image-like element. The whole length if none.
 */
export function firstContentEnd(html) {
  let hidden = 0;
  let inBody = false;
  let end;
  const parser = new Parser(
    {
      onopentag(name) {
        if (end !== undefined) return;
        if (name === "body") inBody = true;
        if (HIDDEN.has(name)) hidden++;
        else if (inBody && !hidden && REPLACED.has(name)) end = parser.endIndex + 1;
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden--;
      },
      ontext(text) {
        if (end === undefined && inBody && !hidden && text.trim()) end = parser.endIndex + 1;
      },
    },
    { decodeEntities: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  return end ?? html.length;
}

const attr = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

/** The <link> tags of the document's <head>. */
function headLinks(html) {
  const head = html.slice(0, Math.max(html.indexOf("</head>"), 0));
  return [...head.matchAll(/<link\b[^>]*>/gi)].map(([tag]) => ({
    rel: attr(tag, "rel")?.toLowerCase(),
    as: attr(tag, "as")?.toLowerCase(),
    media: attr(tag, "media"),
    href: attr(tag, "href"),
  }));
}

const gzipSize = (body) => gzipSync(body, { level: 6 }).length;

async function fetchBody(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/**
 * The bytes before the first paint of `url`: { html, css, fonts, total } (gzip, fonts as served:
 * woff2 is compressed already) and the files counted.
 */
export async function criticalPath(url) {
  const html = (await fetchBody(url)).toString("utf8");
  const upToContent = Buffer.from(html.slice(0, firstContentEnd(html)));
  const links = headLinks(html);
  const stylesheets = links.filter(
    (l) => l.rel === "stylesheet" && l.href && (!l.media || l.media === "all"),
  );
  const fonts = links.filter((l) => l.rel === "preload" && l.as === "font" && l.href);
  const sizes = async (list, size) =>
    Promise.all(
      list.map(async ({ href }) => {
        const body = await fetchBody(new URL(href, url));
        return { href, bytes: size(body) };
      }),
    );
  const css = await sizes(stylesheets, gzipSize);
  const preloaded = await sizes(fonts, (body) => body.length);
  const sum = (list) => list.reduce((n, f) => n + f.bytes, 0);
  const result = {
    html: gzipSize(upToContent),
    css: sum(css),
    fonts: sum(preloaded),
    files: [...css, ...preloaded].map((f) => f.href),
  };
  return { ...result, total: result.html + result.css + result.fonts };
}
