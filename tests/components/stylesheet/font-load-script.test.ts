import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import {
  fallbackFaces,
  fontLoadScript,
  NEW_PAGE_EVENT,
  webFontFaces,
} from "@/components/stylesheet/font-faces";

const urls = { inter: "/f/inter.woff2", bricolage: "/f/bricolage.woff2" };

/** Runs the inline <head> script with faces whose loads finish, and a first paint, when the test says. */
function runFontLoad({ fontFaceApi = true } = {}) {
  const added = new Set<string>();
  const loads = new Map<string, { resolve: () => void; reject: (e: Error) => void }>();
  const created: { family: string; source: string; weight: string }[] = [];
  const headStyles: { textContent: string }[] = [];
  const listeners = new Map<string, (() => void)[]>();
  const clock = { now: 0, firstPaint: undefined as number | undefined };
  class FontFace {
    status = "unloaded";
    constructor(
      readonly family: string,
      source: string,
      descriptors: { weight: string },
    ) {
      created.push({ family, source, weight: descriptors.weight });
    }
    load() {
      return new Promise<this>((resolve, reject) =>
        loads.set(this.family, {
          resolve: () => {
            this.status = "loaded";
            resolve(this);
          },
          reject: (error) => {
            this.status = "error";
            reject(error);
          },
        }),
      );
    }
  }
  const document = {
    fonts: { add: (face: FontFace) => added.add(face.family) },
    createElement: () => ({ textContent: "" }),
    head: { appendChild: (el: { textContent: string }) => headStyles.push(el) },
    addEventListener: (type: string, listener: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  const performance = {
    now: () => clock.now,
    getEntriesByName: (name: string) =>
      name === "first-contentful-paint" && clock.firstPaint !== undefined
        ? [{ startTime: clock.firstPaint }]
        : [],
  };
  runInNewContext(fontLoadScript(urls), {
    document,
    window: fontFaceApi ? { FontFace, performance } : { performance },
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const load = (family: string) => loads.get(family)!;
  const newPage = () => listeners.get(NEW_PAGE_EVENT)?.forEach((listener) => listener());
  return { added: () => [...added], created, load, settle, headStyles, clock, newPage };
}

describe("fontLoadScript", () => {
  it("loads both faces from their files and adds them together once both are in", async () => {
    const page = runFontLoad();
    expect(page.created).toEqual([
      { family: "kalpix-inter", source: 'url(/f/inter.woff2) format("woff2")', weight: "400 700" },
      {
        family: "kalpix-bricolage",
        source: 'url(/f/bricolage.woff2) format("woff2")',
        weight: "400 700",
      },
    ]);
    page.load("kalpix-inter").resolve();
    await page.settle();
    expect(page.added()).toEqual([]);
    page.load("kalpix-bricolage").resolve();
    await page.settle();
    expect(page.added()).toEqual(["kalpix-inter", "kalpix-bricolage"]);
  });

  it("still adds faces that are in within 100 ms of the first paint", async () => {
    const page = runFontLoad();
    page.clock.firstPaint = 1200;
    page.clock.now = 1300;
    page.load("kalpix-inter").resolve();
    page.load("kalpix-bricolage").resolve();
    await page.settle();
    expect(page.added()).toEqual(["kalpix-inter", "kalpix-bricolage"]);
  });

  it("keeps faces that come later for the next page, then adds both", async () => {
    const page = runFontLoad();
    page.clock.firstPaint = 1200;
    page.clock.now = 1301;
    page.load("kalpix-inter").resolve();
    page.load("kalpix-bricolage").resolve();
    await page.settle();
    expect(page.added()).toEqual([]);
    page.newPage();
    expect(page.added()).toEqual(["kalpix-inter", "kalpix-bricolage"]);
  });

  it("adds what it has when a face fails, so the other still shows", async () => {
    const page = runFontLoad();
    page.load("kalpix-inter").resolve();
    page.load("kalpix-bricolage").reject(new Error("network"));
    await page.settle();
    expect(page.added()).toEqual(["kalpix-inter"]);
  });

  it("gives the next page only the faces that have loaded by then", async () => {
    const page = runFontLoad();
    page.clock.firstPaint = 1200;
    page.clock.now = 5000;
    page.load("kalpix-inter").resolve();
    await page.settle();
    page.newPage();
    expect(page.added()).toEqual(["kalpix-inter"]);
    page.load("kalpix-bricolage").resolve();
    await page.settle();
    expect(page.added()).toEqual(["kalpix-inter"]);
    page.newPage();
    expect(page.added()).toEqual(["kalpix-inter", "kalpix-bricolage"]);
  });

  it("gives a browser without the FontFace API the faces as CSS", () => {
    const page = runFontLoad({ fontFaceApi: false });
    expect(page.added()).toEqual([]);
    expect(page.headStyles.map((style) => style.textContent)).toEqual([webFontFaces(urls)]);
  });
});

describe("the stylesheet's faces", () => {
  it("declares only the fallbacks, which name the web faces first", () => {
    const css = fallbackFaces();
    expect(css).not.toContain("url(");
    expect(css).toContain('@font-face{font-family:"inter Fallback";src:local("Arial")');
    expect(css).toContain('--font-inter:"kalpix-inter","inter Fallback"');
    expect(css).toContain('--font-bricolage:"kalpix-bricolage","bricolage Fallback"');
  });

  it("gives a page without JavaScript the web faces as CSS", () => {
    expect(webFontFaces(urls)).toBe(
      '@font-face{font-family:kalpix-inter;src:url(/f/inter.woff2) format("woff2");font-display:swap;font-weight:400 700}' +
        '@font-face{font-family:kalpix-bricolage;src:url(/f/bricolage.woff2) format("woff2");font-display:swap;font-weight:400 700}',
    );
  });
});
