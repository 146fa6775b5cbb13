import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import { fallbackFaces, fontLoadScript, webFontFaces } from "@/components/stylesheet/font-faces";

const urls = { inter: "/f/inter.woff2", bricolage: "/f/bricolage.woff2" };

/** Runs the inline <head> script with faces whose loads finish when the test says. */
function runFontLoad({ fontFaceApi = true } = {}) {
  const added: string[] = [];
  const loads = new Map<string, { resolve: () => void; reject: (e: Error) => void }>();
  const created: { family: string; source: string; weight: string }[] = [];
  class FontFace {
    constructor(
      readonly family: string,
      source: string,
      descriptors: { weight: string },
    ) {
      created.push({ family, source, weight: descriptors.weight });
    }
    load() {
      return new Promise<this>((resolve, reject) =>
        loads.set(this.family, { resolve: () => resolve(this), reject }),
      );
    }
  }
  const document = { fonts: { add: (face: FontFace) => added.push(face.family) } };
  runInNewContext(fontLoadScript(urls), {
    document,
    window: fontFaceApi ? { FontFace } : {},
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { added, created, loads, settle };
}

describe("fontLoadScript", () => {
  it("loads both faces from their files and adds them together once both are in", async () => {
    const page = runFontLoad();
    expect(page.created).toEqual([
      { family: "inter", source: 'url(/f/inter.woff2) format("woff2")', weight: "400 700" },
      {
        family: "bricolage",
        source: 'url(/f/bricolage.woff2) format("woff2")',
        weight: "400 700",
      },
    ]);
    page.loads.get("inter")!.resolve();
    await page.settle();
    expect(page.added).toEqual([]);
    page.loads.get("bricolage")!.resolve();
    await page.settle();
    expect(page.added).toEqual(["inter", "bricolage"]);
  });

  it("adds what it has when a face fails, so the other still shows", async () => {
    const page = runFontLoad();
    page.loads.get("bricolage")!.reject(new Error("network"));
    await page.settle();
    expect(page.added).toEqual(["inter", "bricolage"]);
  });

  it("leaves a browser without the FontFace API on the fallback faces", () => {
    expect(runFontLoad({ fontFaceApi: false }).added).toEqual([]);
  });
});

describe("the stylesheet's faces", () => {
  it("declares only the fallbacks, which name the web faces first", () => {
    const css = fallbackFaces();
    expect(css).not.toContain("url(");
    expect(css).toContain('@font-face{font-family:"inter Fallback";src:local("Arial")');
    expect(css).toContain('--font-inter:"inter","inter Fallback"');
    expect(css).toContain('--font-bricolage:"bricolage","bricolage Fallback"');
  });

  it("gives a page without JavaScript the web faces as CSS", () => {
    expect(webFontFaces(urls)).toBe(
      '@font-face{font-family:inter;src:url(/f/inter.woff2)format("woff2");font-display:swap;font-weight:400 700}' +
        '@font-face{font-family:bricolage;src:url(/f/bricolage.woff2)format("woff2");font-display:swap;font-weight:400 700}',
    );
  });
});
