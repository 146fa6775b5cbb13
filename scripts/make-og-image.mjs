// Renders the brand images with headless Chromium from inline HTML:
//   node scripts/make-og-image.mjs        (or: npm run og-image)
// Writes public/og-image.png (1200x630 social card), public/logo.png (512x512 mark, transparent
// corners) and app/apple-icon.png (180x180 mark on its gradient, opaque). The mark is read from
// app/icon.svg so there is one source for it; the fonts are the self-hosted @fontsource files.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { crc32, deflateSync, inflateSync } from "node:zlib";

import { chromium } from "@playwright/test";

import { systemChromium } from "./system-chromium.mjs";

// These mirror content/site.ts (name, slogan, ogImage.alt, address and servedCountries), which is
// TypeScript and cannot be imported here. Keep them in step when the brand copy changes.
const BRAND_NAME = "Kalpix";
const HEADLINE = "AI, Web Dev & Social Media";
const SLOGAN = "Where AI Meets Creativity";
const LOCATIONS = ["New Delhi", "India", "US", "UK", "UAE", "Singapore", "Australia"];

// Brand colours (app/globals.css and the gradient in app/icon.svg).
const INK = "#0c0b12";
const VIOLET = "#8b7cf6";
const CORAL = "#f0705a";
const SAFFRON = "#ffb454";

const OG = { width: 1200, height: 630 };

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const fromRoot = (...parts) => join(root, ...parts);

const markSvg = readFileSync(fromRoot("app/icon.svg"), "utf8").trim();
if (!markSvg.includes('rx="11"')) {
  throw new Error('app/icon.svg changed shape: expected the outer rect with rx="11".');
}
// The apple icon is a full square (iOS rounds the corners itself), so the outer rect loses its radius.
const squareMarkSvg = markSvg.replace('rx="11"', 'rx="0"');
const svgDataUrl = (svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

const fontDataUrl = (path) =>
  `data:font/woff2;base64,${readFileSync(fromRoot(path)).toString("base64")}`;
const fontFaces = `
  @font-face {
    font-family: "Bricolage Grotesque";
    font-weight: 200 800;
    font-style: normal;
    font-display: block;
    src: url(${fontDataUrl("node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2")}) format("woff2");
  }
  @font-face {
    font-family: "Inter";
    font-weight: 100 900;
    font-style: normal;
    font-display: block;
    src: url(${fontDataUrl("node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")}) format("woff2");
  }`;

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

/* ------------------------------------------------------------------------------------------------
 * PNG helpers (8-bit RGB/RGBA, non-interlaced: what Chromium writes and all we need).
 * Chromium dithers every CSS/SVG gradient and does not compress its screenshots hard: with the glows
 * and the big tile done in CSS this card came out at 300-450 KB. So the soft parts are painted here
 * as an exact, noise-free backdrop, and every screenshot is re-encoded losslessly with the best PNG
 * row filter (the pixels are unchanged; nothing is quantised).
 * ---------------------------------------------------------------------------------------------- */

function paeth(a, b, c) {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/** The PNG predictor for pixels[i] (byte x of row y), from its left, upper and upper-left bytes. */
function predict(type, pixels, i, x, y, channels, stride) {
  if (type === 0) return 0;
  const a = x >= channels ? pixels[i - channels] : 0;
  const b = y > 0 ? pixels[i - stride] : 0;
  if (type === 1) return a;
  if (type === 2) return b;
  if (type === 3) return (a + b) >> 1;
  return paeth(a, b, x >= channels && y > 0 ? pixels[i - stride - channels] : 0);
}

function decodePng(buf) {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat = [];
  while (offset < buf.length) {
    const length = buf.readUInt32BE(offset);
    const type = buf.toString("latin1", offset + 4, offset + 8);
    const data = buf.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      const [bitDepth, colorType, , , interlace] = data.subarray(8, 13);
      channels = { 2: 3, 6: 4 }[colorType];
      if (bitDepth !== 8 || !channels || interlace !== 0) {
        throw new Error("unexpected PNG format from Chromium");
      }
    } else if (type === "IDAT") {
      idat.push(data);
    }
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      pixels[row + x] =
        (raw[src + x] + predict(filter, pixels, row + x, x, y, channels, stride)) & 0xff;
    }
  }
  return { width, height, channels, pixels };
}

/** Filters one row with the given PNG filter type into out (starting at out[at], after the type byte). */
function filterRow(pixels, y, stride, channels, type, out, at) {
  const row = y * stride;
  for (let x = 0; x < stride; x++) {
    out[at + x] = (pixels[row + x] - predict(type, pixels, row + x, x, y, channels, stride)) & 0xff;
  }
}

