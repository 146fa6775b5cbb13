import { describe, expect, it } from "vitest";

import { attributionOf, describeElement } from "@/components/vitals/attribution";

/** Just enough of an Element for the reporter: no DOM in unit tests. */
const element = (tagName: string, id = "", classes: string[] = []) =>
  ({ nodeType: 1, tagName, id, classList: classes }) as unknown as Element;
const entry = (fields: Record<string, unknown>) => fields as unknown as PerformanceEntry;

describe("describeElement", () => {
  it("names an element by tag and id, else tag and up to two classes, and nothing else", () => {
    expect(describeElement(element("IMG", "hero"))).toBe("img#hero");
    expect(describeElement(element("H1", "", ["title", "text-4xl", "font-bold"]))).toBe(
      "h1.title.text-4xl",
    );
    expect(describeElement(element("P"))).toBe("p");
    expect(describeElement({ nodeType: 3 } as Node)).toBeUndefined();
    expect(describeElement(null)).toBeUndefined();
    expect(describeElement(element("DIV", "x".repeat(300)))).toHaveLength(120);
  });
});

describe("attributionOf", () => {
  it("names the LCP element, the INP target and its kind, and the largest shift's element", () => {
    expect(
      attributionOf({ name: "LCP", entries: [entry({ element: element("IMG", "hero") })] }),
    ).toEqual({ target: "img#hero" });
    expect(
      attributionOf({
        name: "INP",
        entries: [entry({ name: "keydown", target: element("INPUT", "q") })],
      }),
    ).toEqual({ target: "input#q", interaction: "keyboard" });
    expect(
      attributionOf({
        name: "INP",
        entries: [entry({ name: "pointerup", target: element("BUTTON", "", ["cta"]) })],
      }),
    ).toEqual({ target: "button.cta", interaction: "pointer" });
    expect(
      attributionOf({
        name: "CLS",
        entries: [
          entry({ value: 0.01, sources: [{ node: element("P") }] }),
          entry({ value: 0.2, sources: [{ node: null }, { node: element("DIV", "banner") }] }),
        ],
      }),
    ).toEqual({ target: "div#banner" });
  });

  it("names nothing for FCP and TTFB, or when there is no entry", () => {
    expect(attributionOf({ name: "FCP", entries: [entry({})] })).toEqual({});
    expect(attributionOf({ name: "INP", entries: [] })).toEqual({});
    expect(attributionOf({ name: "CLS", entries: [] })).toEqual({ target: undefined });
  });
});
