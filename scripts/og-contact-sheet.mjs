// Every page's share card on one sheet, at about the size a phone shows a link preview:
//   npm run build && npm run start -- --port 3300   (in another shell)
//   node scripts/og-contact-sheet.mjs [http://127.0.0.1:3300]
// It reads the sitemap, then each page's og:image from its HTML, as a link preview would, and
// writes docs/share-cards.png.
import { writeFileSync } from "node:fs";
import path from "node:path";

import { chromium } from "@playwright/test";

import { systemChromium } from "./system-chromium.mjs";

const base = process.argv[2] ?? "http://127.0.0.1:3300";
const output = path.resolve(import.meta.dirname, "..", "docs", "share-cards.png");
const THUMB_WIDTH = 360;
const COLUMNS = 4;

async function fetchOk(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response;
}

const sitemap = await (await fetchOk(`${base}/sitemap.xml`)).text();
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

const cards = [];
for (const page of paths) {
  const html = await (await fetchOk(`${base}${page}`)).text();
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  if (!image) throw new Error(`${page}: no og:image`);
  const png = Buffer.from(await (await fetchOk(`${base}${new URL(image).pathname}`)).arrayBuffer());
  cards.push({ page, kb: (png.length / 1024).toFixed(0), src: png.toString("base64") });
}

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const sheet = `<!doctype html><meta charset="utf-8"><style>
  body { margin: 0; padding: 24px; background: #1b1a22; font: 13px/1.3 sans-serif; color: #ccc;
    display: grid; grid-template-columns: repeat(${COLUMNS}, ${THUMB_WIDTH}px); gap: 20px 16px; width: max-content; }
  img { display: block; width: ${THUMB_WIDTH}px; border-radius: 8px; }
  figure { margin: 0; } figcaption { margin-top: 6px; }
</style>${cards
  .map(
    (card) =>
      `<figure><img src="data:image/png;base64,${card.src}"><figcaption>${escapeHtml(card.page)} · ${card.kb} KB</figcaption></figure>`,
  )
  .join("")}`;

const browser = await chromium.launch({ executablePath: systemChromium() });
try {
  const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
  await page.setContent(sheet, { waitUntil: "load" });
  writeFileSync(output, await page.locator("body").screenshot());
  console.log(`${cards.length} cards -> ${path.relative(process.cwd(), output)}`);
} finally {
  await browser.close();
}