function encodePng({ width, height, channels, pixels }) {
  const stride = width * channels;
  const candidates = [];
  // One fixed filter for all rows, or per row the filter with the smallest sum of residuals.
  for (const strategy of [0, 1, 2, 4, "adaptive"]) {
    const raw = Buffer.alloc((stride + 1) * height);
    const scratch = Buffer.alloc(stride);
    for (let y = 0; y < height; y++) {
      const at = y * (stride + 1);
      let type = strategy;
      if (strategy === "adaptive") {
        let best = Infinity;
        for (const t of [0, 1, 2, 3, 4]) {
          filterRow(pixels, y, stride, channels, t, scratch, 0);
          let sum = 0;
          for (let i = 0; i < stride; i++) sum += scratch[i] < 128 ? scratch[i] : 256 - scratch[i];
          if (sum < best) [best, type] = [sum, t];
        }
      }
      raw[at] = type;
      filterRow(pixels, y, stride, channels, type, raw, at + 1);
    }
    candidates.push(deflateSync(raw, { level: 9, memLevel: 9 }));
  }
  const idat = candidates.reduce((a, b) => (b.length < a.length ? b : a));
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, channels === 4 ? 6 : 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", idat),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/* ------------------------------------------------------------------------------------------------
 * The card's backdrop, painted pixel by pixel: ink, soft radial glows (violet top left, coral and
 * saffron bottom right), a faint 60px grid that fades out towards the edges, a hairline ring and the
 * large tilted tile of the mark with the gradient of app/icon.svg. Chromium draws the mark's white
 * glyph on top of the tile (the icon with its tile made transparent).
 * ---------------------------------------------------------------------------------------------- */

const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const clamp01 = (v) => Math.min(1, Math.max(0, v));
const mix = (c, target, k) => {
  c[0] += (target[0] - c[0]) * k;
  c[1] += (target[1] - c[1]) * k;
  c[2] += (target[2] - c[2]) * k;
};

// The mark's gradient stops and corner radius, read from app/icon.svg (viewBox 0 0 40 40).
const markStops = [
  ...markSvg.matchAll(/<stop offset="([\d.]+)" stop-color="(#[0-9a-fA-F]{6})"\/>/g),
].map((m) => ({
  offset: Number(m[1]),
  color: hex(m[2]),
}));
if (markStops.length < 2) throw new Error("app/icon.svg: could not read the gradient stops");
const MARK_RADIUS = 11 / 40;
/** The icon's glyph alone: its gradient tile made transparent. */
const glyphSvg = markSvg.replace('fill="url(#g)"', 'fill="none"');
if (glyphSvg === markSvg) {
  throw new Error('app/icon.svg changed shape: expected the tile with fill="url(#g)".');
}

/** The colour of the mark's gradient at t (0 at the tile's top-left corner, 1 at its bottom-right). */
function markGradient(t) {
  let i = 1;
  while (i < markStops.length - 1 && markStops[i].offset < t) i++;
  const from = markStops[i - 1];
  const to = markStops[i];
  const k = clamp01((t - from.offset) / (to.offset - from.offset || 1));
  return from.color.map((v, c) => v + (to.color[c] - v) * k);
}

// The hero mark on the right: centre, size and tilt (shared by the backdrop and the glyph on top).
const HERO = { cx: 966, cy: 300, size: 300, angle: -8 };

function backdropDataUrl({ width, height }) {
  // Centre, radii (px) and peak opacity of each glow. The falloff, (1 - d²)³, reaches zero at the
  // radius, so most of the card stays flat ink (cheap to store) instead of carrying a faint tail.
  const glows = [
    { x: -40, y: -60, rx: 700, ry: 540, color: hex(VIOLET), alpha: 0.5 },
    { x: 1130, y: 700, rx: 740, ry: 560, color: hex(CORAL), alpha: 0.48 },
    { x: 1080, y: 690, rx: 400, ry: 310, color: hex(SAFFRON), alpha: 0.42 },
  ];
  const grid = {
    step: 60,
    alpha: 0.05,
    cx: 0.64 * width,
    cy: 0.42 * height,
    rx: 0.62 * width,
    ry: 0.95 * height,
  };
  const ring = { radius: 259.5, alpha: 0.08 }; // a 1px hairline around the tile
  const white = [255, 255, 255];
  const half = HERO.size / 2;
  const corner = HERO.size * MARK_RADIUS;
  // CSS rotate() turns clockwise for positive angles on the y-down screen; undo it to get tile coordinates.
  const cos = Math.cos((HERO.angle * Math.PI) / 180);
  const sin = Math.sin((HERO.angle * Math.PI) / 180);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Sample at the pixel centre.
      const px = x + 0.5;
      const py = y + 0.5;
      const c = hex(INK);
      for (const glow of glows) {
        const d2 = ((px - glow.x) / glow.rx) ** 2 + ((py - glow.y) / glow.ry) ** 2;
        if (d2 < 1) mix(c, glow.color, glow.alpha * (1 - d2) ** 3);
      }
      if (x % grid.step === 0 || y % grid.step === 0) {
        const d = Math.hypot((px - grid.cx) / grid.rx, (py - grid.cy) / grid.ry);
        const t = clamp01((d - 0.25) / 0.75);
        mix(c, white, grid.alpha * (1 - t * t * (3 - 2 * t)));
      }
      const dx = px - HERO.cx;
      const dy = py - HERO.cy;
      mix(c, white, ring.alpha * clamp01(1 - Math.abs(Math.hypot(dx, dy) - ring.radius)));
      // The tile in its own (unrotated) coordinates: a rounded square, antialiased over one pixel.
      const u = dx * cos + dy * sin;
      const v = -dx * sin + dy * cos;
      const qx = Math.abs(u) - (half - corner);
      const qy = Math.abs(v) - (half - corner);
      const distance =
        Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - corner;
      const coverage = clamp01(0.5 - distance);
      // userSpaceOnUse gradient from the tile's top-left (0,0) to its bottom-right corner (40,40).
      if (coverage > 0) mix(c, markGradient(clamp01((u + v + 2 * half) / (4 * half))), coverage);
      const i = (y * width + x) * 3;
      pixels[i] = Math.round(c[0]);
      pixels[i + 1] = Math.round(c[1]);
      pixels[i + 2] = Math.round(c[2]);
    }
  }
  return `data:image/png;base64,${encodePng({ width, height, channels: 3, pixels }).toString("base64")}`;
}

/** Splits the headline so the last two words ("Social Media") carry the brand gradient. */
function headlineHtml(text) {
  const words = text.split(" ");
  const tail = words.splice(-2).join(" ");
  return `${escapeHtml(words.join(" "))}<br><span class="grad">${escapeHtml(tail)}</span>`;
}

const ogHtml = `<!doctype html><html><head><meta charset="utf-8"><style>
  ${fontFaces}
  * { box-sizing: border-box; margin: 0; padding: 0; }
  html, body { width: ${OG.width}px; height: ${OG.height}px; overflow: hidden; }
  body {
    position: relative;
    background: ${INK} url(${backdropDataUrl(OG)}) no-repeat 0 0 / ${OG.width}px ${OG.height}px;
    font-family: "Inter", sans-serif;
    color: #f5f4fa;
    -webkit-font-smoothing: antialiased;
  }
  .mark-hero {
    position: absolute; width: ${HERO.size}px; height: ${HERO.size}px;
    left: ${HERO.cx - HERO.size / 2}px; top: ${HERO.cy - HERO.size / 2}px;
    transform: rotate(${HERO.angle}deg);
  }
  .mark-hero img { width: 100%; height: 100%; display: block; }
  .content {
    position: absolute; inset: 72px 80px 64px 80px;
    display: flex; flex-direction: column;
  }
  .brand { display: flex; align-items: center; gap: 18px; }
  .brand img { width: 60px; height: 60px; display: block; }
  .brand .word {
    font-family: "Bricolage Grotesque", sans-serif; font-weight: 800;
    font-size: 40px; letter-spacing: -0.02em; line-height: 1;
  }
  .main { margin-top: auto; margin-bottom: auto; padding-top: 8px; max-width: 720px; }
  h1 {
    font-family: "Bricolage Grotesque", sans-serif; font-weight: 800;
    font-size: 86px; line-height: 1.0; letter-spacing: -0.035em;
  }
  .grad {
    background: linear-gradient(95deg, ${VIOLET} 0%, ${CORAL} 58%, ${SAFFRON} 100%);
    -webkit-background-clip: text; background-clip: text; color: transparent;
    padding-right: 4px;
  }
  .slogan {
    margin-top: 26px;
    display: flex; align-items: center; gap: 14px;
    font-size: 26px; font-weight: 500; color: rgba(245,244,250,0.80); letter-spacing: -0.005em;
  }
  .slogan::before {
    content: ""; width: 36px; height: 2px; border-radius: 2px;
    background: linear-gradient(90deg, ${VIOLET}, ${SAFFRON});
  }
  .foot {
    display: flex; align-items: center; gap: 12px;
    padding-top: 22px; border-top: 1px solid rgba(255,255,255,0.10);
    font-size: 19px; font-weight: 500; color: rgba(245,244,250,0.62); letter-spacing: 0.01em;
  }
  .foot .pin { color: #f5f4fa; font-weight: 600; }
  .foot .dot { color: ${CORAL}; }
</style></head><body>
  <div class="mark-hero"><img src="${svgDataUrl(glyphSvg)}" alt=""></div>
  <div class="content">
    <div class="brand">
      <img src="${svgDataUrl(markSvg)}" alt="">
      <span class="word">${escapeHtml(BRAND_NAME)}</span>
    </div>
    <div class="main">
      <h1>${headlineHtml(HEADLINE)}</h1>
      <p class="slogan">${escapeHtml(SLOGAN)}</p>
    </div>
    <div class="foot">
      ${LOCATIONS.map((place, i) => `${i ? '<span class="dot">·</span>' : ""}<span${i === 0 ? ' class="pin"' : ""}>${escapeHtml(place)}</span>`).join("")}
    </div>
  </div>
</body></html>`;

const markHtml = (
  svg,
  size,
  background,
) => `<!doctype html><html><head><meta charset="utf-8"><style>
  * { margin: 0; padding: 0; }
  html, body { width: ${size}px; height: ${size}px; overflow: hidden; background: ${background}; }
  img { width: ${size}px; height: ${size}px; display: block; }
</style></head><body><img src="${svgDataUrl(svg)}" alt=""></body></html>`;

const jobs = [
  {
    out: "public/og-image.png",
    ...OG,
    html: ogHtml,
    fonts: ['800 86px "Bricolage Grotesque"', '500 26px "Inter"'],
  },
  {
    out: "public/logo.png",
    width: 512,
    height: 512,
    html: markHtml(markSvg, 512, "transparent"),
    transparent: true,
  },
  // Opaque: the square gradient covers every pixel, and the page behind it is the gradient's first stop.
  {
    out: "app/apple-icon.png",
    width: 180,
    height: 180,
    html: markHtml(squareMarkSvg, 180, VIOLET),
  },
];

const executablePath = systemChromium();
const browser = await chromium.launch({
  executablePath,
  args: ["--disable-background-networking", "--no-first-run"],
});
try {
  for (const job of jobs) {
    const context = await browser.newContext({
      viewport: { width: job.width, height: job.height },
      deviceScaleFactor: 1,
    });
    const page = await context.newPage();
    await page.setContent(job.html, { waitUntil: "load" });
    const fontsOk = await page.evaluate(async (fonts) => {
      await Promise.all(fonts.map((font) => document.fonts.load(font)));
      await document.fonts.ready;
      await Promise.all([...document.images].map((img) => img.decode()));
      return fonts.every((font) =>
        [...document.fonts].some((f) => f.status === "loaded" && font.includes(`"${f.family}"`)),
      );
    }, job.fonts ?? []);
    // Fail loudly rather than ship a card set in a fallback font.
    if (!fontsOk) throw new Error(`${job.out}: the embedded fonts did not load`);
    const shot = await page.screenshot({
      clip: { x: 0, y: 0, width: job.width, height: job.height },
      omitBackground: Boolean(job.transparent),
    });
    await context.close();
    const image = decodePng(shot);
    if (image.width !== job.width || image.height !== job.height) {
      throw new Error(
        `${job.out}: rendered ${image.width}x${image.height}, expected ${job.width}x${job.height}`,
      );
    }
    // Keep an alpha channel only where transparency is wanted.
    if (!job.transparent && image.channels === 4) {
      const rgb = Buffer.alloc(image.width * image.height * 3);
      for (let i = 0, j = 0; i < image.pixels.length; i += 4, j += 3) {
        if (image.pixels[i + 3] !== 255) throw new Error(`${job.out}: expected an opaque render`);
        rgb.set(image.pixels.subarray(i, i + 3), j);
      }
      Object.assign(image, { channels: 3, pixels: rgb });
    }
    const png = encodePng(image);
    writeFileSync(fromRoot(job.out), png);
    console.log(
      `wrote ${job.out} (${job.width}x${job.height}, ${(png.length / 1024).toFixed(1)} KB)`,
    );
  }
} finally {
  await browser.close();
}
